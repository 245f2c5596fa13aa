// TOTP secrets are encrypted at rest: a copy of the database (a backup, a stolen file) must not be
// enough to generate a user's codes. AES-256-GCM with a random IV per value, stored as
// 'v1:<iv>:<tag>:<ciphertext>' (base64url); the version prefix leaves room for another scheme.
// The key comes from TOTP_ENCRYPTION_KEY or, without it, from DATA_DIR/totp.key (made on first use).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { httpError } from './http-error';
import type { HttpError } from './http-error';

export const TOTP_KEY_FILE = 'totp.key';
const PREFIX = 'v1:';
const KEY_BYTES = 32;
const IV_BYTES = 12;

/** A stored secret that cannot be decrypted: the key is not the one it was encrypted with, or the value is damaged. */
export class TotpSecretUnreadableError extends Error {
  constructor(reason: string) {
    super(`TOTP secret cannot be decrypted (${reason}); TOTP_ENCRYPTION_KEY or ${TOTP_KEY_FILE} is not the key it was stored with`);
    this.name = 'TotpSecretUnreadableError';
  }
}

function keyFromBase64(text: string, source: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${source} must hold ${KEY_BYTES} bytes in base64, found ${key.length}`);
  return key;
}

async function readOrCreateKeyFile(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, TOTP_KEY_FILE);
  await fs.mkdir(dataDir, { recursive: true });
  try {
    // 'wx': if two instances start together, one creates the file and the other reads it.
    await fs.writeFile(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return keyFromBase64(await fs.readFile(file, 'utf8'), file);
}

const keys = new WeakMap<Config, Promise<Buffer>>();

/** The key of this configuration, read (or the file created) once per process. */
export function totpKey(config: Pick<Config, 'totpEncryptionKey' | 'dataDir'>): Promise<Buffer> {
  const cacheKey = config as Config;
  let loading = keys.get(cacheKey);
  if (!loading) {
    loading = config.totpEncryptionKey ? Promise.resolve(keyFromBase64(config.totpEncryptionKey, 'TOTP_ENCRYPTION_KEY')) : readOrCreateKeyFile(config.dataDir);
    // A failure (e.g. an unwritable DATA_DIR) is not kept: the next use tries again.
    loading.catch(() => keys.delete(cacheKey));
    keys.set(cacheKey, loading);
  }
  return loading;
}

/** The user id is authenticated with the value, so a secret copied to another user's row does not decrypt. */
function associatedData(userId: number): Buffer {
  return Buffer.from(`users.totp_secret:${userId}`);
}

export function isEncryptedTotpSecret(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

export function encryptTotpSecret(key: Buffer, userId: number, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(userId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url')).join(':')}`;
}

/** The base32 secret of a stored value; legacy plaintext (no prefix) is returned as it is. */
export function decryptTotpSecret(key: Buffer, userId: number, stored: string): string {
  if (!isEncryptedTotpSecret(stored)) return stored;
  const parts = stored.slice(PREFIX.length).split(':');
  if (parts.length !== 3) throw new TotpSecretUnreadableError('malformed value');
  const [iv, tag, ciphertext] = parts.map((p) => Buffer.from(p, 'base64url')) as [Buffer, Buffer, Buffer];
  if (iv.length !== IV_BYTES || tag.length !== 16) throw new TotpSecretUnreadableError('malformed value');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(associatedData(userId));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    throw new TotpSecretUnreadableError('authentication failed');
  }
}

export const MSG_TOTP_UNREADABLE = /*i18n*/ 'Authentication codes cannot be checked: the server\'s TOTP key does not match the stored secret. Contact your administrator.';

/**
 * The answer to a secret the server cannot decrypt: a clear 500 for the user, the reason in the log.
 * Null for any other error, which the caller rethrows.
 */
export function unreadableSecretAnswer(error: unknown, log: FastifyBaseLogger): HttpError | null {
  if (!(error instanceof TotpSecretUnreadableError)) return null;
  log.error({ err: error }, 'TOTP secret unreadable');
  return httpError(500, MSG_TOTP_UNREADABLE);
}
