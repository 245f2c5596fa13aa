import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/services/passwords';
import type { TestServer } from './support/test-server';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startTestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function passwordHashOf(username: string): Promise<string> {
  const row = await server.database.db.selectFrom('users').select('password_hash').where('username', '=', username).executeTakeFirstOrThrow();
  return row.password_hash;
}

describe('POST /api/account/changePassword', () => {
  it('answers 403 when a non-admin changes another user\'s password, and changes nothing', async () => {
    const { client, auth } = await server.login('operator');
    const before = await passwordHashOf('engineer');
    const res = await client.post('/api/account/changePassword', { username: 'engineer', password: DEMO_PASSWORD, newPass1: 'new-password-1', newPass2: 'new-password-1' }, { token: auth.token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: [{ msg: 'You do not have the right to do this.', severity: 2 }] });
    expect(await passwordHashOf('engineer')).toBe(before);
  });

  it('reads rights from the database, so a revoked admin role counts at once', async () => {
    const { client, auth } = await server.login('admin');
    await server.database.db.deleteFrom('user_roles').where('user_id', '=', 1).execute();
    try {
      const res = await client.post('/api/account/changePassword', { username: 'operator', password: ADMIN_PASSWORD, newPass1: 'new-password-1', newPass2: 'new-password-1' }, { token: auth.token });
      expect(res.status).toBe(403);
    } finally {
      const role = await server.database.db.selectFrom('roles').select('id').where('name', '=', 'Administrators').executeTakeFirstOrThrow();
      await server.database.db.insertInto('user_roles').values({ user_id: 1, role_id: role.id }).execute();
    }
  });

  it('refuses mismatching and short new passwords with field messages', async () => {
    const { client, auth } = await server.login('operator');
    const mismatch = await client.post('/api/account/changePassword', { username: 'operator', password: DEMO_PASSWORD, newPass1: 'new-password-1', newPass2: 'new-password-2' }, { token: auth.token });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({ error: [{ msg: 'Passwords do not match.', field: 'newPass2', severity: 2 }] });
    const short = await client.post('/api/account/changePassword', { username: 'operator', password: DEMO_PASSWORD, newPass1: 'short', newPass2: 'short' }, { token: auth.token });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ error: [{ msg: 'Password must have at least 8 characters.', field: 'newPass1', severity: 2 }] });
  });

  it('refuses a wrong current password', async () => {
    const { client, auth } = await server.login('operator');
    const res = await client.post('/api/account/changePassword', { username: 'operator', password: 'not-my-password', newPass1: 'new-password-1', newPass2: 'new-password-1' }, { token: auth.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: [{ msg: 'Invalid password.', field: 'password', severity: 2 }] });
  });

  it('answers 401 without a token', async () => {
    const client = await server.client();
    const res = await client.post('/api/account/changePassword', { username: 'operator', password: DEMO_PASSWORD, newPass1: 'new-password-1', newPass2: 'new-password-1' });
    expect(res.status).toBe(401);
  });

  it('answers a malformed body with 400 and changes nothing', async () => {
    const { client, auth } = await server.login('operator');
    const before = await passwordHashOf('operator');
    const res = await client.post('/api/account/changePassword', { username: 'operator', newPass1: 1 }, { token: auth.token });
    expect(res.status).toBe(400);
    const fields = (res.body as { error: { field?: string }[] }).error.map((e) => e.field);
    expect(fields).toEqual(['password', 'newPass1', 'newPass2']);
    expect(await passwordHashOf('operator')).toBe(before);
  });

  it('lets an administrator set another user\'s password and ends that user\'s sessions', async () => {
    const victim = await server.login('engineer');
    const { client, auth } = await server.login('admin');
    const res = await client.post('/api/account/changePassword', { username: 'Engineer', password: ADMIN_PASSWORD, newPass1: 'engineer-new-1', newPass2: 'engineer-new-1' }, { token: auth.token });
    expect(res.status).toBe(200);
    expect(await verifyPassword(await passwordHashOf('engineer'), 'engineer-new-1')).toBe(true);
    expect((await victim.client.get('/api/licence/check', { token: victim.auth.token })).status).toBe(401);
    expect((await client.get('/api/licence/check', { token: auth.token })).status).toBe(200);
  });

  it('lets a user change their own password and keep the current session', async () => {
    const { client, auth } = await server.login('operator');
    const res = await client.post('/api/account/changePassword', { username: 'operator', password: DEMO_PASSWORD, newPass1: 'operator-new-1', newPass2: 'operator-new-1' }, { token: auth.token });
    expect(res.status).toBe(200);
    expect((await client.get('/api/licence/check', { token: auth.token })).status).toBe(200);
    expect((await (await server.client()).post('/api/account/login', { username: 'operator', password: 'operator-new-1' })).status).toBe(200);
    const audit = await server.database.db.selectFrom('audit_log').selectAll().where('category', '=', 'password-changed').where('username', '=', 'operator').executeTakeFirst();
    expect(audit?.property).toBe('password');
  });
});
