// The preHandlers that protect routes: requireAuth checks the bearer token and that its session is
// still live; requireRight additionally checks a right read from the database.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HEADER_TOKEN_EXPIRED } from '../../src/domain/app-constants';
import type { UserRow } from '../db/schema';
import type { ServerContext } from '../context';
import { httpError } from './http-error';
import { findLiveSession } from './sessions';
import { bearerToken, verifyAccessTokenCached } from './tokens';
import { hasRight, loadUserRights } from './user-rights';
import type { UserRights } from './user-rights';

export type AuthContext = { user: UserRow; sessionId: string };

// A WeakMap instead of a decorated request property: no type augmentation, nothing left after the request.
const authByRequest = new WeakMap<FastifyRequest, AuthContext>();

/** The authenticated user of a request that passed requireAuth (or an optional check that succeeded). */
export function getAuth(request: FastifyRequest): AuthContext | undefined {
  return authByRequest.get(request);
}

// The caller's rights, read from the database once per request (the guard, the route and the record
// viewer all ask): a revoked role still takes effect on the very next request.
const rightsByRequest = new WeakMap<FastifyRequest, Promise<UserRights>>();

/** The rights of a request that passed requireAuth, loaded on first use and shared for the rest of the request. */
export function requestRights(ctx: ServerContext, request: FastifyRequest): Promise<UserRights> {
  const auth = authByRequest.get(request);
  if (!auth) throw httpError(401, MSG_AUTH_REQUIRED);
  let rights = rightsByRequest.get(request);
  if (!rights) {
    rights = loadUserRights(ctx.db, auth.user.id);
    rightsByRequest.set(request, rights);
  }
  return rights;
}

export const MSG_AUTH_REQUIRED = 'Authentication required.';
export const MSG_TOKEN_EXPIRED = 'Token expired.';
export const MSG_NO_RIGHT = 'You do not have the right to do this.';

type Verdict = { ok: true; auth: AuthContext } | { ok: false; expired: boolean };

async function authenticate(ctx: ServerContext, request: FastifyRequest): Promise<Verdict> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return { ok: false, expired: false };
  const { jwtKey } = await ctx.settings.secrets();
  const check = await verifyAccessTokenCached(jwtKey, token);
  if (!check.ok) return check;
  const session = await findLiveSession(ctx.db, check.claims.sid);
  if (!session || String(session.user_id) !== check.claims.jti) return { ok: false, expired: false };
  const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirst();
  if (!user || user.disabled) return { ok: false, expired: false };
  return { ok: true, auth: { user, sessionId: session.id } };
}

export type AuthGuards = {
  requireAuth: preHandlerAsyncHookHandler;
  requireRight(right: string): preHandlerAsyncHookHandler;
  /** For rules that depend on the request's content (e.g. "someone else's account needs admin"); after requireAuth. */
  ensureRight(request: FastifyRequest, right: string): Promise<void>;
  /** For routes open to everyone that still want to know who calls; never fails. */
  identifyIfPossible(request: FastifyRequest): Promise<AuthContext | undefined>;
};

export function createAuthGuards(ctx: ServerContext): AuthGuards {
  async function requireAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const verdict = await authenticate(ctx, request);
    if (verdict.ok) {
      authByRequest.set(request, verdict.auth);
      return;
    }
    if (verdict.expired) throw httpError(401, MSG_TOKEN_EXPIRED, { headers: { [HEADER_TOKEN_EXPIRED]: 'true' } });
    throw httpError(401, MSG_AUTH_REQUIRED);
  }

  async function ensureRight(request: FastifyRequest, right: string): Promise<void> {
    const granted = await requestRights(ctx, request);
    if (!hasRight(granted.rights, right)) throw httpError(403, MSG_NO_RIGHT);
  }

  return {
    requireAuth,
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
        authByRequest.set(request, verdict.auth);
        return verdict.auth;
      } catch {
        return undefined;
      }
    },
  };
}
