import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { newTotpSecret } from '../../server/services/totp';
import { MSG_TOTP_UNREADABLE, TOTP_KEY_FILE, decryptTotpSecret, encryptTotpSecret } from '../../server/services/totp-encryption';
import { encryptLegacyTotpSecrets } from '../../server/services/totp-store';
import { addTotpUser, codeAt, loginWithCode, registerTotp, storedTotp } from './support/totp-accounts';
import type { TestServer, TestServerOptions } from './support/test-server';
import { startTestServer } from './support/test-server';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(options: TestServerOptions = {}): Promise<TestServer> {
  server = await startTestServer(options);
  return server;
}

/** Registers `secret` for a new user and returns the stored row. */
async function registered(s: TestServer, username: string, secret: string): Promise<{ id: number; totp_secret: string | null }> {
  const res = await registerTotp(await addTotpUser(s, username), secret);
  expect(res.status).toBe(200);
  return storedTotp(s, username);
}

describe('the TOTP encryption key', () => {
  it('is created in DATA_DIR/totp.key, readable by the owner only, when TOTP_ENCRYPTION_KEY is not set', async () => {
    const s = await start();
    const file = path.join(s.config.dataDir, TOTP_KEY_FILE);
    await expect(fs.access(file)).rejects.toThrow();
    const secret = newTotpSecret();
    const row = await registered(s, 'file-key', secret);

    const stat = await fs.stat(file);
    expect(stat.mode & 0o777).toBe(0o600);
    const key = Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64');
    expect(key).toHaveLength(32);
    expect(row.totp_secret).toMatch(/^v1:/);
    expect(decryptTotpSecret(key, row.id, row.totp_secret ?? '')).toBe(secret);
  });

  it('comes from TOTP_ENCRYPTION_KEY when set, and no key file is made', async () => {
    const key = randomBytes(32);
    const s = await start({ config: { totpEncryptionKey: key.toString('base64') } });
    const secret = newTotpSecret();
    const row = await registered(s, 'env-key', secret);

    await expect(fs.access(path.join(s.config.dataDir, TOTP_KEY_FILE))).rejects.toThrow();
    expect(decryptTotpSecret(key, row.id, row.totp_secret ?? '')).toBe(secret);
    expect(() => decryptTotpSecret(randomBytes(32), row.id, row.totp_secret ?? '')).toThrow(/cannot be decrypted/);
    expect(() => decryptTotpSecret(key, row.id + 1, row.totp_secret ?? '')).toThrow(/cannot be decrypted/);
  });

  it('must be 32 bytes in base64 when given in the environment', () => {
    for (const bad of ['not base64!', randomBytes(16).toString('base64'), randomBytes(33).toString('base64')]) {
      const result = readConfig({ TOTP_ENCRYPTION_KEY: bad });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toContain('TOTP_ENCRYPTION_KEY: must be 32 bytes in base64');
    }
    const good = readConfig({ TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
    expect(good.ok && good.config.totpEncryptionKey).toBeTruthy();
  });

  it('answers a clear 500 when the secret was stored with another key, counting no failure', async () => {
    const s = await start({ config: { totpEncryptionKey: randomBytes(32).toString('base64') } });
    const secret = newTotpSecret();
    const session = await addTotpUser(s, 'other-key');
    expect((await registerTotp(session, secret)).status).toBe(200);
    const row = await storedTotp(s, 'other-key');
    const foreign = encryptTotpSecret(randomBytes(32), row.id, secret);
    await s.database.db.updateTable('users').set({ totp_secret: foreign }).where('id', '=', row.id).execute();

    const res = await loginWithCode(await s.client(), 'other-key', await codeAt(secret, 1));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: [{ msg: MSG_TOTP_UNREADABLE, severity: 2 }] });
    // Replacing it cannot check the current code either.
    const replace = await registerTotp(session, newTotpSecret(), { currentTotp: await codeAt(secret, 1) });
    expect(replace.status).toBe(500);
    expect(replace.body).toEqual({ error: [{ msg: MSG_TOTP_UNREADABLE, severity: 2 }] });
    expect((await storedTotp(s, 'other-key')).totp_secret).toBe(foreign);
    expect(await s.database.db.selectFrom('login_attempts').select('id').where('username', '=', 'other-key').where('success', '=', 0).execute()).toHaveLength(0);
    expect(await s.database.db.selectFrom('sessions').select('id').where('user_id', '=', row.id).execute()).toHaveLength(1);
  });

  it('fails cleanly on a key file that holds no 32-byte key', async () => {
    const s = await start();
    await fs.writeFile(path.join(s.config.dataDir, TOTP_KEY_FILE), 'short\n', { mode: 0o600 });
    const session = await addTotpUser(s, 'bad-file');
    const res = await registerTotp(session, newTotpSecret());
    expect(res.status).toBe(500);
    expect((await storedTotp(s, 'bad-file')).totp_secret).toBeNull();
  });
});

describe('secrets stored as plaintext before encryption', () => {
  it('still log in, and are encrypted by that login', async () => {
    const s = await start();
    const secret = newTotpSecret();
    await addTotpUser(s, 'legacy-login');
    await s.database.db.updateTable('users').set({ totp_secret: secret }).where('username', '=', 'legacy-login').execute();

    const res = await loginWithCode(await s.client(), 'legacy-login', await codeAt(secret, 0));
    expect(res.status).toBe(200);
    const row = await storedTotp(s, 'legacy-login');
    expect(row.totp_secret).toMatch(/^v1:/);
    expect(row.totp_secret).not.toContain(secret);
    expect(row.totp_last_step).toBeGreaterThan(0);
  });

  it('are all encrypted by encryptLegacyTotpSecrets (run at start), which leaves encrypted ones alone', async () => {
    const s = await start();
    const plain = [newTotpSecret(), newTotpSecret()];
    for (const [i, secret] of plain.entries()) {
      await addTotpUser(s, `legacy-${i}`);
      await s.database.db.updateTable('users').set({ totp_secret: secret }).where('username', '=', `legacy-${i}`).execute();
    }
    const encrypted = await registered(s, 'already-encrypted', newTotpSecret());

    expect(await encryptLegacyTotpSecrets(s.database.db, s.config)).toBe(2);
    const key = Buffer.from((await fs.readFile(path.join(s.config.dataDir, TOTP_KEY_FILE), 'utf8')).trim(), 'base64');
    for (const [i, secret] of plain.entries()) {
      const row = await storedTotp(s, `legacy-${i}`);
      expect(row.totp_secret).toMatch(/^v1:/);
      expect(decryptTotpSecret(key, row.id, row.totp_secret ?? '')).toBe(secret);
    }
    expect((await storedTotp(s, 'already-encrypted')).totp_secret).toBe(encrypted.totp_secret);
    expect(await encryptLegacyTotpSecrets(s.database.db, s.config)).toBe(0);
  });
});
