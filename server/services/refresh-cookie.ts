// The refresh cookie: httpOnly (scripts never see it), SameSite=Strict and scoped to
// /api/account, so it travels only with login, refreshToken and logout calls.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_IDLE_SECONDS } from './sessions';

export const REFRESH_COOKIE = 'refresh';
export const REFRESH_COOKIE_PATH = '/api/account';

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
  reply.setCookie(REFRESH_COOKIE, value, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: SESSION_IDLE_SECONDS,
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https' });
}
