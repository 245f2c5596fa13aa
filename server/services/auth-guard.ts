// The preHandlers that protect routes: requireAuth checks the bearer token and that its session is
// still live; requireRight additionally checks a right read from the database; requireAuthToRead, for
// read-only node batches, may take the session as read for it a moment ago (session-reuse.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HEADER_TOKEN_EXPIRED } from '../../src/domain/app-constants';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { Database, UserRow } from '../db/schema';
import type { ServerContext } from '../context';
import { writeAudit } from './audit-log';
import { httpError } from './http-error';
import { createSessionReuse, installSessionReuseReset } from './session-reuse';
import type { SessionReuse } from './session-reuse';
import { bearerToken, verifyAccessTokenCached } from './tokens';
import { hasRight, rightsColumns, rightsOf } from './user-rights';
import type { RightsText, UserRights } from './user-rights';

export type AuthContext = {
  user: UserRow;
  sessionId: string;
};

// A WeakMap instead of a decorated request property: no type augmentation, nothing left after the request.
const authByRequest = new WeakMap<FastifyRequest, AuthContext>();

/** The authenticated user of a request that passed requireAuth (or an optional check that succeeded). */
export function getAuth(request: FastifyRequest): AuthContext | undefined {
  return authByRequest.get(request);
}

// The caller's rights, read with the session (one query) and turned into a set once per request (the
// guard, the route and the record viewer all ask): a revoked role takes effect on the very next request.
const rightsTextByRequest = new WeakMap<FastifyRequest, RightsText>();
const rightsByRequest = new WeakMap<FastifyRequest, Promise<UserRights>>();

/** The rights of a request that passed requireAuth, loaded on first use and shared for the rest of the request. */
export function requestRights(ctx: ServerContext, request: FastifyRequest): Promise<UserRights> {
  const text = rightsTextByRequest.get(request);
  if (!text) throw httpError(401, MSG_AUTH_REQUIRED);
  let rights = rightsByRequest.get(request);
  if (!rights) {
    rights = rightsOf(ctx.db, text);
    rightsByRequest.set(request, rights);
  }
  return rights;
}

export const MSG_AUTH_REQUIRED = /*i18n*/ 'Authentication required.';
export const MSG_TOKEN_EXPIRED = /*i18n*/ 'Token expired.';
export const MSG_NO_RIGHT = /*i18n*/ 'You do not have the right to do this.';

type LiveSession = { auth: AuthContext; rightsText: RightsText };
type Verdict = ({ ok: true } & LiveSession) | { ok: false; expired: boolean };
/** A live session kept for read-only node batches (session-reuse.ts), its rights computed once. */
type Reused = LiveSession & { rights: Promise<UserRights> };
type Reuse = SessionReuse<Reused>;

/** The access token's live session; with `reuse`, as read for the same session at most SESSION_REUSE_MS ago. */
async function authenticate(ctx: ServerContext, request: FastifyRequest, reuse?: Reuse): Promise<Verdict> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return { ok: false, expired: false };
  const { jwtKey } = await ctx.settings.secrets();
  const check = await verifyAccessTokenCached(jwtKey, token);
  if (!check.ok) return check;
  const found = reuse ? await reusedSessionUser(ctx, reuse, check.claims.sid, request) : await findLiveSessionUser(ctx.db, check.claims.sid);
  if (!found || String(found.auth.user.id) !== check.claims.jti || found.auth.user.disabled) return { ok: false, expired: false };
  return { ok: true, ...found };
}

async function reusedSessionUser(ctx: ServerContext, reuse: Reuse, sessionId: string, request: FastifyRequest): Promise<LiveSession | undefined> {
  const now = Date.now();
  let found = reuse.get(sessionId, now);
  if (!found) {
    const generation = reuse.generation();
    const read = await findLiveSessionUser(ctx.db, sessionId, new Date(now));
    if (!read) return undefined;
    const kept: Reused = { ...read, rights: rightsOf(ctx.db, read.rightsText) };
    // Started now, awaited by whoever needs it: a batch refused before it asks must not leave the refusal
    // unhandled (it would end the process), and a failed read is not handed to the next request.
    kept.rights.catch(() => reuse.forget(sessionId, kept));
    reuse.set(sessionId, kept, generation, now, Date.parse(read.expiresAt));
    found = kept;
  }
  rightsByRequest.set(request, found.rights);
  return found;
}

/**
 * The live session, its user and the user's rights (rightsColumns), in one query: every request but a
 * read-only node batch reads them afresh, so an ended session, a disabled user, a changed role or an uploaded
 * licence counts on the very next request (for read-only batches: see session-reuse.ts).
 */
const liveSessionUser = compiledOnce((db: Kysely<Database>, sessionId: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select((eb) => [eb.ref('sessions.id').as('session_id'), eb.ref('sessions.expires_at').as('session_expires_at'), ...rightsColumns(db, eb)])
    .where('sessions.id', '=', sessionId)
    .where('sessions.ended_at', 'is', null)
    .where('sessions.expires_at', '>', now),
);

async function findLiveSessionUser(db: Kysely<Database>, sessionId: string, now = new Date()): Promise<(LiveSession & { expiresAt: string }) | undefined> {
  const [row] = await liveSessionUser(db, sessionId, now.toISOString());
  if (!row) return undefined;
  const { session_id: id, session_expires_at: expiresAt, role_rights, role_grants, licence_text, ...user } = row;
  return { auth: { user, sessionId: id }, rightsText: { role_rights, role_grants, licence_text }, expiresAt };
}

function remember(request: FastifyRequest, verdict: LiveSession): void {
  authByRequest.set(request, verdict.auth);
  rightsTextByRequest.set(request, verdict.rightsText);
}

export type AuthGuards = {
  requireAuth: preHandlerAsyncHookHandler;
  /**
   * requireAuth for a request that changes nothing (a read-only node batch): the session as read for it at
   * most SESSION_REUSE_MS ago on this instance (session-reuse.ts).
   */
  requireAuthToRead: preHandlerAsyncHookHandler;
  requireRight(right: string): preHandlerAsyncHookHandler;
  /** For rules that depend on the request's content (e.g. "someone else's account needs admin"); after requireAuth. */
  ensureRight(request: FastifyRequest, right: string): Promise<void>;
  /** For routes open to everyone that still want to know who calls; never fails. */
  identifyIfPossible(request: FastifyRequest): Promise<AuthContext | undefined>;
};

/** The guards of one app; `app` gets the hooks that keep reused sessions in step with this instance's changes. */
export function createAuthGuards(ctx: ServerContext, app: FastifyInstance): AuthGuards {
  const reuse: Reuse = createSessionReuse<Reused>();
  installSessionReuseReset(app, reuse);

  async function check(request: FastifyRequest, withReuse?: Reuse): Promise<void> {
    const verdict = await authenticate(ctx, request, withReuse);
    if (verdict.ok) {
      remember(request, verdict);
      return;
    }
    if (verdict.expired) throw httpError(401, MSG_TOKEN_EXPIRED, { headers: { [HEADER_TOKEN_EXPIRED]: 'true' } });
    throw httpError(401, MSG_AUTH_REQUIRED);
  }

  async function requireAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    await check(request);
  }

  async function ensureRight(request: FastifyRequest, right: string): Promise<void> {
    const granted = await requestRights(ctx, request);
    if (hasRight(granted.rights, right)) return;
    // A refused call is a failure the Audit log keeps (docs/decisions.md "Event log").
    const user = getAuth(request)?.user;
    await writeAudit(ctx.db, {
      category: 'access-denied',
      userId: user?.id ?? null,
      username: user?.username ?? null,
      ip: request.ip,
      entity: 'route',
      entityId: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
      property: right,
      message: `Refused: ${request.method} ${request.routeOptions.url ?? ''} needs the right ${right}`,
    });
    throw httpError(403, MSG_NO_RIGHT);
  }

  return {
    requireAuth,
    async requireAuthToRead(request: FastifyRequest, _reply: FastifyReply) {
      await check(request, reuse);
    },
    ensureRight,
    requireRight(right: string) {
      return async function requireRightHandler(request: FastifyRequest, reply: FastifyReply): Promise<void> {
        await requireAuth(request, reply);
        await ensureRight(request, right);
      };
    },
    async identifyIfPossible(request: FastifyRequest) {
      try {
        const verdict = await authenticate(ctx, request);
        if (!verdict.ok) return undefined;
        remember(request, verdict);
        return verdict.auth;
      } catch {
        return undefined;
      }
    },
  };
}
