// Read-only node batches (a tablet's one-second live-value poll, the tree's browse) may reuse what the guard
// read for their session (the session, its user, rights and the licence text) for at most SESSION_REUSE_MS
// instead of reading it on every request: on PostgreSQL that read was one of three round trips in a row.
// The bound (docs/decisions.md "Session reuse by read-only node batches"): a session ended, a user disabled
// or a right taken away on another server instance stops read-only batches here within SESSION_REUSE_MS; on
// this instance at once, since every request that may change them empties the cache when it starts and when
// it ends. Nothing that writes uses a reused session.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const SESSION_REUSE_MS = 1000;
const MAX_SESSIONS = 10_000;

type Entry<T> = { value: T; generation: number; until: number };

export type SessionReuse<T> = {
  /** What was read for the session since the last change on this instance, within SESSION_REUSE_MS. */
  get(sessionId: string, now: number): T | undefined;
  /** Taken before reading, passed to set: a change that began or ended in between voids the read. */
  generation(): number;
  /** Kept until SESSION_REUSE_MS after `readAt`, never past the session's end (ms). */
  set(sessionId: string, value: T, generation: number, readAt: number, sessionEnd: number): void;
  /** A request that may change sessions, users, rights or the licence began or ended on this instance. */
  forgetAll(): void;
  /** Drops what was kept for one session, if it is still `value` (a read that failed). */
  forget(sessionId: string, value: T): void;
};

export function createSessionReuse<T>(): SessionReuse<T> {
  const entries = new Map<string, Entry<T>>();
  let generation = 0;
  return {
    get(sessionId, now) {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.generation === generation && now < entry.until) return entry.value;
      entries.delete(sessionId);
      return undefined;
    },
    generation: () => generation,
    set(sessionId, value, readGeneration, readAt, sessionEnd) {
      if (readGeneration !== generation) return;
      if (entries.size >= MAX_SESSIONS) entries.delete(entries.keys().next().value as string);
      entries.set(sessionId, { value, generation, until: Math.min(readAt + SESSION_REUSE_MS, sessionEnd) });
    },
    forgetAll() {
      generation += 1;
      entries.clear();
    },
    forget(sessionId, value) {
      if (entries.get(sessionId)?.value === value) entries.delete(sessionId);
    },
  };
}

const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request may change what the guard reads. Any unsafe call but the node batch, whose actions
 * touch only nodes, properties and records' node mirrors (never sessions, users, roles or the licence); by
 * the route's pattern, not the raw URL, which the router decodes.
 */
function mayChangeSessions(request: FastifyRequest): boolean {
  return !READ_METHODS.has(request.method) && request.routeOptions.url !== '/api/node/batch';
}

/** Empties the cache when such a request starts and when it ends, so a read that overlapped it is not kept. */
export function installSessionReuseReset(app: FastifyInstance, reuse: Pick<SessionReuse<unknown>, 'forgetAll'>): void {
  const reset = async (request: FastifyRequest) => {
    if (mayChangeSessions(request)) reuse.forgetAll();
  };
  app.addHook('onRequest', reset);
  app.addHook('preHandler', reset);
  app.addHook('onResponse', reset);
  app.addHook('onRequestAbort', reset);
}
