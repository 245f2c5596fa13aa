import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './support/test-server';
import { DEMO_PASSWORD, startTestServer } from './support/test-server';

let server: TestServer;
const secret = generateSecret();
const totpUrl = `otpauth://totp/Console:engineer?secret=${secret}&issuer=Console`;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('TOTP', () => {
  it('refuses to register a wrong code and keeps the account without TOTP', async () => {
    const { client, auth } = await server.login('engineer');
    const res = await client.post('/api/account/registerTOTP', { username: 'engineer', password: DEMO_PASSWORD, totpUrl, totpValue: '000000' }, { token: auth.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: [{ msg: 'Invalid authentication code.', field: 'totpValue', severity: 2 }] });
    const user = await server.database.db.selectFrom('users').select('totp_secret').where('username', '=', 'engineer').executeTakeFirstOrThrow();
    expect(user.totp_secret).toBeNull();
  });

  it('refuses a URL without a secret', async () => {
    const { client, auth } = await server.login('engineer');
    const res = await client.post('/api/account/registerTOTP', { username: 'engineer', password: DEMO_PASSWORD, totpUrl: 'otpauth://totp/x', totpValue: '123456' }, { token: auth.token });
    expect(res.status).toBe(400);
    expect((res.body as { error: { field?: string }[] }).error[0]!.field).toBe('totpUrl');
  });

  it('registers the secret of the otpauth URL when the code matches', async () => {
    const { client, auth } = await server.login('engineer');
    const res = await client.post('/api/account/registerTOTP', { username: 'engineer', password: DEMO_PASSWORD, totpUrl, totpValue: await generate({ secret }) }, { token: auth.token });
    expect(res.status).toBe(200);
    const audit = await server.database.db.selectFrom('audit_log').selectAll().where('category', '=', 'totp-registered').executeTakeFirst();
    expect(audit?.username).toBe('engineer');
  });

  it('then asks for the code (totpRequired) when the login has none', async () => {
    const client = await server.client();
    const res = await client.post('/api/account/login', { username: 'engineer', password: DEMO_PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: [{ msg: 'Enter the code from your authenticator app.', field: 'totp', severity: 2 }], totpRequired: true });
    expect(res.setCookies.some((l) => l.startsWith('refresh='))).toBe(false);
  });

  it('then refuses a wrong code', async () => {
    const client = await server.client();
    const res = await client.post('/api/account/login', { username: 'engineer', password: DEMO_PASSWORD, totp: '000000' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: [{ msg: 'Invalid authentication code.', field: 'totp', severity: 2 }], totpRequired: true });
  });

  it('then logs in with the current code', async () => {
    const client = await server.client();
    const res = await client.post('/api/account/login', { username: 'engineer', password: DEMO_PASSWORD, totp: await generate({ secret }) });
    expect(res.status).toBe(200);
    expect((res.body as { token: string }).token).toBeTruthy();
  });

  it('registers an authenticator only for one\'s own account', async () => {
    const { client, auth } = await server.login('admin');
    const res = await client.post('/api/account/registerTOTP', { username: 'operator', password: 'admin-secret-1', totpUrl, totpValue: await generate({ secret }) }, { token: auth.token });
    expect(res.status).toBe(403);
  });
});
