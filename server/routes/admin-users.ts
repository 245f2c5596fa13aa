// User administration (docs/api.md "User administration"): list, create, edit roles and teams, disable and
// enable, reset a password or an authenticator. Every route needs the admin right and every change is
// audited; the last enabled administrator can neither be disabled nor lose the right.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AdminUser } from '../../src/domain/admin-users';
import { USERNAME_PATTERN } from '../../src/domain/admin-users';
import { Right } from '../../src/domain/rights';
import type { ServerContext } from '../context';
import type { Database } from '../db/schema';
import { SETTING_SEEDED_AT } from '../db/seed';
import { onUniqueViolation } from '../services/database-errors';
import type { AuditEntry } from '../services/audit-log';
import { writeAudit } from '../services/audit-log';
import type { AuthContext, AuthGuards } from '../services/auth-guard';
import { getAuth } from '../services/auth-guard';
import { HttpError, httpError } from '../services/http-error';
import { newResetCode, unknownPasswordHash } from '../services/password-reset';
import { checkNewPassword } from '../../src/domain/passwords/password-rules';
import { hashPassword } from '../services/passwords';
import { endOtherSessions } from '../services/sessions';
import { countAdministrators, findAdminUser, listUsers, missingIds, replaceUserRoles, replaceUserTeams } from '../services/user-directory';
import { findUserByName, newUserRow } from '../services/users';
import { parseInput } from '../services/validation';
import { clearTotp } from '../services/totp-store';

export const MSG_USERNAME_TAKEN = /*i18n*/ 'This username is already taken.';
export const MSG_NOT_SELF = /*i18n*/ 'You cannot disable your own account.';
export const MSG_LAST_ADMIN = /*i18n*/ 'The last administrator cannot be disabled or lose the admin right.';
export const MSG_UNKNOWN_ROLE = /*i18n*/ 'Unknown role.';
export const MSG_UNKNOWN_TEAM = /*i18n*/ 'Unknown team.';
export const MSG_ADMIN_USER_NOT_FOUND = /*i18n*/ 'User not found.';
const MAX_USER_PAGE = 200;
const MAX_MEMBERSHIPS = 100;


const idList = z.array(z.number().int().positive()).max(MAX_MEMBERSHIPS).transform((ids) => [...new Set(ids)]);
const displayName = z.string().trim().min(1).max(100);

const listQuery = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_USER_PAGE).default(50),
  search: z.string().trim().max(100).optional(),
});

const createBody = z.object({
  username: z.string().trim().regex(USERNAME_PATTERN, 'use 2–64 letters, digits, ".", "_" or "-", starting with a letter or digit'),
  displayName,
  roleIds: idList,
  teamIds: idList,
  /** Absent: the account gets a one-time reset code instead. */
  password: z.string().max(1024).optional(),
});

const updateBody = z
  .object({ displayName: displayName.optional(), roleIds: idList.optional(), teamIds: idList.optional() })
  .refine((b) => b.displayName !== undefined || b.roleIds !== undefined || b.teamIds !== undefined, 'nothing to change');

const userParams = z.object({ userId: z.coerce.number().int().positive().max(2 ** 31 - 1) });

type Membership = { roleIds: number[]; teamIds: number[] };

/** The audit row of an act on an account: who did it (the caller) and from where, and whose account. */
function userAudit(request: FastifyRequest, targetId: number, category: string, message: string, extra: Partial<AuditEntry> = {}): AuditEntry {
  const { user } = getAuth(request) as AuthContext;
  return { userId: user.id, username: user.username, ip: request.ip, category, entity: 'user', entityId: String(targetId), message, ...extra };
}

async function checkMemberships(db: Kysely<Database>, roleIds: readonly number[] | undefined, teamIds: readonly number[] | undefined): Promise<void> {
  if (roleIds && (await missingIds(db, 'roles', roleIds)).length) throw httpError(400, MSG_UNKNOWN_ROLE, { field: 'roleIds' });
  if (teamIds && (await missingIds(db, 'teams', teamIds)).length) throw httpError(400, MSG_UNKNOWN_TEAM, { field: 'teamIds' });
}

/**
 * Throws (so the surrounding transaction rolls back) when no enabled administrator would remain. The
 * no-op write to the seed's settings row is a lock on both databases: two administrators disabling each
 * other at the same moment count one after the other, so PostgreSQL cannot let both through.
 */
async function ensureAdministratorRemains(trx: Kysely<Database>): Promise<void> {
  await trx.updateTable('settings').set((eb) => ({ value: eb.ref('value') })).where('key', '=', SETTING_SEEDED_AT).execute();
  if ((await countAdministrators(trx)) === 0) throw httpError(409, MSG_LAST_ADMIN);
}

export function registerAdminUserRoutes(app: FastifyInstance, ctx: ServerContext, guards: AuthGuards): void {
  const { db } = ctx;
  const admin = { preHandler: guards.requireRight(Right.admin) };
  // Answers that may carry a one-time reset code, which is kept only as its hash: never stored for a replay.
  const adminWithSecret = { ...admin, config: { secretAnswer: true as const } };

  async function targetUser(request: FastifyRequest): Promise<AdminUser> {
    const { userId } = parseInput(userParams, request.params, 'params');
    const user = await findAdminUser(db, userId);
    if (!user) throw httpError(404, MSG_ADMIN_USER_NOT_FOUND);
    return user;
  }

  app.get('/api/admin/users', admin, async (request) => listUsers(db, parseInput(listQuery, request.query, 'query')));

  app.post('/api/admin/users', adminWithSecret, async (request) => {
    const body = parseInput(createBody, request.body);
    if (body.password !== undefined) {
      const problems = checkNewPassword(body.password, body.password, { username: body.username }).map((p) => ({ ...p, field: 'password' }));
      if (problems.length) throw new HttpError(400, { error: problems });
    }
    if (await findUserByName(db, body.username)) throw httpError(409, MSG_USERNAME_TAKEN, { field: 'username' });
    await checkMemberships(db, body.roleIds, body.teamIds);
    // Hash before the transaction: argon2 is slow and must not hold a write lock.
    const passwordHash = body.password !== undefined ? await hashPassword(body.password) : await unknownPasswordHash();
    const reset = body.password === undefined ? newResetCode() : null;

    const userId = await db.transaction().execute(async (trx) => {
      const inserted = trx
        .insertInto('users')
        .values(newUserRow({ username: body.username, displayName: body.displayName, passwordHash, disabled: 0, reset_code_hash: reset?.codeHash ?? null, reset_expires_at: reset?.expiresAt ?? null }))
        .returning('id')
        .executeTakeFirstOrThrow();
      // Two creates of one name can both pass the check above; the unique index refuses the later one.
      const { id } = await inserted.catch(onUniqueViolation(() => httpError(409, MSG_USERNAME_TAKEN, { field: 'username' })));
      await replaceUserRoles(trx, id, body.roleIds);
      await replaceUserTeams(trx, id, body.teamIds);
      const created = { username: body.username, displayName: body.displayName, roleIds: body.roleIds, teamIds: body.teamIds };
      const message = `User ${body.username} created${reset ? ' with a one-time reset code' : ''}`;
      await writeAudit(trx, userAudit(request, id, 'user-created', message, { newValue: JSON.stringify(created) }));
      return id;
    });
    const user = (await findAdminUser(db, userId)) as AdminUser;
    return reset ? { user, resetCode: reset.code, resetExpiresAt: reset.expiresAt } : { user };
  });

  app.patch('/api/admin/users/:userId', admin, async (request) => {
    const target = await targetUser(request);
    const body = parseInput(updateBody, request.body);
    await checkMemberships(db, body.roleIds, body.teamIds);
    const before: Partial<Membership & { displayName: string }> = {};
    const after: Partial<Membership & { displayName: string }> = {};
    await db.transaction().execute(async (trx) => {
      if (body.displayName !== undefined) {
        await trx.updateTable('users').set({ display_name: body.displayName }).where('id', '=', target.userId).execute();
        [before.displayName, after.displayName] = [target.displayName, body.displayName];
      }
      if (body.roleIds) {
        await replaceUserRoles(trx, target.userId, body.roleIds);
        [before.roleIds, after.roleIds] = [target.roleIds, body.roleIds];
        await ensureAdministratorRemains(trx);
      }
      if (body.teamIds) {
        await replaceUserTeams(trx, target.userId, body.teamIds);
        [before.teamIds, after.teamIds] = [target.teamIds, body.teamIds];
      }
      // Rights and teams decide what the user sees: caches keyed on the security version go stale.
      await trx.updateTable('users').set((eb) => ({ security_version: eb('security_version', '+', 1) })).where('id', '=', target.userId).execute();
      const message = `User ${target.username} changed: ${Object.keys(after).join(', ')}`;
      await writeAudit(trx, userAudit(request, target.userId, 'user-updated', message, { oldValue: JSON.stringify(before), newValue: JSON.stringify(after) }));
    });
    return { user: await findAdminUser(db, target.userId) };
  });

  app.post('/api/admin/users/:userId/disable', admin, async (request) => {
    const target = await targetUser(request);
    if (target.userId === (getAuth(request) as AuthContext).user.id) throw httpError(400, MSG_NOT_SELF);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        // A pending self-registration code must not enable the account again later.
        .set((eb) => ({ disabled: 1, confirm_code_hash: null, confirm_expires_at: null, security_version: eb('security_version', '+', 1) }))
        .where('id', '=', target.userId)
        .execute();
      await ensureAdministratorRemains(trx);
      // The guard checks the session and the disabled flag on every request: the user's next call is refused.
      await endOtherSessions(trx, target.userId, null, 'user-disabled');
      await writeAudit(trx, userAudit(request, target.userId, 'user-disabled', `User ${target.username} disabled`));
    });
    return { user: await findAdminUser(db, target.userId) };
  });

  app.post('/api/admin/users/:userId/enable', admin, async (request) => {
    const target = await targetUser(request);
    await db.transaction().execute(async (trx) => {
      // Enabling a self-registered account approves it: its confirmation code has nothing left to do.
      await trx.updateTable('users').set((eb) => ({ disabled: 0, confirm_code_hash: null, confirm_expires_at: null, security_version: eb('security_version', '+', 1) })).where('id', '=', target.userId).execute();
      await writeAudit(trx, userAudit(request, target.userId, 'user-enabled', `User ${target.username} enabled`));
    });
    return { user: await findAdminUser(db, target.userId) };
  });

  app.post('/api/admin/users/:userId/resetPassword', adminWithSecret, async (request) => {
    const target = await targetUser(request);
    const passwordHash = await unknownPasswordHash();
    const reset = newResetCode();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set((eb) => ({ password_hash: passwordHash, reset_code_hash: reset.codeHash, reset_expires_at: reset.expiresAt, security_version: eb('security_version', '+', 1) }))
        .where('id', '=', target.userId)
        .execute();
      // Whoever knew the old password may hold sessions. Resetting one's own password ends one's own session too.
      await endOtherSessions(trx, target.userId, null, 'password-reset');
      await writeAudit(trx, userAudit(request, target.userId, 'password-reset-issued', `One-time reset code issued for ${target.username}`, { property: 'password' }));
    });
    return { resetCode: reset.code, resetExpiresAt: reset.expiresAt };
  });

  app.post('/api/admin/users/:userId/resetTotp', admin, async (request) => {
    const target = await targetUser(request);
    await db.transaction().execute(async (trx) => {
      // clearTotp also forgets the spent step, so the next authenticator starts fresh.
      await clearTotp(trx, target.userId);
      await writeAudit(trx, userAudit(request, target.userId, 'totp-reset', `Authenticator of ${target.username} removed by an administrator`, { property: 'totp' }));
    });
    return { user: await findAdminUser(db, target.userId) };
  });
}
