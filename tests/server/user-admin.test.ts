import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminServer } from './support/record-requests';
import type { TestResponse } from './support/test-client';

const env = useAdminServer();
let roleIds: Record<string, number>;
let teamIds: Record<string, number>;

beforeAll(async () => {
  const db = env.server.database.db;
  roleIds = Object.fromEntries((await db.selectFrom('roles').select(['id', 'name']).execute()).map((r) => [r.name, r.id]));
  teamIds = Object.fromEntries((await db.selectFrom('teams').select(['id', 'name']).execute()).map((t) => [t.name, t.id]));
});
function asAdmin(method: string, path: string, body?: unknown): Promise<TestResponse> {
  return env.admin.client.request(method, path, { body, token: env.admin.token });
}

async function userId(username: string): Promise<number> {
  const row = await env.server.database.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

async function auditRows(category: string, entityId: string) {
  return env.server.database.db.selectFrom('audit_log').selectAll().where('category', '=', category).where('entity_id', '=', entityId).execute();
}

async function createUser(username: string, extra: Record<string, unknown> = {}): Promise<TestResponse> {
  const res = await asAdmin('POST', '/api/admin/users', { username, displayName: `User ${username}`, roleIds: [roleIds.Operators], teamIds: [teamIds['Lab B']], password: 'initial-pass-1', ...extra });
  expect(res.status).toBe(200);
  return res;
}

const NO_RIGHT = { error: [{ msg: 'You do not have the right to do this.', severity: 2 }] };

describe('user administration rights', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users', { username: 'someone', displayName: 'Someone', roleIds: [], teamIds: [], password: 'initial-pass-1' }],
    ['PATCH', '/api/admin/users/2', { displayName: 'Changed' }],
    ['POST', '/api/admin/users/2/disable'],
    ['POST', '/api/admin/users/2/enable'],
    ['POST', '/api/admin/users/2/resetPassword'],
    ['POST', '/api/admin/users/2/resetTotp'],
    ['GET', '/api/admin/roles'],
    ['GET', '/api/admin/teams'],
    ['POST', '/api/admin/teams', { name: 'Lab Z' }],
    ['PATCH', '/api/admin/teams/1', { name: 'Lab Z' }],
  ];

  it.each(['operator', 'engineer'])('answers 403 to %s on every administration route and changes nothing', async (username) => {
    const { client, auth } = await env.server.login(username);
    const before = await env.server.database.db.selectFrom('users').selectAll().orderBy('id').execute();
    for (const [method, path, body] of calls) {
      const res = await client.request(method, path, { body, token: auth.token });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual(NO_RIGHT);
    }
    expect(await env.server.database.db.selectFrom('users').selectAll().orderBy('id').execute()).toEqual(before);
    expect(await env.server.database.db.selectFrom('teams').select('name').where('name', '=', 'Lab Z').execute()).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const client = await env.server.client();
    expect((await client.get('/api/admin/users')).status).toBe(401);
    expect((await client.post('/api/admin/teams', { name: 'Lab Z' })).status).toBe(401);
  });
});

describe('GET /api/admin/users', () => {
  it('lists users with roles, teams, disabled and TOTP flags, in pages', async () => {
    await env.server.database.db.updateTable('users').set({ totp_secret: 'JBSWY3DPEHPK3PXP' }).where('username', '=', 'engineer').execute();
    const res = await asAdmin('GET', '/api/admin/users?limit=2&offset=0');
    expect(res.status).toBe(200);
    const page = res.body as { total: number; users: { username: string; roleIds: number[]; teamIds: number[]; hasTotp: boolean; disabled: boolean }[] };
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.users.map((u) => u.username)).toEqual(['admin', 'engineer']);
    expect(page.users[1]).toMatchObject({ roleIds: [roleIds.Engineers], teamIds: [teamIds['Lab B']], hasTotp: true, disabled: false });
    const next = (await asAdmin('GET', '/api/admin/users?limit=2&offset=2')).body as typeof page;
    expect(next.users[0]?.username).toBe('operator');
  });

  it('filters by a search over username and display name, taking % literally', async () => {
    const res = await asAdmin('GET', '/api/admin/users?search=OLIVIA');
    expect((res.body as { users: { username: string }[] }).users.map((u) => u.username)).toEqual(['operator']);
    const literal = await asAdmin('GET', '/api/admin/users?search=%25');
    expect((literal.body as { total: number }).total).toBe(0);
  });

  it('refuses a page larger than 200', async () => {
    const res = await asAdmin('GET', '/api/admin/users?limit=201');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: [{ field: 'limit' }] });
  });
});

describe('POST /api/admin/users', () => {
  it('creates a user who can sign in with the initial password and sees the given team', async () => {
    const res = await createUser('new.user_1');
    const user = (res.body as { user: { userId: number; roleIds: number[]; teamIds: number[] }; resetCode?: string }).user;
    expect(user).toMatchObject({ username: 'new.user_1', displayName: 'User new.user_1', roleIds: [roleIds.Operators], teamIds: [teamIds['Lab B']], disabled: false });
    expect((res.body as { resetCode?: string }).resetCode).toBeUndefined();
    const { auth } = await env.server.login('new.user_1', 'initial-pass-1');
    expect(auth.rights.teams).toEqual([{ id: teamIds['Lab B'], name: 'Lab B' }]);
    const audit = await auditRows('user-created', String(user.userId));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ username: 'admin', entity: 'user' });
  });

  it.each([
    ['a username with a space', { username: 'bad name' }, 'username'],
    ['a one-letter username', { username: 'x' }, 'username'],
    ['a username starting with a dot', { username: '.hidden' }, 'username'],
    ['an empty display name', { displayName: '  ' }, 'displayName'],
    ['a role id that is not a number', { roleIds: ['1'] }, 'roleIds.0'],
    ['a short initial password', { password: 'short' }, 'password'],
  ])('refuses %s with 400 on its field', async (_title, change, field) => {
    const body = { username: 'valid.name', displayName: 'Valid', roleIds: [], teamIds: [], password: 'initial-pass-1', ...change };
    const res = await asAdmin('POST', '/api/admin/users', body);
    expect(res.status).toBe(400);
    expect((res.body as { error: { field?: string }[] }).error.map((e) => e.field)).toContain(field);
    expect(await env.server.database.db.selectFrom('users').select('id').where('username', '=', String(body.username)).execute()).toEqual([]);
  });

  it('refuses a username taken in another case with 409', async () => {
    const res = await asAdmin('POST', '/api/admin/users', { username: 'OPERATOR', displayName: 'Copy', roleIds: [], teamIds: [], password: 'initial-pass-1' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: [{ msg: 'This username is already taken.', field: 'username', severity: 2 }] });
  });

  it('answers 409, not 500, to the second of two creates of one username at once', async () => {
    const body = (displayName: string) => ({ username: 'twin', displayName, roleIds: [], teamIds: [], password: 'initial-pass-1' });
    const answers = await Promise.all([asAdmin('POST', '/api/admin/users', body('Twin 1')), asAdmin('POST', '/api/admin/users', body('Twin 2'))]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)?.body).toEqual({ error: [{ msg: 'This username is already taken.', field: 'username', severity: 2 }] });
    expect(await env.server.database.db.selectFrom('users').select('id').where('username', '=', 'twin').execute()).toHaveLength(1);
  });

  it('refuses unknown roles and teams', async () => {
    const role = await asAdmin('POST', '/api/admin/users', { username: 'ghost1', displayName: 'G', roleIds: [9999], teamIds: [], password: 'initial-pass-1' });
    expect(role.status).toBe(400);
    expect(role.body).toEqual({ error: [{ msg: 'Unknown role.', field: 'roleIds', severity: 2 }] });
    const team = await asAdmin('POST', '/api/admin/users', { username: 'ghost2', displayName: 'G', roleIds: [], teamIds: [9999], password: 'initial-pass-1' });
    expect(team.status).toBe(400);
    expect(team.body).toEqual({ error: [{ msg: 'Unknown team.', field: 'teamIds', severity: 2 }] });
  });

  it('without a password answers a one-time code the user must use to choose one', async () => {
    const res = await asAdmin('POST', '/api/admin/users', { username: 'coded', displayName: 'Coded', roleIds: [roleIds.Operators], teamIds: [] });
    expect(res.status).toBe(200);
    const { resetCode, user } = res.body as { resetCode: string; user: { resetPending: boolean } };
    expect(resetCode).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(user.resetPending).toBe(true);
    const client = await env.server.client();
    expect((await client.post('/api/account/login', { username: 'coded', password: resetCode })).status).toBe(401);
    expect((await client.post('/api/account/resetPassword', { code: resetCode, pass1: 'chosen-pass-1', pass2: 'chosen-pass-1' })).status).toBe(200);
    await env.server.login('coded', 'chosen-pass-1');
  });
});

describe('PATCH /api/admin/users/:userId', () => {
  it('replaces roles and teams, raises the security version and audits old and new values', async () => {
    const res = await createUser('patched');
    const id = (res.body as { user: { userId: number } }).user.userId;
    const change = await asAdmin('PATCH', `/api/admin/users/${id}`, { roleIds: [roleIds.Engineers], teamIds: [teamIds['Lab A'], teamIds['Lab B']] });
    expect(change.status).toBe(200);
    expect((change.body as { user: unknown }).user).toMatchObject({ roleIds: [roleIds.Engineers], teamIds: [teamIds['Lab A'], teamIds['Lab B']].sort((a, b) => a! - b!) });
    const row = await env.server.database.db.selectFrom('users').select('security_version').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.security_version).toBe(2);
    const { auth } = await env.server.login('patched', 'initial-pass-1');
    expect(auth.rights.features).toContain('access.settings');
    const [audit] = await auditRows('user-updated', String(id));
    expect(JSON.parse(audit!.old_value!)).toEqual({ roleIds: [roleIds.Operators], teamIds: [teamIds['Lab B']] });
    expect(JSON.parse(audit!.new_value!)).toMatchObject({ roleIds: [roleIds.Engineers] });
  });

  it('refuses a body that changes nothing, and an unknown user with 404', async () => {
    expect((await asAdmin('PATCH', '/api/admin/users/2', {})).status).toBe(400);
    const missing = await asAdmin('PATCH', '/api/admin/users/9999', { displayName: 'Nobody' });
    expect(missing.status).toBe(404);
  });

  it('refuses to take the admin role from the last administrator, and changes nothing', async () => {
    const adminId = await userId('admin');
    const res = await asAdmin('PATCH', `/api/admin/users/${adminId}`, { roleIds: [roleIds.Operators] });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: [{ msg: 'The last administrator cannot be disabled or lose the admin right.', severity: 2 }] });
    const roles = await env.server.database.db.selectFrom('user_roles').select('role_id').where('user_id', '=', adminId).execute();
    expect(roles).toEqual([{ role_id: roleIds.Administrators }]);
  });

  it('lets the admin role go once a second administrator exists', async () => {
    const second = (await createUser('second.admin', { roleIds: [roleIds.Administrators] })).body as { user: { userId: number } };
    const res = await asAdmin('PATCH', `/api/admin/users/${second.user.userId}`, { roleIds: [roleIds.Operators] });
    expect(res.status).toBe(200);
  });
});

describe('disable and enable', () => {
  it('refuses the disabled user\'s existing access token at once and ends their refresh', async () => {
    const created = (await createUser('leaver')).body as { user: { userId: number } };
    const { client, auth } = await env.server.login('leaver', 'initial-pass-1');
    expect((await client.get('/api/licence/check', { token: auth.token })).status).toBe(200);

    const res = await asAdmin('POST', `/api/admin/users/${created.user.userId}/disable`);
    expect(res.status).toBe(200);
    expect((res.body as { user: { disabled: boolean } }).user.disabled).toBe(true);

    expect((await client.get('/api/licence/check', { token: auth.token })).status).toBe(401);
    expect((await client.post('/api/account/refreshToken')).status).toBe(401);
    expect((await (await env.server.client()).post('/api/account/login', { username: 'leaver', password: 'initial-pass-1' })).status).toBe(401);
    const sessions = await env.server.database.db.selectFrom('sessions').select(['ended_at', 'ended_reason']).where('user_id', '=', created.user.userId).execute();
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.ended_at !== null && s.ended_reason === 'user-disabled')).toBe(true);
    expect(await auditRows('user-disabled', String(created.user.userId))).toHaveLength(1);

    expect((await asAdmin('POST', `/api/admin/users/${created.user.userId}/enable`)).status).toBe(200);
    await env.server.login('leaver', 'initial-pass-1');
    expect(await auditRows('user-enabled', String(created.user.userId))).toHaveLength(1);
  });

  it('refuses an administrator disabling themselves', async () => {
    const res = await asAdmin('POST', `/api/admin/users/${await userId('admin')}/disable`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: [{ msg: 'You cannot disable your own account.', severity: 2 }] });
  });

  it('lets only one of two administrators disabling each other at once succeed', async () => {
    const a = (await createUser('duel.a', { roleIds: [roleIds.Administrators] })).body as { user: { userId: number } };
    const b = (await createUser('duel.b', { roleIds: [roleIds.Administrators] })).body as { user: { userId: number } };
    // Only the two duellists hold the right while they act.
    const adminId = await userId('admin');
    await env.server.database.db.deleteFrom('user_roles').where('user_id', '=', adminId).execute();
    try {
      const sa = await env.server.login('duel.a', 'initial-pass-1');
      const sb = await env.server.login('duel.b', 'initial-pass-1');
      const [ra, rb] = await Promise.all([
        sa.client.post(`/api/admin/users/${b.user.userId}/disable`, undefined, { token: sa.auth.token }),
        sb.client.post(`/api/admin/users/${a.user.userId}/disable`, undefined, { token: sb.auth.token }),
      ]);
      expect([ra.status, rb.status].filter((s) => s === 200)).toHaveLength(1);
      const enabled = await env.server.database.db.selectFrom('users').select('id').where('id', 'in', [a.user.userId, b.user.userId]).where('disabled', '=', 0).execute();
      expect(enabled).toHaveLength(1);
    } finally {
      await env.server.database.db.insertInto('user_roles').values({ user_id: adminId, role_id: roleIds.Administrators as number }).execute();
      await env.server.database.db.updateTable('users').set({ disabled: 1 }).where('id', 'in', [a.user.userId, b.user.userId]).execute();
    }
  });
});
