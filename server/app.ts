// Builds the Fastify application without listening, so main.ts and the tests start the same server.
import type { ServerOptions } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { ServerContext } from './context';
import type { Database } from './db/schema';
import { installErrorHandler } from './error-handler';
import { registerAccountCredentialRoutes } from './routes/account-credentials';
import { registerAccountProfileRoutes } from './routes/account-profile';
import { registerAccountResetRoutes } from './routes/account-reset';
import { registerAccountSelfServiceRoutes } from './routes/account-self-service';
import { registerAccountSessionRoutes } from './routes/account-session';
import { registerAdminTeamRoutes } from './routes/admin-teams';
import { registerAdminUserRoutes } from './routes/admin-users';
import { registerEventLogRoutes } from './routes/eventlog';
import { installTraceLog } from './services/trace-log';
import { installAlarmEvents } from './services/alarm-events';
import { registerGlobalRoutes } from './routes/global';
import { registerHealthRoutes } from './routes/health';
import { registerLicenceRoutes } from './routes/licence';
import { registerNodeBatchRoutes } from './routes/node-batch';
import { registerNodeUploadRoutes } from './routes/node-upload';
import type { InstrumentDriver } from './instruments/driver';
import { createSimulatorDriver } from './instruments/simulator/simulator-driver';
import { createNodeService } from './nodes/node-service';
import { serverHardwareKey } from './licence/licence-store';
import { recordKeys } from './records/record-signing';
import { registerRecordRoutes } from './routes/records-generic';
import { registerPackageRoutes } from './routes/records-packages';
import { registerStaticFiles } from './routes/static-files';
import { registerSyncRoutes } from './routes/sync-changes';
import { createAuthGuards } from './services/auth-guard';
import { MSG_CLIENT_OUTDATED, isOutdatedClient } from './services/client-version';
import { httpError } from './services/http-error';
import { installMutations } from './services/mutations';
import type { MutationFaults } from './services/mutations';
import { recordRoutes } from './services/route-list';
import { registerSecurityHeaders } from './services/security-headers';
import { installWellFormedCheck } from './services/well-formed-text';
import { createUploadStore } from './uploads/upload-store';
import { createServerSettings } from './services/server-settings';
import type { StartGate } from './services/start-gate';
import { MSG_XSRF, ensureXsrfCookie, passesXsrfBinding, passesXsrfCheck } from './services/xsrf';
import { requestLogOptions } from './services/request-log';
import { HEADER_CLIENT_VERSION } from '../src/domain/app-constants';

export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Bounds on slow clients, so a few connections trickling their headers (slowloris) can not hold sockets
 * open: Node closes a connection whose headers or request are late (408), checked every
 * connectionsCheckingInterval (30 s by default, too coarse for a short limit). connectionTimeout ends a
 * connection without any traffic either way, e.g. a client that stopped reading its answer.
 */
function connectionLimits(config: Config): { requestTimeout: number; connectionTimeout: number; http: ServerOptions } {
  const headersTimeout = config.headersTimeoutSeconds * 1000;
  const requestTimeout = config.requestTimeoutSeconds * 1000;
  return {
    requestTimeout,
    connectionTimeout: requestTimeout,
    http: { headersTimeout, requestTimeout, connectionsCheckingInterval: Math.min(30_000, Math.max(250, headersTimeout / 4)) },
  };
}

export type AppDeps = {
  db: Kysely<Database>;
  config: Config;
  /** When given, requests are answered 503 until the gate opens (main.ts opens it after migrations). */
  gate?: StartGate;
  startedAt?: Date;
  /** The instrument driver of controller trees; the simulator when absent. */
  instrumentDriver?: InstrumentDriver;
  logger?: FastifyServerOptions['logger'];
  /** Tests only: faults injected into exactly-once writes. */
  mutationFaults?: MutationFaults;
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const startedAt = deps.startedAt ?? new Date();
  const ctx: ServerContext = { db: deps.db, config: deps.config, settings: createServerSettings(deps.db), startedAt };
  // trustProxy (TRUST_PROXY=true): request.protocol and request.ip follow X-Forwarded-*, so cookies are
  // Secure behind a TLS proxy and throttling sees the client's address rather than the proxy's.
  const app = Fastify({
    logger: deps.logger ?? false,
    ...requestLogOptions(),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: deps.config.trustProxy,
    ...connectionLimits(deps.config),
  });
  // First, so every route below is on the list the authorisation test checks against route-rights.ts.
  recordRoutes(app);
  // Also before any route: wraps every write route for X-Mutation-Id (exactly-once writes).
  installMutations(app, ctx, {
    faults: deps.mutationFaults,
    warmUp: () => Promise.all([ctx.settings.secrets(), recordKeys(ctx.db), serverHardwareKey(ctx.db)]),
  });

  // Calls like refreshToken have no body but clients still send a JSON content type: read "" as no body.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    defaultJson(request, body as string, done);
  });

  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, startedAt);
  installErrorHandler(app);
  installWellFormedCheck(app);

  app.addHook('onRequest', async (request, reply) => {
    const xsrfCookie = ensureXsrfCookie(request, reply);

    const blocked = deps.gate?.blockedMessage();
    if (blocked) return reply.code(503).header('retry-after', '5').type('text/plain; charset=utf-8').send(blocked);
    // Thrown, so the error handler answers them in the one ErrorBody shape.
    if (isOutdatedClient(request.headers[HEADER_CLIENT_VERSION.toLowerCase()])) throw httpError(418, MSG_CLIENT_OUTDATED);
    if (!passesXsrfCheck(request, xsrfCookie)) throw httpError(403, MSG_XSRF);
    if (!(await passesXsrfBinding(request, reply, async () => (await ctx.settings.secrets()).jwtKey))) throw httpError(403, MSG_XSRF);
  });

  // Before any route: the session reuse's reset hooks are added to each route as it is registered.
  const guards = createAuthGuards(ctx, app);
  registerHealthRoutes(app, ctx);
  registerAccountSessionRoutes(app, ctx, guards);
  registerAccountCredentialRoutes(app, ctx, guards);
  registerAccountResetRoutes(app, ctx);
  registerAccountProfileRoutes(app, ctx, guards);
  registerAccountSelfServiceRoutes(app, ctx);
  registerAdminUserRoutes(app, ctx, guards);
  registerAdminTeamRoutes(app, ctx, guards);
  await registerLicenceRoutes(app, ctx, guards);
  registerRecordRoutes(app, ctx, guards);
  await registerPackageRoutes(app, ctx, guards);
  registerGlobalRoutes(app, ctx, guards);
  registerEventLogRoutes(app, ctx, guards);
  installTraceLog(app, ctx);
  const driver = deps.instrumentDriver ?? createSimulatorDriver();
  driver.start();
  app.addHook('onClose', async () => driver.stop());
  installAlarmEvents(app, ctx, driver);
  const nodes = createNodeService(ctx, driver);
  registerNodeBatchRoutes(app, ctx, guards, nodes);
  registerSyncRoutes(app, ctx, guards, nodes);
  const uploads = createUploadStore(deps.config);
  app.addHook('onClose', async () => uploads.close());
  await registerNodeUploadRoutes(app, ctx, guards, uploads, nodes);
  await registerStaticFiles(app, deps.config.staticDir);

  return app;
}
