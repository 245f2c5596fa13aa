// Read-only node batches (a tablet's one-second live-value poll, the tree's browse) may reuse what the guard
// read for their session (the session, its user, rights and the licence text) for at most SESSION_REUSE_MS
// instead of reading it on every request: on PostgreSQL that read was one of three round trips in a row.
// The bound (docs/decisions.md "Session reuse by read-only node batches"): a session ended, a user disabled
// or a right taken away on another server instance stops read-only batches here within SESSION_REUSE_MS; on
// this instance at once, since every request that may change them empties the cache when it starts and when
// it ends. Nothing that writes uses a reused session.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

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
 * Whether a route's requests may change what the guard reads. Any unsafe call but the node batch, whose
 * actions touch only nodes, properties and records' node mirrors (never sessions, users, roles or the
 * licence); by the route's pattern, not the raw URL, which the router decodes.
 */
function mayChangeSessions(method: string, url: string | undefined): boolean {
  return !READ_METHODS.has(method.toUpperCase()) && url !== '/api/node/batch';
}

const RESET_HOOKS = ['onRequest', 'preHandler', 'onResponse', 'onRequestAbort'] as const;

/**
 * Empties the cache when a request of such a route starts and when it ends, so a read that overlapped it is
 * not kept. Decided once per route as it is registered, so the reads that change nothing (every tablet's
 * poll and browse) carry no hook for it; requests no route answers change nothing.
 */
export function installSessionReuseReset(app: FastifyInstance, reuse: Pick<SessionReuse<unknown>, 'forgetAll'>): void {
  // One parameter: Fastify takes an async onRequestAbort hook only with exactly one.
  const reset = async (_request: FastifyRequest) => {
    reuse.forgetAll();
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    if (![route.method].flat().some((method) => mayChangeSessions(method, route.url))) return;
    const hooks = route as unknown as Record<(typeof RESET_HOOKS)[number], unknown>;
    // First among the route's own hooks, as the global hooks this replaces ran before them.
    for (const name of RESET_HOOKS) hooks[name] = [reset, ...[hooks[name] ?? []].flat()];
  });
}
