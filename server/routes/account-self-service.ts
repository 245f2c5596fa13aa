// Self-service without a session (console.md §7): "forgot password" (POST /api/account/forgot), registering
// an account (POST /api/account/register) and confirming it (POST /api/account/confirm). Codes are one-time,
// stored only hashed, and reach the user by mail or through an administrator (services/account-code-delivery.ts).
// Each call is rate-limited per address, forgot also per username, because none of them needs a login.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MSG_REGISTRATION_OFF, REGISTRATION_SETTINGS_PATH } from '../../src/domain/account-registration';
import type { RegistrationSettings } from '../../src/domain/account-registration';
import { USERNAME_PATTERN } from '../../src/domain/admin-users';
import { MSG_USERNAME_TAKEN } from './admin-users';
import { checkNewPassword } from '../../src/domain/passwords/password-rules';
import type { ServerContext } from '../context';
import { CONFIRM_CODE_TTL_SECONDS, dropExpiredRegistration, spendConfirmCode } from '../services/account-confirmation';
import { deliverAccountCode } from '../services/account-code-delivery';
import type { DeliveryContext } from '../services/account-code-delivery';
import { writeAudit } from '../services/audit-log';
import { onUniqueViolation } from '../services/database-errors';
import { HttpError, httpError } from '../services/http-error';
import { newResetCode, storeResetCode } from '../services/password-reset';
import { hashPassword } from '../services/passwords';
import { createRateLimiter } from '../services/rate-limit';
import type { RateLimiter } from '../services/rate-limit';
import { findUserByName, newUserRow } from '../services/users';
import { parseInput } from '../services/validation';

export const MSG_CONFIRM_CODE_INVALID = /*i18n*/ 'This confirmation code is not valid: it is unknown, used or expired. Register again or ask an administrator.';

/** A reset code an administrator passes on needs a day; a mailed one is read within the hour. */
export const FORGOT_CODE_TTL_SECONDS = { mail: 3600, administrator: 24 * 3600 } as const;

export function tooManyRequestsText(minutes: number): string {
  return `Too many requests. Try again in ${minutes} minutes.`;
}

const forgotBody = z.object({ username: z.string().trim().min(1).max(200) });
const registerBody = z.object({
  username: z.string().trim().regex(USERNAME_PATTERN, 'use 2–64 letters, digits, ".", "_" or "-", starting with a letter or digit'),
  displayName: z.string().trim().min(1).max(100),
  email: z.string().trim().max(254).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'enter an e-mail address like name@example.com').optional().or(z.literal('').transform(() => undefined)),
  password: z.string().max(1024),
  password2: z.string().max(1024),
});
const confirmBody = z.object({ code: z.string().trim().min(1).max(100) });

function deliveryContext(request: FastifyRequest): DeliveryContext {
  return { log: request.log };
}

function limit(limiter: RateLimiter, key: string): void {
  const wait = limiter.hit(key);
  if (wait > 0) throw httpError(429, tooManyRequestsText(Math.max(1, Math.ceil(wait / 60))), { headers: { 'retry-after': String(wait) } });
}

export function registerAccountSelfServiceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db, config } = ctx;
  const limiters = {
    forgotAddress: createRateLimiter(config.selfServiceLimits.forgotPerAddress),
    forgotUsername: createRateLimiter(config.selfServiceLimits.forgotPerUsername),
    registerAddress: createRateLimiter(config.selfServiceLimits.registerPerAddress),
    confirmAddress: createRateLimiter(config.selfServiceLimits.confirmPerAddress),
  };
  const publicCall = { config: { mutation: false as const } };

  // The one server setting anonymous pages need; nothing else of the configuration is told.
  app.get(REGISTRATION_SETTINGS_PATH, async (): Promise<RegistrationSettings> => ({ selfRegistration: config.selfRegistration }));

  // The same answer whether or not the account exists: the call must not tell who has an account.
  app.post('/api/account/forgot', publicCall, async (request: FastifyRequest) => {
    limit(limiters.forgotAddress, request.ip);
    const body = parseInput(forgotBody, request.body);
    limit(limiters.forgotUsername, body.username.toLowerCase());
    const user = await findUserByName(db, body.username);
    await writeAudit(db, { userId: user?.id ?? null, username: body.username, ip: request.ip, category: 'password-reset-requested', message: `Password reset requested for ${body.username}${user ? '' : ' (no such account)'}` });
    if (!user || user.disabled) return {};
    const mailed = config.smtp !== undefined && user.email !== null;
    const reset = newResetCode(new Date(), mailed ? FORGOT_CODE_TTL_SECONDS.mail : FORGOT_CODE_TTL_SECONDS.administrator);
    await storeResetCode(db, user.id, reset);
    const delivery = deliverAccountCode(db, config, {
      kind: 'password-reset',
      userId: user.id,
      username: user.username,
      description: user.display_name,
      email: user.email,
      code: reset.code,
      expiresAt: reset.expiresAt,
      path: `/account/resetpwd/${reset.code}`,
    }, deliveryContext(request));
    // A mail may take seconds: not waited for, so the answer's delay does not tell that the account exists.
    if (mailed) void delivery.catch((error: unknown) => request.log.error({ err: error }, 'delivering a reset code failed'));
    else await delivery;
    return {};
  });

  app.post('/api/account/register', publicCall, async (request) => {
    if (!config.selfRegistration) throw httpError(403, MSG_REGISTRATION_OFF);
    limit(limiters.registerAddress, request.ip);
    const body = parseInput(registerBody, request.body);
    const problems = checkNewPassword(body.password, body.password2, { username: body.username }).map((p) => ({ ...p, field: p.field === 'newPass2' ? 'password2' : 'password' }));
    if (problems.length) throw new HttpError(400, { error: problems });
    const existing = await findUserByName(db, body.username);
    if (existing && !(await dropExpiredRegistration(db, existing.id))) throw httpError(409, MSG_USERNAME_TAKEN, { field: 'username' });

    // Hash before writing: argon2 is slow and must not hold a write lock.
    const passwordHash = await hashPassword(body.password);
    const confirm = newResetCode(new Date(), CONFIRM_CODE_TTL_SECONDS);
    const { id } = await db
      .insertInto('users')
      .values(newUserRow({ username: body.username, displayName: body.displayName, passwordHash, disabled: 1, email: body.email ?? null, confirm_code_hash: confirm.codeHash, confirm_expires_at: confirm.expiresAt }))
      .returning('id')
      .executeTakeFirstOrThrow()
      // Two registrations of one name can both pass the check above; the unique index refuses the later one.
      .catch(onUniqueViolation(() => httpError(409, MSG_USERNAME_TAKEN, { field: 'username' })));
    await writeAudit(db, { userId: id, username: body.username, ip: request.ip, category: 'account-registered', entity: 'user', entityId: String(id), message: `Account ${body.username} registered; waits for confirmation` });
    await deliverAccountCode(db, config, {
      kind: 'account-confirmation',
      userId: id,
      username: body.username,
      description: body.email ? `${body.displayName}, ${body.email}` : body.displayName,
      email: body.email ?? null,
      code: confirm.code,
      expiresAt: confirm.expiresAt,
      path: `/account/confirm?code=${confirm.code}`,
    }, deliveryContext(request));
    return {};
  });

  app.post('/api/account/confirm', publicCall, async (request) => {
    limit(limiters.confirmAddress, request.ip);
    const body = parseInput(confirmBody, request.body);
    const account = await spendConfirmCode(db, body.code);
    if (!account) throw httpError(400, MSG_CONFIRM_CODE_INVALID, { field: 'code' });
    await writeAudit(db, { userId: account.id, username: account.username, ip: request.ip, category: 'account-confirmed', entity: 'user', entityId: String(account.id), message: `Account ${account.username} confirmed` });
    return {};
  });
}
