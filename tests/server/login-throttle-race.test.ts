// Throttling holds under parallel requests (the attempt is stored before the password is checked), and
// the password re-checks of registerTOTP and changePassword count in the same throttle as login.
import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from './support/test-server';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startTestServer } from './support/test-server';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const THROTTLED = /^Too many failed login attempts\. Try again in \d+ minutes\.$/;

function statusCounts(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

describe('login throttling under parallel requests', () => {
  it('checks at most LOGIN_THROTTLE_MAX passwords when 40 wrong logins arrive at once', async () => {
    server = await startTestServer({ config: { loginThrottleMax: 5, loginThrottleWindowSeconds: 600 } });
    const client = await server.client();
    const answers = await Promise.all(Array.from({ length: 40 }, () => client.post('/api/account/login', { username: 'admin', password: 'wrong-password' })));
    const counts = statusCounts(answers.map((a) => a.status));
    expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
    // Claims are counted under a lock: exactly the limit is checked, never more, never none.
    expect(counts[401]).toBe(5);
    expect(counts[429]).toBe(35);
    for (const a of answers.filter((x) => x.status === 429)) expect((a.body as { error: { msg: string }[] }).error[0]?.msg).toMatch(THROTTLED);

    const db = server.database.db;
    const failures = await db.selectFrom('login_attempts').selectAll().where('username', '=', 'admin').execute();
    expect(failures.filter((r) => r.success === 0)).toHaveLength(5);
    expect(await db.selectFrom('audit_log').select('id').where('category', '=', 'login-failed').execute()).toHaveLength(5);
    expect(await db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
    // The window holds LOGIN_THROTTLE_MAX failures: even the right password is refused.
    expect((await client.post('/api/account/login', { username: 'admin', password: ADMIN_PASSWORD })).status).toBe(429);
  });

  it('does not count a login that only asked for the TOTP code, nor a refused one', async () => {
    server = await startTestServer({ config: { loginThrottleMax: 2 } });
    const client = await server.client();
    await server.database.db.updateTable('users').set({ totp_secret: 'JBSWY3DPEHPK3PXP' }).where('username', '=', 'engineer').execute();
    for (let i = 0; i < 3; i++) {
      const res = await client.post('/api/account/login', { username: 'engineer', password: DEMO_PASSWORD });
      expect(res.status).toBe(401);
      expect((res.body as { totpRequired?: boolean }).totpRequired).toBe(true);
    }
    const rows = await server.database.db.selectFrom('login_attempts').selectAll().execute();
    expect(rows).toHaveLength(0);
  });
});

describe('password re-checks share the login throttle', () => {
  it('answers 429 to changePassword and registerTOTP after LOGIN_THROTTLE_MAX wrong passwords, changing nothing', async () => {
    server = await startTestServer({ config: { loginThrottleMax: 3, loginThrottleWindowSeconds: 600 } });
    const { client, auth } = await server.login('engineer');
    const db = server.database.db;
    const before = await db.selectFrom('users').select(['password_hash', 'security_version', 'totp_secret']).where('username', '=', 'engineer').executeTakeFirstOrThrow();

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client.post('/api/account/changePassword', { username: 'engineer', password: 'wrong-password', newPass1: 'new-password-1', newPass2: 'new-password-1' }, { token: auth.token })),
    );
    const counts = statusCounts(answers.map((a) => a.status));
    expect(counts[400]).toBe(3);
    expect(counts[429]).toBe(17);

    // The window holds the limit: even the right password is not checked, by either call.
    const change = await client.post('/api/account/changePassword', { username: 'engineer', password: DEMO_PASSWORD, newPass1: 'new-password-1', newPass2: 'new-password-1' }, { token: auth.token });
    expect(change.status).toBe(429);
    expect((change.body as { error: { msg: string }[] }).error[0]?.msg).toMatch(THROTTLED);
    expect(Number(change.headers.get('retry-after'))).toBeGreaterThan(0);
    const totp = await client.post(
      '/api/account/registerTOTP',
      { username: 'engineer', password: DEMO_PASSWORD, totpUrl: 'otpauth://totp/Console:engineer?secret=JBSWY3DPEHPK3PXP', totpValue: '123456' },
      { token: auth.token },
    );
    expect(totp.status).toBe(429);
    // The same count throttles login of that user.
    expect((await (await server.client()).post('/api/account/login', { username: 'engineer', password: DEMO_PASSWORD })).status).toBe(429);

    const after = await db.selectFrom('users').select(['password_hash', 'security_version', 'totp_secret']).where('username', '=', 'engineer').executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(await db.selectFrom('audit_log').select('id').where('category', 'in', ['password-changed', 'totp-registered']).execute()).toHaveLength(0);
    expect(await db.selectFrom('audit_log').select('id').where('category', '=', 'login-throttled').execute()).not.toHaveLength(0);
  });

  it('counts wrong passwords of registerTOTP', async () => {
    server = await startTestServer({ config: { loginThrottleMax: 2 } });
    const { client, auth } = await server.login('operator');
    const body = { username: 'operator', password: 'wrong-password', totpUrl: 'otpauth://totp/Console:operator?secret=JBSWY3DPEHPK3PXP', totpValue: '123456' };
    expect((await client.post('/api/account/registerTOTP', body, { token: auth.token })).status).toBe(400);
    expect((await client.post('/api/account/registerTOTP', body, { token: auth.token })).status).toBe(400);
    expect((await client.post('/api/account/registerTOTP', body, { token: auth.token })).status).toBe(429);
    const user = await server.database.db.selectFrom('users').select('totp_secret').where('username', '=', 'operator').executeTakeFirstOrThrow();
    expect(user.totp_secret).toBeNull();
  });
});
