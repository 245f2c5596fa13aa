// POST /api/account/resetPassword (console.md §7): spends a one-time code an administrator issued and sets
// the password the user chose. No login: the code is the proof, and it works once.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { writeAudit } from '../services/audit-log';
import { HttpError, httpError } from '../services/http-error';
import { findResetAccount, spendResetCode } from '../services/password-reset';
import { MSG_PASSWORD_REUSED, checkNewPassword } from '../../src/domain/passwords/password-rules';
import { hashPassword, verifyPassword } from '../services/passwords';
import { endOtherSessions } from '../services/sessions';
import { parseInput } from '../services/validation';

export const MSG_RESET_CODE_INVALID = /*i18n*/ 'This reset code is not valid. Ask an administrator for a new one.';

const resetBody = z.object({
  code: z.string().trim().min(1).max(100),
  pass1: z.string().max(1024),
  pass2: z.string().max(1024),
});

export function registerAccountResetRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  app.post('/api/account/resetPassword', { config: { mutation: false } }, async (request) => {
    const body = parseInput(resetBody, request.body);
    // The code is checked before the slow hash, so a wrong code costs the server nothing.
    const account = await findResetAccount(db, body.code);
    if (!account) throw httpError(400, MSG_RESET_CODE_INVALID, { field: 'code' });
    const problems = checkNewPassword(body.pass1, body.pass2, { username: account.username }).map((p) => ({ ...p, field: p.field === 'newPass2' ? 'pass2' : 'pass1' }));
    if (problems.length) throw new HttpError(400, { error: problems });
    // After "forgot password" the old password still stands: choosing it again is no reset.
    if (await verifyPassword(account.password_hash, body.pass1)) throw httpError(400, MSG_PASSWORD_REUSED, { field: 'pass1' });
    if (!(await spendResetCode(db, account, await hashPassword(body.pass1)))) throw httpError(400, MSG_RESET_CODE_INVALID, { field: 'code' });
    // After "forgot password" the old password still worked until now: whoever knew it may hold sessions.
    await endOtherSessions(db, account.id, null, 'password-reset');
    await writeAudit(db, {
      userId: account.id,
      username: account.username,
      ip: request.ip,
      category: 'password-reset',
      entity: 'user',
      entityId: String(account.id),
      property: 'password',
      message: 'Password set with a one-time reset code',
    });
    return {};
  });
}
