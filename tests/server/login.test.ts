import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthData } from '../../src/domain/auth-data';
import { decodeTokenClaims } from '../../src/domain/auth-data';
import { DEFAULT_LOCALE_SETTINGS } from '../../src/domain/locale-settings';
import { Right } from '../../src/domain/rights';
import type { TestServer } from './support/test-server';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startTestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function countSessions(): Promise<number> {
  const row = await server.database.db.selectFrom('sessions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/account/login', () => {
  it('answers the AuthData with a signed token, a session and an httpOnly refresh cookie', async () => {
    const client = await server.client();
    const res = await client.post('/api/account/login', { username: 'operator', password: DEMO_PASSWORD, lang: 'de' });
    expect(res.status).toBe(200);
    const auth = res.body as AuthData;
    expect(auth.homePath).toBe('/dashboard');
    expect(auth.localeSettings).toEqual(DEFAULT_LOCALE_SETTINGS);
    expect(auth.licence).toEqual({ licensedTo: '', valid: false });
    expect(auth.glp).toBe(false);
    expect(auth.serverUID).toMatch(/^[0-9a-f-]{36}$/);
    expect(auth.rights.features).toEqual(expect.arrayContaining([Right.authenticated, Right.accessCustomers, Right.accessFeatures, Right.accessPackages]));
    expect(auth.rights.features).not.toContain(Right.admin);
    expect(auth.rights.createEntity).toBe(0);
    expect(auth.rights.teams.map((t) => t.name)).toEqual(['Lab A']);
    expect(auth.rights.roles.map((r) => r.name)).toEqual(['Administrators', 'Engineers', 'Operators']);

    const claims = decodeTokenClaims(auth.token);
    const user = await server.database.db.selectFrom('users').selectAll().where('username', '=', 'operator').executeTakeFirstOrThrow();
    expect(claims).toMatchObject({ jti: String(user.id), gId: `user:${user.id}`, name: 'Olivia Operator' });
    expect(claims!.exp - claims!.iat).toBe(server.config.accessTokenTtlSeconds);
    const session = await server.database.db.selectFrom('sessions').selectAll().where('id', '=', claims!.sid).executeTakeFirstOrThrow();
    expect(session.user_id).toBe(user.id);
    expect(session.ended_at).toBeNull();
    expect(user.lang).toBe('de');

    const cookieLine = res.setCookies.find((l) => l.startsWith('refresh='));
    expect(cookieLine).toBeDefined();
    expect(cookieLine).toMatch(/HttpOnly/i);
    expect(cookieLine).toMatch(/SameSite=Strict/i);
    expect(cookieLine).toMatch(/Path=\/api\/account/);
    expect(cookieLine).not.toContain(session.refresh_hash);
  });

  it('matches usernames regardless of case and gives administrators every right and entity flag', async () => {
    const client = await server.client();
    const res = await client.post('/api/account/login', { username: 'ADMIN', password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    const auth = res.body as AuthData;
    expect(auth.rights.features).toContain(Right.admin);
    expect(auth.rights.createEntity).toBe(15);
    expect(auth.rights.assignRights).toBe(15);
    expect(auth.rights.users).toHaveLength(3);
  });

  // node-model.md §6 "with assignment allowed all teams are offered": the operator above sees only its own.
  it('offers every team to a user who may assign (an administrator, an engineer) and only its own teams to one who may not', async () => {
    // A team nobody belongs to: only "every team" can bring it.
    await server.database.db.insertInto('teams').values({ name: 'Lab C' }).execute();
    const allTeams = await server.database.db.selectFrom('teams').select(['id', 'name']).orderBy('name').execute();
    expect(allTeams.map((t) => t.name)).toEqual(['Lab A', 'Lab B', 'Lab C']);
    const teamsOf = async (username: string, password: string) => {
      const res = await (await server.client()).post('/api/account/login', { username, password });
      expect(res.status).toBe(200);
      const { rights } = res.body as AuthData;
      return { assignRights: rights.assignRights, teams: rights.teams };
    };

    // The administrator is in no team; the engineer (assign rights for customers and features) is in Lab B.
    expect(await teamsOf('admin', ADMIN_PASSWORD)).toEqual({ assignRights: 15, teams: allTeams });
    const engineer = await teamsOf('engineer', DEMO_PASSWORD);
    expect(engineer.assignRights).not.toBe(0);
    expect(engineer.teams).toEqual(allTeams);
    expect(await teamsOf('operator', DEMO_PASSWORD)).toEqual({ assignRights: 0, teams: allTeams.filter((t) => t.name === 'Lab A') });
  });

  it('refuses a wrong password with 401 and writes a login-failed audit row', async () => {
    const client = await server.client();
    const before = await countSessions();
    const res = await client.post('/api/account/login', { username: 'engineer', password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: [{ msg: 'Invalid username or password.', severity: 2 }] });
    expect(res.setCookies.some((l) => l.startsWith('refresh='))).toBe(false);
    expect(await countSessions()).toBe(before);
    const audit = await server.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('category', '=', 'login-failed')
      .where('username', '=', 'engineer')
      .executeTakeFirst();
    expect(audit).toMatchObject({ source: 'Audit', ip: '127.0.0.1', reason: 'wrong password' });
  });

  it('gives an unknown user the same answer as a wrong password', async () => {
    const client = await server.client();
    const res = await client.post('/api/account/login', { username: 'nobody', password: 'whatever-1' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: [{ msg: 'Invalid username or password.', severity: 2 }] });
    const audit = await server.database.db.selectFrom('audit_log').selectAll().where('username', '=', 'nobody').executeTakeFirst();
    expect(audit?.category).toBe('login-failed');
  });

  it('writes a login audit row on success', async () => {
    const { auth } = await server.login('engineer');
    const sid = decodeTokenClaims(auth.token)!.sid;
    const audit = await server.database.db.selectFrom('audit_log').selectAll().where('category', '=', 'login').where('entity_id', '=', sid).executeTakeFirst();
    expect(audit).toMatchObject({ source: 'Audit', username: 'engineer' });
  });
});

describe('malformed login requests', () => {
  it('answers missing fields with 400 and one error per field, creating no session', async () => {
    const client = await server.client();
    const before = await countSessions();
    const res = await client.post('/api/account/login', { username: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: [{ msg: 'password is required.', field: 'password', severity: 2 }] });
    expect(await countSessions()).toBe(before);
  });

  it('answers wrong types with 400 naming the field', async () => {
    const client = await server.client();
    const res = await client.post('/api/account/login', { username: 42, password: ['x'] });
    expect(res.status).toBe(400);
    const fields = (res.body as { error: { field?: string }[] }).error.map((e) => e.field);
    expect(fields).toEqual(['username', 'password']);
  });

  it('answers invalid JSON with 400 in the error shape', async () => {
    const client = await server.client();
    const res = await client.request('POST', '/api/account/login', { rawBody: '{"username": "admin",' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: [{ msg: 'Request body is not valid JSON.', severity: 2 }] });
  });

  it('answers a body over 1 MiB with 413 in the error shape', async () => {
    const client = await server.client();
    const before = await countSessions();
    const res = await client.post('/api/account/login', { username: 'admin', password: ADMIN_PASSWORD, lang: 'x'.repeat(1024 * 1024 + 10) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: [{ msg: 'Request body is too large.', severity: 2 }] });
    expect(await countSessions()).toBe(before);
  });

  it('answers a body that is not an object with 400', async () => {
    const client = await server.client();
    const res = await client.request('POST', '/api/account/login', { rawBody: '[1,2]' });
    expect(res.status).toBe(400);
    expect((res.body as { error: { msg: string }[] }).error[0]!.msg).toMatch(/^Request body is invalid/);
  });

  it('answers a non-JSON content type with 415 in the error shape', async () => {
    const client = await server.client();
    const res = await client.request('POST', '/api/account/login', { rawBody: 'username=admin', contentType: 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: [{ msg: 'Unsupported content type.', severity: 2 }] });
  });
});
