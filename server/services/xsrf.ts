// XSRF double-submit (console.md §9): the server hands out a random cookie the page's script can
// read; unsafe API calls must echo it in a header, which a cross-site form or script cannot do.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/domain/app-constants';

export const MSG_XSRF = 'Missing or invalid XSRF token.';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function isValidXsrfToken(value: string | undefined): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/** Sets a fresh cookie when the request brought none (or a malformed one). Returns the request's valid cookie, if any. */
export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const current = request.cookies[XSRF_COOKIE];
  if (isValidXsrfToken(current)) return current;
  reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
    path: '/',
    sameSite: 'strict',
    httpOnly: false,
    // request.protocol follows X-Forwarded-Proto only with TRUST_PROXY=true (Fastify trustProxy).
    secure: request.protocol === 'https',
  });
  return undefined;
}

/**
 * Whether an unsafe request carries a header equal to its cookie. Every POST, PUT, PATCH and DELETE is
 * checked whatever its path: the router decodes the path (`/%61pi/…` reaches `/api/…`), so a test on the
 * raw URL could be bypassed, and outside /api no route accepts unsafe methods anyway.
 */
export function passesXsrfCheck(request: FastifyRequest, cookie: string | undefined): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return true;
  const header = request.headers[XSRF_HEADER.toLowerCase()];
  const value = Array.isArray(header) ? header[0] : header;
  if (!cookie || !isValidXsrfToken(value)) return false;
  return timingSafeEqual(Buffer.from(value), Buffer.from(cookie));
}
