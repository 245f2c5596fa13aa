// A user's TOTP in the database: the encrypted secret and the last time step spent. A code counts once:
// spending its step is a conditional UPDATE (… WHERE totp_last_step < step) and only the request that
// changed the row wins, so two logins racing with the same code cannot both pass, on any instance.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database, UserRow } from '../db/schema';
import { decryptTotpSecret, encryptTotpSecret, isEncryptedTotpSecret, totpKey } from './totp-encryption';
import { totpStepOf } from './totp';

type KeyConfig = Pick<Config, 'totpEncryptionKey' | 'dataDir'>;
type TotpUser = Pick<UserRow, 'id' | 'totp_secret' | 'totp_last_step'>;

/** ok: the code matches a step not spent yet. wrong: it matches no step. reused: its step is spent. */
export type TotpMatch = { result: 'ok'; step: number } | { result: 'wrong' | 'reused' };

/** Checks a code against the user's secret without spending it. Throws TotpSecretUnreadableError on a wrong key. */
export async function matchTotpCode(config: KeyConfig, user: TotpUser, code: string): Promise<TotpMatch> {
  if (!user.totp_secret) return { result: 'wrong' };
  const secret = decryptTotpSecret(await totpKey(config), user.id, user.totp_secret);
  const step = await totpStepOf(secret, code);
  if (step === null) return { result: 'wrong' };
  return step > user.totp_last_step ? { result: 'ok', step } : { result: 'reused' };
}

/**
 * Checks a code and spends its step. A legacy plaintext secret is encrypted in the same write. The
 * write succeeds only while the secret is unchanged and the step unspent, so of two requests with
 * the same code exactly one gets 'ok'.
 */
export async function spendTotpCode(db: Kysely<Database>, config: KeyConfig, user: TotpUser, code: string): Promise<TotpMatch['result']> {
  const match = await matchTotpCode(config, user, code);
  if (match.result !== 'ok' || !user.totp_secret) return match.result;
  const stored = user.totp_secret;
  // A legacy value is the plaintext secret itself.
  const reencrypted = isEncryptedTotpSecret(stored) ? {} : { totp_secret: encryptTotpSecret(await totpKey(config), user.id, stored) };
  const updated = await db
    .updateTable('users')
    .set({ totp_last_step: match.step, ...reencrypted })
    .where('id', '=', user.id)
    .where('totp_secret', '=', stored)
    .where('totp_last_step', '<', match.step)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n ? 'ok' : 'reused';
}

/**
 * Stores a new secret (encrypted) with the step of the code that confirmed it, so that code cannot log
 * in afterwards. `replacing` names the current secret and the step of its code: the write happens only
 * if both are still as checked (spending that step too); with null, only if the user has no secret.
 */
export async function storeTotpSecret(
  db: Kysely<Database>,
  config: KeyConfig,
  user: { id: number; security_version: number },
  secret: { secret: string; step: number },
  replacing: { stored: string; step: number } | null,
): Promise<boolean> {
  let query = db
    .updateTable('users')
    .set({ totp_secret: encryptTotpSecret(await totpKey(config), user.id, secret.secret), totp_last_step: secret.step, security_version: sql<number>`security_version + 1` })
    .where('id', '=', user.id);
  query = replacing
    ? query.where('totp_secret', '=', replacing.stored).where('totp_last_step', '<', replacing.step)
    : query.where('totp_secret', 'is', null);
  const updated = await query.executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/**
 * Removes a user's authenticator (secret and spent step), e.g. for an administrator's reset when the
 * device is lost; raises security_version as every credential change does. False when no such user.
 * The caller checks rights and writes the audit entry.
 */
export async function clearTotp(db: Kysely<Database>, userId: number): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    .set({ totp_secret: null, totp_last_step: 0, security_version: sql<number>`security_version + 1` })
    .where('id', '=', userId)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/**
 * Encrypts secrets stored as plaintext before encryption existed (run at start, after migrations).
 * Reads the key only when there is something to encrypt. Returns how many were encrypted.
 */
export async function encryptLegacyTotpSecrets(db: Kysely<Database>, config: KeyConfig): Promise<number> {
  const rows = await db.selectFrom('users').select(['id', 'totp_secret']).where('totp_secret', 'is not', null).where('totp_secret', 'not like', 'v1:%').execute();
  let count = 0;
  for (const row of rows) {
    if (!row.totp_secret) continue;
    const key = await totpKey(config);
    const updated = await db
      .updateTable('users')
      .set({ totp_secret: encryptTotpSecret(key, row.id, row.totp_secret) })
      .where('id', '=', row.id)
      .where('totp_secret', '=', row.totp_secret)
      .executeTakeFirst();
    if (updated.numUpdatedRows > 0n) count++;
  }
  return count;
}
