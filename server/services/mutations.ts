// Exactly-once writes for every write route, in one place (docs/api.md "Exactly-once writes: X-Mutation-Id",
// docs/architecture.md "Exactly-once writes"). Installed before any route: each POST/PUT/PATCH/DELETE route
// (unless its config says mutation: false) gets its guards and handler wrapped. A request with the header
// runs guards, claim, effect and the stored answer in one ambient transaction (db/ambient-transaction.ts);
// the answer's final bytes are stored and committed in onSend, before a byte leaves. A route whose effect
// is outside the database (config.externalEffect: instrument calls) commits its claim as 'running' first.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import { HEADER_MUTATION_ID, HEADER_MUTATION_REPLAYED, parseMutationId } from '../../src/domain/mutation-id';
import type { MutationGapBody, MutationId } from '../../src/domain/mutation-id';
import type { ServerContext } from '../context';
import { openAmbientTransaction } from '../db/ambient-transaction';
import type { AmbientTransaction } from '../db/ambient-transaction';
import { readClientTime, runWithAuditScope } from './audit-context';
import { getAuth } from './auth-guard';
import { httpError } from './http-error';
import { claimSeq, markRunning, pruneAnswers, storeAnswer } from './mutation-log';
import type { PruneRule, StoredAnswer } from './mutation-log';

declare module 'fastify' {
  // Declaration merging with Fastify's route config needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** false: a POST that is not a write of the user's data (login, logout, error reports); X-Mutation-Id is ignored. */
    mutation?: false;
    /** The request's effect happens outside the database (an instrument call): claimed and committed before it runs. */
    externalEffect?: (request: FastifyRequest) => boolean;
    /**
     * Work done before the transaction opens, e.g. receiving an upload, so a slow client never holds the
     * database (on SQLite, every request) while its bytes trickle in. Its failure is not thrown here: the
     * handler meets it again (the work must remember its outcome per request) and it is stored as the answer.
     */
    beforeTransaction?: (request: FastifyRequest) => Promise<unknown>;
    /**
     * The success answer carries a secret the server keeps only hashed (a one-time reset code): a replay gets
     * MSG_MUTATION_SECRET_ANSWER (410) instead of the stored secret. Refusals are stored as usual.
     */
    secretAnswer?: true;
  }
}

export const MSG_MUTATION_ID_MALFORMED = `${HEADER_MUTATION_ID} must be {clientId}:{seq}: a 22-character base64url client id and a positive whole number.`;
export const MSG_MUTATION_FOREIGN_CLIENT = `This ${HEADER_MUTATION_ID} client id belongs to another user.`;
export const MSG_MUTATION_GAP = /*i18n*/ 'This write is out of order: earlier writes of this client have not reached the server.';
export const MSG_MUTATION_PRUNED = /*i18n*/ 'This write was applied earlier, but its answer is no longer stored.';
export const MSG_MUTATION_SECRET_ANSWER = /*i18n*/ 'This write was applied, but its answer held a one-time secret, which is not stored: issue a new reset code.';
export const MSG_MUTATION_RUNNING = /*i18n*/ 'This instrument call is still running; ask again shortly.';
export const MSG_MUTATION_RESULT_UNKNOWN = /*i18n*/ 'Result unknown — check the instrument. The server stopped while this call was running; it is not run again.';

/** Fault injection for tests: drop the connection after the answer is committed, before it is sent. */
export type MutationFaults = { dropAnswerAfterCommit?(request: FastifyRequest): boolean };

export type MutationOptions = {
  faults?: MutationFaults | undefined;
  /**
   * Loads the process-wide caches that read (or create) database rows on first use (secrets, signing keys,
   * the hardware key), awaited before every write's transaction opens. Loaded inside it instead, on SQLite a
   * load another request had started would wait for the connection this transaction holds (a deadlock), and
   * a row a load created would vanish with a rolled-back write while the cache kept it.
   */
  warmUp?: () => Promise<unknown>;
};

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Answer headers a replay repeats; the rest (security, version, cookies) belong to the answer of the moment. */
const KEPT_HEADERS = ['content-type', 'content-disposition'];
const EFFECT_SAVEPOINT = 'mutation_effect';

/**
 * Refusals about the transport or session rather than the write: they leave the seq unused, so the client
 * sends the same id again once the token is refreshed, the server is up or the load is lower.
 */
export function consumesSeq(status: number): boolean {
  return status < 500 && ![401, 408, 413, 418, 429].includes(status);
}

/** Whether the app wraps this route: every unsafe method unless the route opts out. */
export function isMutationRoute(method: string, config: { mutation?: false } | undefined): boolean {
  return UNSAFE_METHODS.has(method.toUpperCase()) && config?.mutation !== false;
}

type Pending = { id: MutationId; trx: AmbientTransaction | undefined };

function readMutationId(request: FastifyRequest): MutationId | undefined {
  const value = request.headers[HEADER_MUTATION_ID.toLowerCase()];
  if (value === undefined) return undefined;
  const id = typeof value === 'string' ? parseMutationId(value) : undefined;
  if (!id) throw httpError(400, MSG_MUTATION_ID_MALFORMED, { field: HEADER_MUTATION_ID });
  return id;
}

function answerBytes(payload: unknown): Buffer {
  if (payload === undefined || payload === null) return Buffer.alloc(0);
  if (typeof payload === 'string') return Buffer.from(payload, 'utf8');
  if (Buffer.isBuffer(payload)) return payload;
  throw new Error('mutations: a write route answered a stream, which cannot be stored for a replay');
}

function keptHeaders(reply: FastifyReply): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) kept[name] = String(value);
  }
  return kept;
}

function sendStored(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  return reply.code(answer.status).headers(answer.headers).header(HEADER_MUTATION_REPLAYED, '1').send(answer.body);
}

function sendGap(reply: FastifyReply, expectedSeq: number): FastifyReply {
  const body: MutationGapBody = { error: [{ msg: MSG_MUTATION_GAP, severity: 2, field: HEADER_MUTATION_ID }], expectedSeq };
  return reply.code(409).type('application/json; charset=utf-8').send(body);
}

function refusalAnswer(status: number, msg: string): StoredAnswer {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: Buffer.from(JSON.stringify(httpError(status, msg).body), 'utf8') };
}

export function installMutations(app: FastifyInstance, ctx: ServerContext, options: MutationOptions = {}): void {
  const { faults = {}, warmUp } = options;
  const { db } = ctx;
  const rule: PruneRule = { keepAnswers: ctx.config.mutationKeepAnswers, keepDays: ctx.config.mutationKeepDays };
  const pendingByRequest = new WeakMap<FastifyRequest, Pending>();
  const openByRequest = new WeakMap<FastifyRequest, AmbientTransaction>();

  /** A claimed seq whose instrument call has run for longer than any request may: the server died under it. */
  function isAbandoned(claimedAt: string, now: Date): boolean {
    return now.getTime() - Date.parse(claimedAt) > ctx.config.requestTimeoutSeconds * 1000;
  }

  async function runMutation(
    request: FastifyRequest,
    reply: FastifyReply,
    id: MutationId,
    route: { guards: () => Promise<boolean>; handler: () => Promise<unknown>; external: boolean; before?: (request: FastifyRequest) => Promise<unknown> },
  ): Promise<unknown> {
    // The guards only read (session, rights), so they run before the transaction, as without the header.
    let refusal: unknown;
    let sent = false;
    try {
      sent = await route.guards();
    } catch (error) {
      refusal = error;
    }
    const user = getAuth(request)?.user;
    // No user (not signed in, or a read-only share-link batch): nothing to attribute the id to.
    if (!user || sent || (refusal !== undefined && !consumesSeq((refusal as { statusCode?: number }).statusCode ?? 500))) {
      if (refusal !== undefined) throw refusal;
      return sent ? reply : route.handler();
    }
    if (refusal === undefined) await route.before?.(request).catch(() => undefined);
    await warmUp?.();

    const trx = await openAmbientTransaction(db);
    openByRequest.set(request, trx);
    const claimed = await trx
      .run(async () => {
        const now = new Date();
        const claim = await claimSeq(db, id, user.id, now);
        if (claim.kind === 'foreign') throw httpError(403, MSG_MUTATION_FOREIGN_CLIENT, { field: HEADER_MUTATION_ID });
        if (claim.kind === 'pruned') throw httpError(410, MSG_MUTATION_PRUNED, { field: HEADER_MUTATION_ID });
        if (claim.kind === 'running' && !isAbandoned(claim.claimedAt, now)) throw httpError(409, MSG_MUTATION_RUNNING, { field: HEADER_MUTATION_ID });
        if (claim.kind === 'gap') {
          await trx.rollback();
          sendGap(reply, claim.expectedSeq);
          return 'sent';
        }
        if (claim.kind === 'running') {
          // Stored, so every later retry gets the same answer and the call never runs late.
          const unknown = refusalAnswer(409, MSG_MUTATION_RESULT_UNKNOWN);
          await storeAnswer(db, id, unknown, now);
          await trx.commit();
          sendStored(reply, unknown);
          return 'sent';
        }
        if (claim.kind === 'replay') {
          await trx.rollback();
          sendStored(reply, claim.answer);
          return 'sent';
        }
        await pruneAnswers(db, id, rule, now);
        if (route.external) {
          await markRunning(db, id, now);
          await trx.commit();
          pendingByRequest.set(request, { id, trx: undefined });
        } else {
          await trx.savepoint(EFFECT_SAVEPOINT);
          pendingByRequest.set(request, { id, trx });
        }
        if (refusal !== undefined) throw refusal;
        return 'claimed';
      })
      .catch(async (error: unknown) => {
        if (!pendingByRequest.has(request)) await trx.rollback();
        throw error;
      });
    // The reply itself is never returned from the callback above: it is a thenable, which a promise would follow.
    if (claimed === 'sent') return reply;
    return trx.open ? trx.run(route.handler) : route.handler();
  }

  /** Stores the answer with the effect and commits; a failure to store turns the answer into a 500. */
  async function finish(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const pending = pendingByRequest.get(request);
    if (!pending) return payload;
    pendingByRequest.delete(request);
    const { id, trx } = pending;
    // Rolled back already (the request ended early): nothing of it may be stored.
    if (trx && !trx.open) return payload;
    const secret = request.routeOptions.config.secretAnswer === true && reply.statusCode < 400;
    const answer: StoredAnswer = secret ? refusalAnswer(410, MSG_MUTATION_SECRET_ANSWER) : { status: reply.statusCode, headers: keptHeaders(reply), body: answerBytes(payload) };
    const now = new Date();
    try {
      if (!trx) {
        await storeAnswer(db, id, answer, now);
        return payload;
      }
      if (!consumesSeq(answer.status)) {
        await trx.rollback();
        return payload;
      }
      try {
        await trx.run(() => storeAnswer(db, id, answer, now));
      } catch (error) {
        // A refusal can leave a PostgreSQL transaction aborted by its failed statement: drop what the
        // request did and keep only the refusal. A success must commit whole or not at all.
        if (answer.status < 400) throw error;
        await trx.rollbackToSavepoint(EFFECT_SAVEPOINT);
        await trx.run(() => storeAnswer(db, id, answer, now));
      }
      await trx.commit();
    } catch (error) {
      request.log.error({ err: error }, 'storing a mutation answer failed');
      await trx?.rollback();
      reply.code(500).type('application/json; charset=utf-8');
      return JSON.stringify(httpError(500, 'Internal server error').body);
    }
    if (faults.dropAnswerAfterCommit?.(request)) reply.raw.destroy();
    return payload;
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (!methods.every((m) => isMutationRoute(m, route.config))) return;
    // The guards move into the handler: a rights refusal (403) is a refusal of the write and uses its seq,
    // and the claim needs the user the guards authenticate.
    const preHandlers = [route.preHandler ?? []].flat();
    const handler = route.handler;
    const { externalEffect, beforeTransaction } = route.config ?? {};
    route.preHandler = [];
    const wrapped: RouteHandlerMethod = async function (this: FastifyInstance, request, reply) {
      const guards = async () => {
        for (const guard of preHandlers) {
          await (guard as (this: FastifyInstance, req: FastifyRequest, rep: FastifyReply) => Promise<void>).call(this, request, reply);
          if (reply.sent) return true;
        }
        return false;
      };
      const run = async () => handler.call(this, request, reply);
      const id = readMutationId(request);
      // Read before any claim: a malformed value is refused without using the seq, like a malformed id.
      const clientTime = readClientTime(request);
      return runWithAuditScope({ clientTime }, async () => {
        if (!id) return (await guards()) ? reply : run();
        return runMutation(request, reply, id, { guards, handler: run, external: externalEffect?.(request) ?? false, before: beforeTransaction });
      });
    };
    route.handler = wrapped;
  });

  app.addHook('onSend', async (request, reply, payload) => finish(request, reply, payload));

  // A request that ended without its answer stored (a hook failed before onSend): its transaction must not stay open.
  const release = async (request: FastifyRequest) => {
    pendingByRequest.delete(request);
    const trx = openByRequest.get(request);
    if (trx?.open) await trx.rollback();
  };
  app.addHook('onResponse', release);
}
