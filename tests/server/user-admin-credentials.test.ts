import { describe, expect, it } from 'vitest';
import { useAdminServer } from './support/record-requests';
import type { TestResponse } from './support/test-client';
import { DEMO_PASSWORD } from './support/test-server';

const env = useAdminServer();

function asAdmin(method: string, path: string, body?: unknown): Promise<TestResponse> {
  return env.admin.client.request(method, path, { body, token: env.admin.token });
}

async function userRow(username: string) {
  return env.server.database.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
}

async function auditCount(category: string): Promise<number> {
  return (await env.server.database.db.selectFrom('audit_log').select('id').where('category', '=', category).execute()).length;
}

async function resetCodeFor(username: string): Promise<string> {
  const res = await asAdmin('POST', `/api/admin/users/${(await userRow(username)).id}/resetPassword`);
  expect(res.status).toBe(200);
  return (res.body as { resetCode: string }).resetCode;
}

function redeem(code: string, pass1: string, pass2 = pass1): Promise<TestResponse> {
  return env.server.client().then((c) => c.post('/api/account/resetPassword', { code, pass1, pass2 }));
}

const CODE_INVALID = { error: [{ msg: 'This reset code is not valid. Ask an administrator for a new one.', field: 'code', severity: 2 }] };

describe('POST /api/admin/users/:userId/resetPassword', () => {
  it('ends the old password and the sessions, and the code works once to set a new one', async () => {
    const { client, auth } = await env.server.login('operator');
    const auditsBefore = await auditCount('password-reset-issued');
    const code = await resetCodeFor('operator');
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await auditCount('password-reset-issued')).toBe(auditsBefore + 1);
    // The code itself is never stored, only its hash.
    expect((await userRow('operator')).reset_code_hash).not.toBe(code);

    expect((await client.get('/api/licence/check', { token: auth.token })).status).toBe(401);
    const oldLogin = await (await env.server.client()).post('/api/account/login', { username: 'operator', password: DEMO_PASSWORD });
    expect(oldLogin.status).toBe(401);

    expect((await redeem(code, 'operator-new-1')).status).toBe(200);
    expect(await auditCount('password-reset')).toBe(1);
    await env.server.login('operator', 'operator-new-1');
    const again = await redeem(code, 'operator-new-2');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(CODE_INVALID);
    await env.server.login('operator', 'operator-new-1');
    expect((await userRow('operator')).reset_code_hash).toBeNull();
  });

  it('checks the password rule before spending the code', async () => {
    const code = await resetCodeFor('engineer');
    const mismatch = await redeem(code, 'engineer-new-1', 'engineer-new-2');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({ error: [{ msg: 'Passwords do not match.', field: 'pass2', severity: 2 }] });
    const short = await redeem(code, 'short');
    expect((short.body as { error: { field: string }[] }).error[0]?.field).toBe('pass1');
    expect((await redeem(code, 'engineer-new-1')).status).toBe(200);
  });

  it('refuses an unknown, an expired and a replaced code', async () => {
    expect((await redeem('x'.repeat(32), 'whatever-pass-1')).body).toEqual(CODE_INVALID);
    const expired = await resetCodeFor('engineer');
    await env.server.database.db.updateTable('users').set({ reset_expires_at: '2000-01-01T00:00:00.000Z' }).where('username', '=', 'engineer').execute();
    expect((await redeem(expired, 'whatever-pass-1')).body).toEqual(CODE_INVALID);
    const replaced = await resetCodeFor('engineer');
    await resetCodeFor('engineer');
    expect((await redeem(replaced, 'whatever-pass-1')).body).toEqual(CODE_INVALID);
  });

  it('refuses the code of a disabled account', async () => {
    const code = await resetCodeFor('engineer');
    const id = (await userRow('engineer')).id;
    expect((await asAdmin('POST', `/api/admin/users/${id}/disable`)).status).toBe(200);
    try {
      expect((await redeem(code, 'whatever-pass-1')).body).toEqual(CODE_INVALID);
    } finally {
      await asAdmin('POST', `/api/admin/users/${id}/enable`);
    }
  });

  it('validates the body', async () => {
    const res = await (await env.server.client()).post('/api/account/resetPassword', { code: '', pass1: 'x' });
    expect(res.status).toBe(400);
    expect((res.body as { error: { field: string }[] }).error.map((e) => e.field).sort()).toEqual(['code', 'pass2']);
  });
});

describe('POST /api/admin/users/:userId/resetTotp', () => {
  it('clears the authenticator, so the next login asks for no code, and audits it', async () => {
    const code = await resetCodeFor('engineer');
    expect((await redeem(code, 'engineer-totp-1')).status).toBe(200);
    await env.server.database.db.updateTable('users').set({ totp_secret: 'JBSWY3DPEHPK3PXP' }).where('username', '=', 'engineer').execute();
    const challenged = await (await env.server.client()).post('/api/account/login', { username: 'engineer', password: 'engineer-totp-1' });
    expect(challenged.body).toMatchObject({ totpRequired: true });

    const res = await asAdmin('POST', `/api/admin/users/${(await userRow('engineer')).id}/resetTotp`);
    expect(res.status).toBe(200);
    expect((res.body as { user: { hasTotp: boolean } }).user.hasTotp).toBe(false);
    expect((await userRow('engineer')).totp_secret).toBeNull();
    await env.server.login('engineer', 'engineer-totp-1');
    expect(await auditCount('totp-reset')).toBe(1);
  });
});

describe('teams and roles', () => {
  it('lists roles with their rights', async () => {
    const res = await asAdmin('GET', '/api/admin/roles');
    const roles = (res.body as { roles: { name: string; rights: string[] }[] }).roles;
    expect(roles.map((r) => r.name)).toEqual(['Administrators', 'Engineers', 'Operators']);
    expect(roles[2]?.rights).toEqual(['access.customers', 'access.features', 'access.packages', 'authenticated']);
  });

  it('creates and renames a team, audits both and refuses a name taken in any case', async () => {
    const created = await asAdmin('POST', '/api/admin/teams', { name: ' Lab C ' });
    expect(created.status).toBe(200);
    const team = (created.body as { team: { teamId: number; name: string } }).team;
    expect(team.name).toBe('Lab C');
    const taken = await asAdmin('POST', '/api/admin/teams', { name: 'lab a' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: [{ msg: 'A team with this name already exists.', field: 'name', severity: 2 }] });

    expect((await asAdmin('PATCH', `/api/admin/teams/${team.teamId}`, { name: 'LAB B' })).status).toBe(409);
    const renamed = await asAdmin('PATCH', `/api/admin/teams/${team.teamId}`, { name: 'Lab Cell' });
    expect(renamed.status).toBe(200);
    // Renaming to its own name in another case is not a clash with itself.
    expect((await asAdmin('PATCH', `/api/admin/teams/${team.teamId}`, { name: 'Lab CELL' })).status).toBe(200);

    const list = (await asAdmin('GET', '/api/admin/teams')).body as { teams: { name: string; members: number }[] };
    expect(list.teams).toEqual([
      { teamId: expect.any(Number), name: 'Lab A', members: 1 },
      { teamId: expect.any(Number), name: 'Lab B', members: 1 },
      { teamId: team.teamId, name: 'Lab CELL', members: 0 },
    ]);
    expect(await auditCount('team-created')).toBe(1);
    const renames = await env.server.database.db.selectFrom('audit_log').select(['old_value', 'new_value']).where('category', '=', 'team-renamed').orderBy('id').execute();
    expect(renames).toEqual([{ old_value: 'Lab C', new_value: 'Lab Cell' }, { old_value: 'Lab Cell', new_value: 'Lab CELL' }]);
  });

  it('refuses an empty name, and renaming an unknown team with 404', async () => {
    const empty = await asAdmin('POST', '/api/admin/teams', { name: '   ' });
    expect(empty.status).toBe(400);
    expect((await asAdmin('PATCH', '/api/admin/teams/9999', { name: 'Nowhere' })).status).toBe(404);
  });

  it('answers 409, not 500, to the second of two creates or renames to one name at once', async () => {
    const taken = { error: [{ msg: 'A team with this name already exists.', field: 'name', severity: 2 }] };
    const created = await Promise.all([asAdmin('POST', '/api/admin/teams', { name: 'Lab Twin' }), asAdmin('POST', '/api/admin/teams', { name: 'Lab Twin' })]);
    expect(created.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(created.find((r) => r.status === 409)?.body).toEqual(taken);
    const ids = await Promise.all(['Lab R1', 'Lab R2'].map(async (name) => ((await asAdmin('POST', '/api/admin/teams', { name })).body as { team: { teamId: number } }).team.teamId));
    const renamed = await Promise.all(ids.map((id) => asAdmin('PATCH', `/api/admin/teams/${id}`, { name: 'Lab Renamed' })));
    expect(renamed.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(renamed.find((r) => r.status === 409)?.body).toEqual(taken);
  });
});
