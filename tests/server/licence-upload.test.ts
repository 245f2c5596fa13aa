import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthData, LicenceDetails } from '../../src/domain/auth-data';
import { issueLicence, readIssuerPrivateKey } from '../../server/licence/issue-licence';
import { MSG_LICENCE_SIGNATURE } from '../../server/licence/licence-file';
import type { LicenceFile } from '../../server/licence/licence-file';
import { messages, sessionOf } from './support/record-requests';
import type { Session } from './support/record-requests';
import type { TestServer } from './support/test-server';
import { startTestServer } from './support/test-server';

let server: TestServer;
let admin: Session;
let hwKey: string;
const issuer = readIssuerPrivateKey(fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'licence-issuer.key'), 'utf8'));

beforeAll(async () => {
  server = await startTestServer();
  admin = await sessionOf(server, 'admin');
  const res = await admin.get('/api/licence/hwkey');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="server-[0-9A-F]{5}\.hwkey"$/);
  hwKey = res.text.trim();
});
afterAll(async () => {
  await server.close();
});

function withSignature(licence: LicenceFile, change: (signature: string) => string): LicenceFile {
  return { ...licence, signature: change(licence.signature) };
}

function licenceBytes(value: unknown): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(value));
}

async function storedLicence(): Promise<string | undefined> {
  return (await server.database.db.selectFrom('settings').select('value').where('key', '=', 'serverLicence').executeTakeFirst())?.value;
}

describe('the server licence', () => {
  it('gives a stable hardware key to admins only', async () => {
    expect(hwKey).toMatch(/^[0-9A-F]{5}(-[0-9A-F]{5}){4}$/);
    expect((await admin.get('/api/licence/hwkey')).text.trim()).toBe(hwKey);
    const operator = await sessionOf(server, 'operator');
    expect((await operator.get('/api/licence/hwkey')).status).toBe(403);
    expect((await operator.get('/api/licence/check')).body).toEqual({ licensedTo: '', valid: false });
    expect((await (await server.client()).get('/api/licence/status')).body).toEqual({ valid: false });
  });

  it.each([
    ['a bad signature', () => ({ ...issueLicence(issuer, { hwKey, licensedTo: 'Acme', rights: [] }), licensedTo: 'Forged Inc' }), MSG_LICENCE_SIGNATURE],
    ['another issuer', () => issueLicence(generateKeyPairSync('ed25519').privateKey, { hwKey, licensedTo: 'Acme', rights: [] }), MSG_LICENCE_SIGNATURE],
    ['a wrong hardware key', () => issueLicence(issuer, { hwKey: 'AAAAA-BBBBB-CCCCC-DDDDD-EEEEE', licensedTo: 'Acme', rights: [] }), 'The licence was issued for another server (its hardware key does not match this server).'],
    ['an expired licence', () => issueLicence(issuer, { hwKey, licensedTo: 'Acme', rights: [], expires: '2020-01-31' }), 'The licence expired on 2020-01-31.'],
    ['a malformed file', () => ({ licensedTo: 'Acme' }), 'The licence file is not valid: it must be the JSON file issued for this server.'],
    ['an unknown right', () => issueLicence(issuer, { hwKey, licensedTo: 'Acme', rights: ['admin'] }), 'The licence grants an unknown right: admin.'],
    // The signature covers the values exactly: nothing is trimmed before the check.
    ['a space added to a signed name', () => ({ ...issueLicence(issuer, { hwKey, licensedTo: 'Acme', rights: [] }), licensedTo: 'Acme ' }), MSG_LICENCE_SIGNATURE],
    ['a newline added to the signed hardware key', () => ({ ...issueLicence(issuer, { hwKey, licensedTo: 'Acme', rights: [] }), hwKey: `${hwKey}\n` }), MSG_LICENCE_SIGNATURE],
    ['a space removed from a signed name', () => ({ ...issueLicence(issuer, { hwKey, licensedTo: ' Acme', rights: [] }), licensedTo: 'Acme' }), MSG_LICENCE_SIGNATURE],
    ['stray characters in the signature', () => withSignature(issueLicence(issuer, { hwKey, licensedTo: 'Acme', rights: [] }), (s) => `${s.slice(0, 10)}\n${s.slice(10)}`), MSG_LICENCE_SIGNATURE],
  ])('refuses %s with 400 and stores nothing', async (_name, build, message) => {
    const res = await admin.upload('/api/licence/upload', 'licence.json', licenceBytes(build()));
    expect(res.status).toBe(400);
    expect(messages(res)).toEqual([message]);
    expect(await storedLicence()).toBeUndefined();
  });

  it('accepts a valid licence, answers it in check, login and refresh, and grants its platform rights', async () => {
    const operatorBefore = await server.login('operator');
    expect(operatorBefore.auth.rights.features).not.toContain('platform_mRNA');

    const licence = issueLicence(issuer, { hwKey, licensedTo: 'Acme Biologics', rights: ['platform_mRNA', 'platform_AAV'] });
    const res = await admin.upload('/api/licence/upload', 'licence.json', licenceBytes(licence));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ licensedTo: 'Acme Biologics', valid: true, rights: ['platform_mRNA', 'platform_AAV'] });
    expect((await admin.get('/api/licence/check')).body).toEqual({ licensedTo: 'Acme Biologics', valid: true, expires: licence.expires, platforms: ['platform_mRNA', 'platform_AAV'] } satisfies LicenceDetails);

    // Anonymous pages learn only that the server is licensed (the login page's marker), not to whom.
    const anonymous = await server.client();
    expect((await anonymous.get('/api/licence/status')).body).toEqual({ valid: true });
    expect((await anonymous.get('/api/licence/check')).status).toBe(401);

    const { client, auth } = await server.login('operator');
    expect(auth.licence).toEqual({ licensedTo: 'Acme Biologics', valid: true });
    expect(auth.rights.features).toEqual(expect.arrayContaining(['platform_mRNA', 'platform_AAV']));
    expect(auth.rights.features).not.toContain('platform_LNP');
    const refreshed = (await client.post('/api/account/refreshToken')).body as AuthData;
    expect(refreshed.licence).toEqual({ licensedTo: 'Acme Biologics', valid: true });
    const audit = await server.database.db.selectFrom('audit_log').select('category').where('entity', '=', 'licence').execute();
    expect(audit.map((a) => a.category)).toContain('licence-upload');
  });

  it('refuses uploads from non-admins and without a file', async () => {
    const operator = await sessionOf(server, 'operator');
    expect((await operator.upload('/api/licence/upload', 'licence.json', licenceBytes({}))).status).toBe(403);
    expect(messages(await admin.upload('/api/licence/upload', 'licence.json', licenceBytes({}), 'other'))).toEqual(['Choose a licence file to upload.']);
  });

  it('keeps a signed value exactly as signed, surrounding spaces included', async () => {
    const res = await admin.upload('/api/licence/upload', 'licence.json', licenceBytes(issueLicence(issuer, { hwKey, licensedTo: ' Acme Biologics ', rights: [] })));
    expect(res.status, res.text).toBe(200);
    expect((await admin.get('/api/licence/check')).body).toMatchObject({ licensedTo: ' Acme Biologics ', valid: true, platforms: [] });
  });

  it('issues licences from the command line script, and accepts the file byte for byte as written (indented, trailing newline)', async () => {
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/issue-licence.ts', hwKey, 'Script Ltd', 'platform_LNP'], { cwd: path.join(import.meta.dirname, '..', '..') });
    expect(stdout.endsWith('}\n')).toBe(true);
    const issued = JSON.parse(stdout) as { licensedTo: string; hwKey: string; rights: string[]; signature: string };
    expect(issued).toMatchObject({ licensedTo: 'Script Ltd', hwKey, rights: ['platform_LNP'] });
    const res = await admin.upload('/api/licence/upload', 'licence.json', new TextEncoder().encode(stdout));
    expect(res.status, res.text).toBe(200);
    expect((await admin.get('/api/licence/check')).body).toEqual({ licensedTo: 'Script Ltd', valid: true, expires: (issued as { expires?: string }).expires, platforms: ['platform_LNP'] });
  });
});
