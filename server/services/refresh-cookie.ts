// The refresh cookie: httpOnly (scripts never see it), SameSite=Strict and scoped to
// /api/account, so it travels only with login, refreshToken and logout calls.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'refresh';
export const REFRESH_COOKIE_PATH = '/api/account';

/** The cookie lives as long as its session may (expiresAt), so the browser drops it when the session ends. */
export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, value: string, expiresAt: string): void {
  reply.setCookie(REFRESH_COOKIE, value, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / 1000)),
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https' });
}
