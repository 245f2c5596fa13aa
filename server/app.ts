// Builds the Fastify application without listening, so main.ts and the tests start the same server.
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { ServerContext } from './context';
import type { Database } from './db/schema';
import { installErrorHandler } from './error-handler';
import { registerAccountCredentialRoutes } from './routes/account-credentials';
import { registerAccountResetRoutes } from './routes/account-reset';
import { registerAccountSessionRoutes } from './routes/account-session';
import { registerAdminTeamRoutes } from './routes/admin-teams';
import { registerAdminUserRoutes } from './routes/admin-users';
import { registerGlobalRoutes } from './routes/global';
import { registerHealthRoutes } from './routes/health';
import { registerLicenceRoutes } from './routes/licence';
import { registerNodeBatchRoutes } from './routes/node-batch';
import type { InstrumentDriver } from './instruments/driver';
import { createSimulatorDriver } from './instruments/simulator/simulator-driver';
import { createNodeService } from './nodes/node-service';
import { registerRecordRoutes } from './routes/records-generic';
import { registerPackageRoutes } from './routes/records-packages';
import { registerStaticFiles } from './routes/static-files';
import { createAuthGuards } from './services/auth-guard';
import { MSG_CLIENT_OUTDATED, isOutdatedClient } from './services/client-version';
import { httpError } from './services/http-error';
import { applyStandardHeaders } from './services/security-headers';
import { createServerSettings } from './services/server-settings';
import type { StartGate } from './services/start-gate';
import { MSG_XSRF, ensureXsrfCookie, passesXsrfCheck } from './services/xsrf';
import { HEADER_CLIENT_VERSION } from '../src/domain/app-constants';

export const JSON_BODY_LIMIT = 1024 * 1024;

export type AppDeps = {
  db: Kysely<Database>;
  config: Config;
  /** When given, requests are answered 503 until the gate opens (main.ts opens it after migrations). */
  gate?: StartGate;
  startedAt?: Date;
  /** The instrument driver of controller trees; the simulator when absent. */
  instrumentDriver?: InstrumentDriver;
  logger?: FastifyServerOptions['logger'];
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const startedAt = deps.startedAt ?? new Date();
  const ctx: ServerContext = { db: deps.db, config: deps.config, settings: createServerSettings(deps.db), startedAt };
  // trustProxy (TRUST_PROXY=true): request.protocol and request.ip follow X-Forwarded-*, so cookies are
  // Secure behind a TLS proxy and throttling sees the client's address rather than the proxy's.
  const app = Fastify({ logger: deps.logger ?? false, bodyLimit: JSON_BODY_LIMIT, trustProxy: deps.config.trustProxy });

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
  installErrorHandler(app);

  app.addHook('onRequest', async (request, reply) => {
    applyStandardHeaders(reply, startedAt);
    const xsrfCookie = ensureXsrfCookie(request, reply);

    const blocked = deps.gate?.blockedMessage();
    if (blocked) return reply.code(503).header('retry-after', '5').type('text/plain; charset=utf-8').send(blocked);
    // Thrown, so the error handler answers them in the one ErrorBody shape.
    if (isOutdatedClient(request.headers[HEADER_CLIENT_VERSION.toLowerCase()])) throw httpError(418, MSG_CLIENT_OUTDATED);
    if (!passesXsrfCheck(request, xsrfCookie)) throw httpError(403, MSG_XSRF);
  });

  const guards = createAuthGuards(ctx);
  registerHealthRoutes(app, ctx);
  registerAccountSessionRoutes(app, ctx, guards);
  registerAccountCredentialRoutes(app, ctx, guards);
  registerAccountResetRoutes(app, ctx);
  registerAdminUserRoutes(app, ctx, guards);
  registerAdminTeamRoutes(app, ctx, guards);
  await registerLicenceRoutes(app, ctx, guards);
  registerRecordRoutes(app, ctx, guards);
  await registerPackageRoutes(app, ctx, guards);
  registerGlobalRoutes(app, ctx, guards);
  const driver = deps.instrumentDriver ?? createSimulatorDriver();
  driver.start();
  app.addHook('onClose', async () => driver.stop());
  registerNodeBatchRoutes(app, ctx, guards, createNodeService(ctx, driver));
  await registerStaticFiles(app, deps.config.staticDir);

  return app;
}
