// The guard reads the session, the user, the user's rights and the stored licence in one query on every
// request (server/services/auth-guard.ts): a change counts on the very next request of a token issued
// before it, whichever way it was made. The licence verdict is kept per stored text, so a replaced or
// removed licence counts at once too.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuthData } from '../../src/domain/auth-data';
import { Right } from '../../src/domain/rights';
import { issueLicence, readIssuerPrivateKey } from '../../server/licence/issue-licence';
import { useAdminServer } from './support/record-requests';
import type { Session } from './support/record-requests';

const env = useAdminServer();
const issuer = readIssuerPrivateKey(fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'licence-issuer.key'), 'utf8'));

async function roleId(name: string): Promise<number> {
  return (await env.server.database.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

/** Reads as the new user; only reads, so nothing can act as the administrator by mistake. */
async function userWithToken(username: string, role: string): Promise<Pick<Session, 'get'>> {
  const created = await env.admin.post('/api/admin/users', { username, displayName: username, roleIds: [await roleId(role)], teamIds: [], password: 'initial-pass-1' });
  expect(created.status, created.text).toBe(200);
  const { client, auth } = await env.server.login(username, 'initial-pass-1');
  return { get: (p) => client.get(p, { token: auth.token }) };
}

async function uploadLicence(rights: string[]): Promise<void> {
  const hwKey = (await env.admin.get('/api/licence/hwkey')).text.trim();
  const licence = issueLicence(issuer, { hwKey, licensedTo: 'Acme', rights });
  const res = await env.admin.upload('/api/licence/upload', 'licence.json', new TextEncoder().encode(JSON.stringify(licence)));
  expect(res.status, res.text).toBe(200);
}

describe('rights on every request', () => {
  it('a role given and taken by an administrator counts on the same token\'s next request', async () => {
    const user = await userWithToken('roleflip', 'Operators');
    const id = (await env.server.database.db.selectFrom('users').select('id').where('username', '=', 'roleflip').executeTakeFirstOrThrow()).id;
    expect((await user.get('/api/db/license')).status).toBe(403);
    expect((await env.admin.client.request('PATCH', `/api/admin/users/${id}`, { body: { roleIds: [await roleId('Engineers')] }, token: env.admin.token })).status).toBe(200);
    expect((await user.get('/api/db/license')).status).toBe(200);
    expect((await env.admin.client.request('PATCH', `/api/admin/users/${id}`, { body: { roleIds: [await roleId('Operators')] }, token: env.admin.token })).status).toBe(200);
    expect((await user.get('/api/db/license')).status).toBe(403);
  });

  it('a right taken from a role in the database (no route changes role rights) counts on the next request', async () => {
    const { db } = env.server.database;
    const user = await userWithToken('roleright', 'Engineers');
    const engineers = await roleId('Engineers');
    expect((await user.get('/api/db/license')).status).toBe(200);
    await db.deleteFrom('role_rights').where('role_id', '=', engineers).where('right', '=', Right.accessLicenses).execute();
    try {
      expect((await user.get('/api/db/license')).status).toBe(403);
    } finally {
      await db.insertInto('role_rights').values({ role_id: engineers, right: Right.accessLicenses }).execute();
    }
    expect((await user.get('/api/db/license')).status).toBe(200);
  });

  it('a disabled user\'s token is refused on the next request', async () => {
    const user = await userWithToken('disableme', 'Engineers');
    const id = (await env.server.database.db.selectFrom('users').select('id').where('username', '=', 'disableme').executeTakeFirstOrThrow()).id;
    expect((await user.get('/api/db/license')).status).toBe(200);
    expect((await env.admin.post(`/api/admin/users/${id}/disable`)).status).toBe(200);
    expect((await user.get('/api/db/license')).status).toBe(401);
  });

  it('a replaced or removed licence changes the platform rights on the next request', async () => {
    const { client } = await env.server.login('operator');
    const features = async () => ((await client.post('/api/account/refreshToken')).body as AuthData).rights.features;
    await uploadLicence([Right.platformMRNA]);
    expect(await features()).toContain(Right.platformMRNA);
    await uploadLicence([Right.platformLNP]);
    const replaced = await features();
    expect(replaced).toContain(Right.platformLNP);
    expect(replaced).not.toContain(Right.platformMRNA);
    await env.server.database.db.deleteFrom('settings').where('key', '=', 'serverLicence').execute();
    const removed = await features();
    expect(removed).not.toContain(Right.platformLNP);
    expect(removed).not.toContain(Right.platformMRNA);
  });
});
