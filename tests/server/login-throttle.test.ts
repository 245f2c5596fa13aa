import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from './support/test-server';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startTestServer } from './support/test-server';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const THROTTLED = /^Too many failed login attempts\. Try again in \d+ minutes\.$/;

describe('login throttling', () => {
  it('answers 429 after LOGIN_THROTTLE_MAX failures for a username at one address, even with the right password, and audits it', async () => {
    server = await startTestServer({ config: { loginThrottleMax: 3, loginThrottleWindowSeconds: 600 } });
    const client = await server.client();
    for (let i = 0; i < 3; i++) {
      const res = await client.post('/api/account/login', { username: 'Operator', password: 'wrong-password' });
      expect(res.status).toBe(401);
    }
    const res = await client.post('/api/account/login', { username: 'operator', password: DEMO_PASSWORD });
    expect(res.status).toBe(429);
    const msg = (res.body as { error: { msg: string }[] }).error[0]!.msg;
    expect(msg).toMatch(THROTTLED);
    expect(msg).toContain('10 minutes');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);

    const audit = await server.database.db.selectFrom('audit_log').selectAll().where('category', '=', 'login-throttled').executeTakeFirst();
    expect(audit).toMatchObject({ username: 'operator', ip: '127.0.0.1' });
    const sessions = await server.database.db.selectFrom('sessions').selectAll().execute();
    expect(sessions).toHaveLength(0);
  });

  it('throttles one IP address trying many usernames after LOGIN_THROTTLE_ADDRESS_MAX failures', async () => {
    server = await startTestServer({ config: { loginThrottleMax: 3, loginThrottleAddressMax: 3 } });
    const client = await server.client();
    for (const username of ['a1', 'a2', 'a3']) {
      expect((await client.post('/api/account/login', { username, password: 'wrong-password' })).status).toBe(401);
    }
    const res = await client.post('/api/account/login', { username: 'admin', password: ADMIN_PASSWORD });
    expect(res.status).toBe(429);
  });

  it('forgets earlier failures after a successful login', async () => {
    server = await startTestServer({ config: { loginThrottleMax: 3 } });
    const client = await server.client();
    for (let i = 0; i < 2; i++) await client.post('/api/account/login', { username: 'admin', password: 'wrong-password' });
    expect((await client.post('/api/account/login', { username: 'admin', password: ADMIN_PASSWORD })).status).toBe(200);
    for (let i = 0; i < 2; i++) await client.post('/api/account/login', { username: 'admin', password: 'wrong-password' });
    expect((await client.post('/api/account/login', { username: 'admin', password: ADMIN_PASSWORD })).status).toBe(200);
  });

  it('keeps the count in the database, so another instance on the same database throttles too', async () => {
    server = await startTestServer({ config: { loginThrottleMax: 2 } });
    const client = await server.client();
    for (let i = 0; i < 2; i++) await client.post('/api/account/login', { username: 'admin', password: 'wrong-password' });
    const rows = await server.database.db.selectFrom('login_attempts').selectAll().where('username', '=', 'admin').execute();
    expect(rows.filter((r) => r.success === 0)).toHaveLength(2);
  });
});
