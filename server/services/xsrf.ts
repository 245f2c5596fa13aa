// XSRF double-submit (console.md §9): the server hands out a random cookie the page's script can
// read; unsafe API calls must echo it in a header, which a cross-site form or script cannot do.
// Login and refresh replace it with a token bound to the session (an HMAC of the sid), and calls made
// with a bearer token must carry their own session's token.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/domain/app-constants';
import { bearerToken, readSignedClaims } from './tokens';

export const MSG_XSRF = /*i18n*/ 'Missing or invalid XSRF token.';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function isValidXsrfToken(value: string | undefined): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

export function setXsrfCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
  reply.setCookie(XSRF_COOKIE, value, {
    path: '/',
    sameSite: 'strict',
    httpOnly: false,
    // request.protocol follows X-Forwarded-Proto only with TRUST_PROXY=true (Fastify trustProxy).
    secure: request.protocol === 'https',
  });
}

/** Sets a fresh cookie when the request brought none (or a malformed one). Returns the request's valid cookie, if any. */
export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const current = request.cookies[XSRF_COOKIE];
  if (isValidXsrfToken(current)) return current;
  setXsrfCookie(request, reply, randomBytes(32).toString('base64url'));
  return undefined;
}

// Every unsafe bearer call checks its session's token: remembered per sid and key instead of an HMAC each time.
const tokenBySession = new Map<string, { key: Uint8Array; token: string }>();
const MAX_KNOWN_SESSIONS = 10_000;

/**
 * The XSRF token of a session: an HMAC of its sid under the server's signing key, so no other session's
 * token (nor an anonymous one) matches. The "xsrf:" prefix keeps it apart from any JWT signature.
 */
export function sessionXsrfToken(key: Uint8Array, sessionId: string): string {
  const known = tokenBySession.get(sessionId);
  if (known && known.key === key) return known.token;
  const token = createHmac('sha256', key).update(`xsrf:${sessionId}`).digest('base64url');
  if (tokenBySession.size >= MAX_KNOWN_SESSIONS) tokenBySession.delete(tokenBySession.keys().next().value as string);
  tokenBySession.set(sessionId, { key, token });
  return token;
}

function headerToken(request: FastifyRequest): string | undefined {
  const header = request.headers[XSRF_HEADER.toLowerCase()];
  return Array.isArray(header) ? header[0] : header;
}

function sameToken(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * Whether an unsafe request carries a header equal to its cookie. Every POST, PUT, PATCH and DELETE is
 * checked whatever its path: the router decodes the path (`/%61pi/…` reaches `/api/…`), so a test on the
 * raw URL could be bypassed, and outside /api no route accepts unsafe methods anyway.
 */
export function passesXsrfCheck(request: FastifyRequest, cookie: string | undefined): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return true;
  const value = headerToken(request);
  if (!cookie || !isValidXsrfToken(value)) return false;
  return sameToken(value, cookie);
}

/**
 * After passesXsrfCheck: whether an unsafe request made with a bearer token signed by this server (expired
 * ones too) carries that token's session XSRF token. On refusal the session's own cookie comes with the 403,
 * so the token's holder (only it can send that bearer token) passes on its one retry, e.g. a tab whose
 * cookie another login in the same browser replaced. Calls without a bearer token (login, and refreshToken
 * and logout, proven by the SameSite=Strict refresh cookie) keep the plain double submit: a browser
 * restarted since login has lost the XSRF session cookie but still holds the refresh cookie.
 */
export async function passesXsrfBinding(request: FastifyRequest, reply: FastifyReply, signingKey: () => Promise<Uint8Array>): Promise<boolean> {
  if (!UNSAFE_METHODS.has(request.method)) return true;
  const token = bearerToken(request.headers.authorization);
  if (!token) return true;
  const key = await signingKey();
  const claims = await readSignedClaims(key, token);
  // Not this server's token: the route's guard refuses it, nothing here to bind to.
  if (!claims) return true;
  const expected = sessionXsrfToken(key, claims.sid);
  if (sameToken(headerToken(request) ?? '', expected)) return true;
  setXsrfCookie(request, reply, expected);
  return false;
}
