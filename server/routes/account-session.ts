// Login, token refresh and logout (console.md §7): the calls that create, extend and end sessions.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HEADER_ACTIVITY_AGE } from '../../src/domain/app-constants';
import type { AuthData } from '../../src/domain/auth-data';
import type { ServerContext } from '../context';
import type { SessionRow, UserRow } from '../db/schema';
import { writeAudit } from '../services/audit-log';
import { buildAuthData } from '../services/auth-answer';
import type { AuthGuards } from '../services/auth-guard';
import { HttpError, httpError } from '../services/http-error';
import { claimLoginAttempt, settleLoginAttempt, throttleRefusal, throttleRuleOf } from '../services/login-throttle';
import { spendPasswordCheckTime, verifyPassword } from '../services/passwords';
import { REFRESH_COOKIE, clearRefreshCookie, setRefreshCookie } from '../services/refresh-cookie';
import { createSession, endSession, refreshSession, sessionForCookie } from '../services/sessions';
import type { EndReason } from '../services/sessions';
import { bearerToken, readSignedClaims } from '../services/tokens';
import { unreadableSecretAnswer } from '../services/totp-encryption';
import { spendTotpCode } from '../services/totp-store';
import { parseInput } from '../services/validation';
import { sessionXsrfToken, setXsrfCookie } from '../services/xsrf';
import { findUserByName } from '../services/users';
import { languageInput } from '../services/user-language';

export const MSG_INVALID_LOGIN = /*i18n*/ 'Invalid username or password.';
export const MSG_TOTP_REQUIRED = /*i18n*/ 'Enter the code from your authenticator app.';
export const MSG_TOTP_INVALID = /*i18n*/ 'Invalid authentication code.';
export const MSG_TOTP_REUSED = /*i18n*/ 'This code has already been used. Wait for the next code of your authenticator app.';
export const MSG_SESSION_EXPIRED = /*i18n*/ 'Session expired.';

const loginBody = z.object({
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(1024),
  lang: languageInput.optional(),
  totp: z.string().max(20).optional(),
});

const ENDED_MESSAGES: Partial<Record<EndReason, string>> = {
  'refresh-reuse': 'Session ended: a replaced refresh cookie was presented again (possible theft)',
  'idle-timeout': 'Session ended: idle timeout',
  'lifetime-over': 'Session ended: maximum lifetime reached',
};

const logoutQuery = z.object({ sessionExpired: z.enum(['true', 'false']).optional() });
/** Milliseconds since the user's last activity; more than a year is no activity worth counting apart. */
const refreshHeaders = z.object({ [HEADER_ACTIVITY_AGE.toLowerCase()]: z.string().regex(/^\d{1,11}$/, 'Expected whole milliseconds').optional() });

function totpChallenge(msg: string): HttpError {
  return new HttpError(401, { error: [{ msg, field: 'totp', severity: 2 }], totpRequired: true });
}

export function registerAccountSessionRoutes(app: FastifyInstance, ctx: ServerContext, _guards: AuthGuards): void {
  const { db, config } = ctx;
  const rule = throttleRuleOf(config);
  const limits = { idleSeconds: config.sessionIdleSeconds, absoluteSeconds: config.sessionAbsoluteSeconds };

  type Refreshed = { cookieValue: string | null; expiresAt: string };

  async function answerSession(request: FastifyRequest, reply: FastifyReply, user: UserRow, sessionId: string, refreshed: Refreshed): Promise<AuthData> {
    const secrets = await ctx.settings.secrets();
    const data = await buildAuthData(db, secrets, user, sessionId, config.accessTokenTtlSeconds);
    if (refreshed.cookieValue) setRefreshCookie(request, reply, refreshed.cookieValue, refreshed.expiresAt);
    // From now on calls with this session's token need this session's XSRF token.
    setXsrfCookie(request, reply, sessionXsrfToken(secrets.jwtKey, sessionId));
    return data;
  }

  async function auditSessionEnd(request: FastifyRequest, session: SessionRow, category: string, reason: EndReason, message: string): Promise<void> {
    const owner = await db.selectFrom('users').select('username').where('id', '=', session.user_id).executeTakeFirst();
    await writeAudit(db, { userId: session.user_id, username: owner?.username ?? null, ip: request.ip, category, entity: 'session', entityId: session.id, reason, message });
  }

  app.post('/api/account/login', { config: { mutation: false } }, async (request, reply) => {
    const body = parseInput(loginBody, request.body);
    const ip = request.ip;
    const audit = { username: body.username, ip };

    // The attempt is stored as a failure before the password is checked, so parallel requests can not
    // all pass the count: at most LOGIN_THROTTLE_MAX password checks per username and IP in the window.
    const claim = await claimLoginAttempt(db, { username: body.username, ip }, rule);
    if (claim.throttled) {
      await writeAudit(db, { ...audit, category: 'login-throttled', message: `Login refused: throttled for ${claim.retryAfterSeconds} s` });
      throw throttleRefusal(claim.retryAfterSeconds);
    }
    const attemptId = claim.attemptId;

    async function fail(reason: string, error: HttpError): Promise<never> {
      await settleLoginAttempt(db, attemptId, 'failure', rule);
      await writeAudit(db, { ...audit, userId: user?.id ?? null, category: 'login-failed', reason, message: `Login failed: ${reason}` });
      throw error;
    }

    const user = await findUserByName(db, body.username);
    if (!user || user.disabled) {
      await spendPasswordCheckTime(body.password);
      return fail(user ? 'account disabled' : 'unknown user', httpError(401, MSG_INVALID_LOGIN));
    }
    if (!(await verifyPassword(user.password_hash, body.password))) {
      return fail('wrong password', httpError(401, MSG_INVALID_LOGIN));
    }
    if (user.totp_secret) {
      // Asking for the code is a step of the login, not a failure: it does not count towards throttling.
      if (!body.totp || body.totp.trim() === '') {
        await settleLoginAttempt(db, attemptId, 'withdrawn', rule);
        throw totpChallenge(MSG_TOTP_REQUIRED);
      }
      let used: Awaited<ReturnType<typeof spendTotpCode>>;
      try {
        used = await spendTotpCode(db, config, user, body.totp);
      } catch (error) {
        const answer = unreadableSecretAnswer(error, request.log);
        if (!answer) throw error;
        // The server's key is wrong, not the user: no failure is counted.
        await settleLoginAttempt(db, attemptId, 'withdrawn', rule);
        throw answer;
      }
      if (used === 'wrong') return fail('wrong authentication code', totpChallenge(MSG_TOTP_INVALID));
      // A code seen once (e.g. looked over a shoulder, or sent twice) must not open a second session.
      if (used === 'reused') return fail('authentication code reused', totpChallenge(MSG_TOTP_REUSED));
    }

    await settleLoginAttempt(db, attemptId, 'success', rule);
    // Only a language the user picked on this visit is sent; without one the stored language stays.
    if (body.lang && body.lang !== user.lang) {
      await db.updateTable('users').set({ lang: body.lang }).where('id', '=', user.id).execute();
    }
    const signedIn: UserRow = body.lang ? { ...user, lang: body.lang } : user;
    const session = await createSession(db, user.id, limits);
    await writeAudit(db, { userId: user.id, username: user.username, ip, category: 'login', entity: 'session', entityId: session.sessionId, message: 'Login' });
    return answerSession(request, reply, signedIn, session.sessionId, session);
  });

  app.post('/api/account/refreshToken', { config: { mutation: false } }, async (request, reply) => {
    const age = parseInput(refreshHeaders, request.headers, 'headers')[HEADER_ACTIVITY_AGE.toLowerCase()];
    const refreshed = await refreshSession(db, request.cookies[REFRESH_COOKIE], limits, new Date(), age === undefined ? undefined : Number(age));
    if (!refreshed.ok && refreshed.ended) {
      const { session, reason } = refreshed.ended;
      await auditSessionEnd(request, session, 'session-ended', reason, ENDED_MESSAGES[reason] ?? `Session ended: ${reason}`);
    }
    const user = refreshed.ok
      ? await db.selectFrom('users').selectAll().where('id', '=', refreshed.session.user_id).executeTakeFirst()
      : undefined;
    if (!refreshed.ok || !user || user.disabled) {
      clearRefreshCookie(request, reply);
      throw httpError(401, MSG_SESSION_EXPIRED);
    }
    return answerSession(request, reply, user, refreshed.session.id, refreshed);
  });

  app.post('/api/account/logout', { config: { mutation: false } }, async (request, reply) => {
    const query = parseInput(logoutQuery, request.query, 'query');
    const reason: EndReason = query.sessionExpired === 'true' ? 'expired' : 'logout';
    const sessionIds = new Set<string>();

    const token = bearerToken(request.headers.authorization);
    if (token) {
      const claims = await readSignedClaims((await ctx.settings.secrets()).jwtKey, token);
      if (claims) sessionIds.add(claims.sid);
    }
    // The cookie is trusted only with its secret; a bare sid must not let anyone end another's session.
    const cookieSession = await sessionForCookie(db, request.cookies[REFRESH_COOKIE]);
    if (cookieSession) sessionIds.add(cookieSession.id);

    for (const sessionId of sessionIds) {
      const ended = await endSession(db, sessionId, reason);
      if (ended) await auditSessionEnd(request, ended, 'logout', reason, reason === 'expired' ? 'Logout (session expired)' : 'Logout');
    }
    clearRefreshCookie(request, reply);
    return {};
  });
}
