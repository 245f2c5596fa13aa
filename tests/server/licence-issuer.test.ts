// Which licences the server trusts: only LICENCE_PUBLIC_KEY's issuer, or — with the explicit development
// setting LICENCE_TRUST_TEST_KEY=true and no key — the test issuer whose private key is in the repository.
// Without either no licence is valid, and the licence status and the start log say why.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { MSG_NO_ISSUER_KEY, TEST_ISSUER_PUBLIC_KEY, TEST_KEY_IGNORED, TEST_KEY_WARNING, licenceIssuerWarnings } from '../../server/licence/issuer-key';
import { issueLicence, readIssuerPrivateKey } from '../../server/licence/issue-licence';
import { MSG_LICENCE_SIGNATURE } from '../../server/licence/licence-file';
import type { LicenceFile } from '../../server/licence/licence-file';
import { SETTING_SERVER_LICENCE } from '../../server/licence/licence-store';
import type { AuthData } from '../../src/domain/auth-data';
import { messages, useAdminServer } from './support/record-requests';
import type { AdminTestEnv } from './support/record-requests';
import { createTestDatabase } from './support/test-database';

const root = path.join(import.meta.dirname, '..', '..');
const testIssuer = readIssuerPrivateKey(fs.readFileSync(path.join(root, 'tests', 'fixtures', 'licence-issuer.key'), 'utf8'));
const vendor = generateKeyPairSync('ed25519');
const vendorPublicKey = vendor.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const RIGHTS = ['platform_mRNA'];

async function hwKeyOf(env: AdminTestEnv): Promise<string> {
  return (await env.admin.get('/api/licence/hwkey')).text.trim();
}

async function upload(env: AdminTestEnv, licence: LicenceFile) {
  return env.admin.upload('/api/licence/upload', 'licence.json', new TextEncoder().encode(JSON.stringify(licence)));
}

async function storeDirectly(env: AdminTestEnv, licence: LicenceFile): Promise<void> {
  await env.server.database.db.insertInto('settings').values({ key: SETTING_SERVER_LICENCE, value: JSON.stringify(licence) }).execute();
}

describe('a server without LICENCE_PUBLIC_KEY or LICENCE_TRUST_TEST_KEY', () => {
  const env = useAdminServer({ config: { licenceTrustTestKey: false } });

  it('refuses a licence signed by the test issuer, says why, and stores nothing', async () => {
    const res = await upload(env, issueLicence(testIssuer, { hwKey: await hwKeyOf(env), licensedTo: 'Forger Ltd', rights: RIGHTS }));
    expect(res.status).toBe(400);
    expect(messages(res)).toEqual([MSG_NO_ISSUER_KEY]);
    expect(await env.server.database.db.selectFrom('settings').select('key').where('key', '=', SETTING_SERVER_LICENCE).executeTakeFirst()).toBeUndefined();
  });

  it('counts a stored test-issuer licence as not valid, grants none of its rights, and says why in check and login', async () => {
    await storeDirectly(env, issueLicence(testIssuer, { hwKey: await hwKeyOf(env), licensedTo: 'Forger Ltd', rights: RIGHTS }));
    const unlicensed = { licensedTo: '', valid: false, reason: MSG_NO_ISSUER_KEY };
    expect((await env.admin.get('/api/licence/check')).body).toEqual(unlicensed);
    const { auth } = await env.server.login('operator');
    expect(auth.licence).toEqual(unlicensed);
    expect(auth.rights.features).not.toContain('platform_mRNA');
  });
});

describe('a server with LICENCE_TRUST_TEST_KEY=true and no LICENCE_PUBLIC_KEY', () => {
  const env = useAdminServer({ config: { licenceTrustTestKey: true } });

  it('accepts a licence signed by the test issuer', async () => {
    const res = await upload(env, issueLicence(testIssuer, { hwKey: await hwKeyOf(env), licensedTo: 'Demo Lab', rights: RIGHTS }));
    expect(res.status, res.text).toBe(200);
    const expires = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    expect((await env.admin.get('/api/licence/check')).body).toEqual({ licensedTo: 'Demo Lab', valid: true, expires, platforms: RIGHTS });
  });

  it('says why a stored licence stopped counting', async () => {
    const expired = issueLicence(testIssuer, { hwKey: await hwKeyOf(env), licensedTo: 'Demo Lab', rights: RIGHTS, expires: '2020-01-31' });
    await env.server.database.db.updateTable('settings').set({ value: JSON.stringify(expired) }).where('key', '=', SETTING_SERVER_LICENCE).execute();
    expect((await env.admin.get('/api/licence/check')).body).toEqual({ licensedTo: '', valid: false, reason: 'The licence expired on 2020-01-31.' });
  });
});

describe('a server with LICENCE_PUBLIC_KEY', () => {
  // The development setting changes nothing once a key is configured.
  const env = useAdminServer({ config: { licencePublicKey: vendorPublicKey, licenceTrustTestKey: true } });

  it("refuses the test issuer's licence and accepts the configured issuer's", async () => {
    const hwKey = await hwKeyOf(env);
    const forged = await upload(env, issueLicence(testIssuer, { hwKey, licensedTo: 'Forger Ltd', rights: RIGHTS }));
    expect(forged.status).toBe(400);
    expect(messages(forged)).toEqual([MSG_LICENCE_SIGNATURE]);
    const genuine = await upload(env, issueLicence(vendor.privateKey, { hwKey, licensedTo: 'Vendor Customer', rights: RIGHTS }));
    expect(genuine.status, genuine.text).toBe(200);
    const refreshed = (await (await env.server.login('operator')).client.post('/api/account/refreshToken')).body as AuthData;
    expect(refreshed.licence).toEqual({ licensedTo: 'Vendor Customer', valid: true });
  });
});

describe('the licence issuer settings', () => {
  it('warn at start about no issuer and about the test issuer, not about a configured key', () => {
    expect(licenceIssuerWarnings({ licencePublicKey: undefined, licenceTrustTestKey: false })).toEqual([MSG_NO_ISSUER_KEY]);
    expect(licenceIssuerWarnings({ licencePublicKey: '  ', licenceTrustTestKey: false })).toEqual([MSG_NO_ISSUER_KEY]);
    expect(licenceIssuerWarnings({ licencePublicKey: undefined, licenceTrustTestKey: true })).toEqual([TEST_KEY_WARNING]);
    expect(licenceIssuerWarnings({ licencePublicKey: TEST_ISSUER_PUBLIC_KEY, licenceTrustTestKey: false })).toEqual([]);
    expect(licenceIssuerWarnings({ licencePublicKey: vendorPublicKey, licenceTrustTestKey: true })).toEqual([TEST_KEY_IGNORED]);
    for (const line of [MSG_NO_ISSUER_KEY, TEST_KEY_WARNING, TEST_KEY_IGNORED]) expect(line).not.toContain('\n');
  });

  it('stop the app from being built when LICENCE_PUBLIC_KEY is not an Ed25519 public key', async () => {
    const parsed = readConfig({ LICENCE_PUBLIC_KEY: 'not a key' });
    if (!parsed.ok) throw new Error(parsed.message);
    const database = await createTestDatabase();
    try {
      await expect(buildApp({ db: database.db, config: parsed.config })).rejects.toThrow(/^Invalid configuration:\n {2}LICENCE_PUBLIC_KEY: /);
    } finally {
      await database.drop();
    }
  });

  it('make the start log say that no licence is valid when no issuer key is configured', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'licence-start-'));
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, STATIC_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'start-log-secret' };
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no warning within 60 s; stderr: ${stderr}`)), 60_000);
        child.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString('utf8');
          if (stderr.includes('\n') && stderr.includes(MSG_NO_ISSUER_KEY)) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`the server exited (${code}); stderr: ${stderr}`));
        });
      });
      expect(stderr).toContain(`WARNING: ${MSG_NO_ISSUER_KEY}\n`);
    } finally {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
