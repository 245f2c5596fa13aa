// Self-registered accounts wait disabled until their one-time confirmation code is used; only its SHA-256
// is stored (users.confirm_code_hash, migration 0012). An account an administrator disabled has no code,
// so a confirmation can never enable it.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashOneTimeCode } from './password-reset';

/** A day: long enough for an administrator to pass the code on when it cannot be mailed. */
export const CONFIRM_CODE_TTL_SECONDS = 24 * 3600;

/**
 * Enables the account of a live code and spends the code in one compare-and-set, so two requests with one
 * code confirm once. The confirmed account, or undefined for an unknown, spent or expired code.
 */
export async function spendConfirmCode(db: Kysely<Database>, code: string, now = new Date()): Promise<{ id: number; username: string } | undefined> {
  const codeHash = hashOneTimeCode(code);
  const account = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('confirm_code_hash', '=', codeHash)
    .where('confirm_expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!account) return undefined;
  const updated = await db
    .updateTable('users')
    .set({ disabled: 0, confirm_code_hash: null, confirm_expires_at: null })
    .where('id', '=', account.id)
    .where('confirm_code_hash', '=', codeHash)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 ? account : undefined;
}

/** An unconfirmed registration whose code ran out holds its username for nobody: it may be registered again. */
export async function dropExpiredRegistration(db: Kysely<Database>, userId: number, now = new Date()): Promise<boolean> {
  const deleted = await db
    .deleteFrom('users')
    .where('id', '=', userId)
    .where('confirm_code_hash', 'is not', null)
    .where('confirm_expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}
