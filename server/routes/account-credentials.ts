// Changing credentials: registering an authenticator (TOTP) and changing a password. Both need a
// logged-in caller and re-check a password, so a token left on an unlocked screen is not enough.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { Right } from '../../src/domain/rights';
import type { ServerContext } from '../context';
import { writeAudit } from '../services/audit-log';
import type { AuthContext, AuthGuards } from '../services/auth-guard';
import { getAuth } from '../services/auth-guard';
import { HttpError, httpError } from '../services/http-error';
import { claimLoginAttempt, settleLoginAttempt, throttleRefusal, throttleRuleOf } from '../services/login-throttle';
import { MSG_PASSWORD_REUSED, checkNewPassword } from '../../src/domain/passwords/password-rules';
import { hashPassword, verifyPassword } from '../services/passwords';
import { endOtherSessions } from '../services/sessions';
import { MSG_TOTP_SECRET_RULE, MSG_TOTP_UNSUPPORTED, secretFromOtpauthUrl, totpStepOf } from '../services/totp';
import { unreadableSecretAnswer } from '../services/totp-encryption';
import { matchTotpCode, storeTotpSecret } from '../services/totp-store';
import { findUserByName } from '../services/users';
import { parseInput } from '../services/validation';

export const MSG_WRONG_PASSWORD = /*i18n*/ 'Invalid password.';
export const MSG_USER_NOT_FOUND = /*i18n*/ 'User not found.';
export const MSG_NO_TOTP_SECRET = /*i18n*/ 'The authenticator URL has no valid secret.';
export const MSG_TOTP_INVALID = /*i18n*/ 'Invalid authentication code.';
export const MSG_TOTP_OWN_ACCOUNT = /*i18n*/ 'An authenticator can only be registered for your own account.';
export const MSG_TOTP_CURRENT_REQUIRED = /*i18n*/ 'An authenticator is already registered: enter its current code (currentTotp) to replace it.';
export const MSG_TOTP_CURRENT_INVALID = /*i18n*/ 'The code of your registered authenticator is wrong or was already used.';

const registerTotpBody = z.object({
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(1024),
  totpUrl: z.string().min(1).max(2048),
  totpValue: z.string().trim().min(1).max(20),
  /** A code of the authenticator registered now; needed to replace it. */
  currentTotp: z.string().trim().max(20).optional(),
});

const changePasswordBody = z.object({
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(1024),
  newPass1: z.string().max(1024),
  newPass2: z.string().max(1024),
});

/** A refusal found after the password was right, and how the throttle counts it. */
type Refusal = { error: HttpError; outcome: 'failure' | 'withdrawn' };

const SECRET_REFUSALS = { missing: MSG_NO_TOTP_SECRET, rule: MSG_TOTP_SECRET_RULE, unsupported: MSG_TOTP_UNSUPPORTED } as const;

function isSelf(auth: AuthContext, username: string): boolean {
  return auth.user.username.toLowerCase() === username.toLowerCase();
}

export function registerAccountCredentialRoutes(app: FastifyInstance, ctx: ServerContext, guards: AuthGuards): void {
  const { db, config } = ctx;
  const rule = throttleRuleOf(config);

  /**
   * The caller's current password, checked under the login throttle (per username and IP): a stolen
   * token must not become an unthrottled password oracle. Over the limit → 429, the password unchecked.
   * `alsoCheck` runs only with the right password and counts in the same attempt, so a second factor
   * checked there is throttled too.
   */
  async function recheckPassword(request: FastifyRequest, auth: AuthContext, password: string, call: string, alsoCheck?: () => Promise<Refusal | null>): Promise<void> {
    const claim = await claimLoginAttempt(db, { username: auth.user.username, ip: request.ip }, rule);
    if (claim.throttled) {
      await writeAudit(db, {
        userId: auth.user.id,
        username: auth.user.username,
        ip: request.ip,
        category: 'login-throttled',
        message: `${call} refused: throttled for ${claim.retryAfterSeconds} s`,
      });
      throw throttleRefusal(claim.retryAfterSeconds);
    }
    const ok = await verifyPassword(auth.user.password_hash, password);
    const refusal = ok && alsoCheck ? await alsoCheck() : null;
    await settleLoginAttempt(db, claim.attemptId, !ok ? 'failure' : (refusal?.outcome ?? 'success'), rule);
    if (!ok) throw httpError(400, MSG_WRONG_PASSWORD, { field: 'password' });
    if (refusal) throw refusal.error;
  }

  /** For replacing an authenticator: a current code of the registered one, checked but not yet spent. */
  async function checkCurrentCode(request: FastifyRequest, user: AuthContext['user'], code: string | undefined, replacing: { step: number }): Promise<Refusal | null> {
    if (!code) return { error: httpError(403, MSG_TOTP_CURRENT_REQUIRED, { field: 'currentTotp' }), outcome: 'withdrawn' };
    try {
      const match = await matchTotpCode(config, user, code);
      if (match.result !== 'ok') return { error: httpError(403, MSG_TOTP_CURRENT_INVALID, { field: 'currentTotp' }), outcome: 'failure' };
      replacing.step = match.step;
      return null;
    } catch (error) {
      const answer = unreadableSecretAnswer(error, request.log);
      if (!answer) throw error;
      return { error: answer, outcome: 'withdrawn' };
    }
  }

  app.post('/api/account/registerTOTP', { preHandler: guards.requireAuth }, async (request) => {
    const body = parseInput(registerTotpBody, request.body);
    const auth = getAuth(request) as AuthContext;
    // The code proves possession of the device; registering one for someone else proves nothing.
    if (!isSelf(auth, body.username)) throw httpError(403, MSG_TOTP_OWN_ACCOUNT, { field: 'username' });
    // Replacing needs the registered device too: a password and a token alone must not move the second factor.
    const replacing = auth.user.totp_secret ? { stored: auth.user.totp_secret, step: 0 } : null;
    await recheckPassword(request, auth, body.password, 'registerTOTP', replacing ? () => checkCurrentCode(request, auth.user, body.currentTotp, replacing) : undefined);
    const parsed = secretFromOtpauthUrl(body.totpUrl);
    if (!parsed.ok) throw httpError(400, SECRET_REFUSALS[parsed.reason], { field: 'totpUrl' });
    const step = await totpStepOf(parsed.secret, body.totpValue);
    if (step === null) throw httpError(400, MSG_TOTP_INVALID, { field: 'totpValue' });

    // Written only if the secret is still the one checked and the current code's step unspent: two
    // requests with the same current code cannot both replace it.
    if (!(await storeTotpSecret(db, config, auth.user, { secret: parsed.secret, step }, replacing))) {
      throw httpError(403, replacing ? MSG_TOTP_CURRENT_INVALID : MSG_TOTP_CURRENT_REQUIRED, { field: 'currentTotp' });
    }
    await writeAudit(db, {
      userId: auth.user.id,
      username: auth.user.username,
      ip: request.ip,
      category: 'totp-registered',
      entity: 'user',
      entityId: String(auth.user.id),
      property: 'totp',
      message: replacing ? 'Authenticator replaced' : 'Authenticator registered',
    });
    return {};
  });

  app.post('/api/account/changePassword', { preHandler: guards.requireAuth }, async (request) => {
    const body = parseInput(changePasswordBody, request.body);
    const auth = getAuth(request) as AuthContext;
    const self = isSelf(auth, body.username);
    if (!self) await guards.ensureRight(request, Right.admin);

    // `password` is always the caller's own current password: for an administrator resetting
    // someone else's it confirms the administrator, not the target.
    await recheckPassword(request, auth, body.password, 'changePassword');
    const target = self ? auth.user : await findUserByName(db, body.username);
    if (!target) throw httpError(404, MSG_USER_NOT_FOUND, { field: 'username' });
    const problems = checkNewPassword(body.newPass1, body.newPass2, { username: target.username });
    if (problems.length > 0) throw new HttpError(400, { error: problems });
    // Reuse is checked against the stored hash, so it holds for an administrator's change too.
    if (await verifyPassword(target.password_hash, body.newPass1)) throw httpError(400, MSG_PASSWORD_REUSED, { field: 'newPass1' });

    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword(body.newPass1), security_version: sql<number>`security_version + 1` })
      .where('id', '=', target.id)
      .execute();
    // Whoever knew the old password may hold sessions: end them all but the caller's own.
    await endOtherSessions(db, target.id, self ? auth.sessionId : null, 'password-changed');
    await writeAudit(db, {
      userId: auth.user.id,
      username: auth.user.username,
      ip: request.ip,
      category: 'password-changed',
      entity: 'user',
      entityId: String(target.id),
      property: 'password',
      message: self ? 'Password changed' : `Password of ${target.username} changed by an administrator`,
    });
    return {};
  });
}
