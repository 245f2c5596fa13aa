// One-time password reset codes. The code is shown once (to the administrator who asked for it) and only
// its SHA-256 is stored; the account's password is replaced by an unknown one at the same moment, so the
// user's next sign-in has to go through /account/resetpwd/{code} and choose a new password.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { generatePassword, hashPassword } from './passwords';

/** How long an administrator's reset code works: it is handed over by hand, so days rather than minutes. */
export const RESET_CODE_TTL_SECONDS = 7 * 24 * 3600;

export type ResetCode = { code: string; codeHash: string; expiresAt: string };

/** Only this hash of a one-time code (reset or account confirmation) is stored. */
export function hashOneTimeCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** 192 random bits in base64url: safe in a URL path, and not worth guessing. */
export function newResetCode(now = new Date(), ttlSeconds = RESET_CODE_TTL_SECONDS): ResetCode {
  const code = randomBytes(24).toString('base64url');
  return { code, codeHash: hashOneTimeCode(code), expiresAt: new Date(now.getTime() + ttlSeconds * 1000).toISOString() };
}

/** The hash of a long random password nobody knows: an account waiting for its reset cannot sign in with a password. */
export async function unknownPasswordHash(): Promise<string> {
  return hashPassword(generatePassword(32));
}

export type ResetAccount = { id: number; username: string; password_hash: string; security_version: number; codeHash: string };

/** The enabled account a live code belongs to, or undefined when the code is unknown, spent or expired. */
export async function findResetAccount(db: Kysely<Database>, code: string, now = new Date()): Promise<ResetAccount | undefined> {
  const codeHash = hashOneTimeCode(code);
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'password_hash', 'security_version'])
    .where('reset_code_hash', '=', codeHash)
    .where('reset_expires_at', '>', now.toISOString())
    .where('disabled', '=', 0)
    .executeTakeFirst();
  return user ? { ...user, codeHash } : undefined;
}

/**
 * Sets the new password and spends the code. Compare-and-set on the code's hash, so two requests with one
 * code change the password once; false when another request (or a new reset) came first.
 */
export async function spendResetCode(db: Kysely<Database>, account: ResetAccount, passwordHash: string): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    .set({ password_hash: passwordHash, reset_code_hash: null, reset_expires_at: null, security_version: sql<number>`security_version + 1` })
    .where('id', '=', account.id)
    .where('reset_code_hash', '=', account.codeHash)
    .where('disabled', '=', 0)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/**
 * "Forgot password": a code for the account without touching its password, so anyone can ask for a code
 * for anyone without locking them out; the latest code replaces an earlier one.
 */
export async function storeResetCode(db: Kysely<Database>, userId: number, reset: ResetCode): Promise<void> {
  await db.updateTable('users').set({ reset_code_hash: reset.codeHash, reset_expires_at: reset.expiresAt }).where('id', '=', userId).execute();
}
