// The profile route (display name) and the password rules of docs/decisions.md "Password rules" as the
// server enforces them on changePassword and resetPassword.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_PASSWORD_COMMON, MSG_PASSWORD_IS_USERNAME, MSG_PASSWORD_REUSED } from '../../src/domain/passwords/password-rules';
import { decodeTokenClaims } from '../../src/domain/auth-data';
import { MSG_SEPARATORS_SAME } from '../../src/domain/locale-rules';
import { DEFAULT_LOCALE_SETTINGS } from '../../src/domain/locale-settings';
import { LOCALE_NODE_GID } from '../../server/services/user-locale';
import type { AuthData } from '../../src/domain/auth-data';
import type { TestServer } from './support/test-server';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startTestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const refusal = (msg: string, field: string) => ({ error: [{ msg, field, severity: 2 }] });

describe('GET and PUT /api/account/profile', () => {
  it('answers the caller\'s username, display name and whether an authenticator is registered', async () => {
    const { client, auth } = await server.login('engineer');
    const res = await client.get('/api/account/profile', { token: auth.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'engineer', hasTotp: false });
  });

  it('changes the display name, audits it, and the next refreshed token carries it', async () => {
    const { client, auth } = await server.login('engineer');
    const res = await client.request('PUT', '/api/account/profile', { body: { displayName: '  Erika Engineer ' }, token: auth.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ displayName: 'Erika Engineer' });
    const audit = await server.database.db.selectFrom('audit_log').selectAll().where('category', '=', 'profile-updated').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ username: 'engineer', property: 'displayName', new_value: JSON.stringify({ display_name: 'Erika Engineer' }) });
    const refreshed = await client.post('/api/account/refreshToken', {});
    expect(decodeTokenClaims((refreshed.body as AuthData).token)?.name).toBe('Erika Engineer');
  });

  it('refuses an empty or over-long display name and changes nothing', async () => {
    const { client, auth } = await server.login('operator');
    for (const displayName of ['   ', 'x'.repeat(101)]) {
      const res = await client.request('PUT', '/api/account/profile', { body: { displayName }, token: auth.token });
      expect(res.status).toBe(400);
      expect((res.body as { error: { field: string }[] }).error[0]?.field).toBe('displayName');
    }
    const row = await server.database.db.selectFrom('users').select('display_name').where('username', '=', 'operator').executeTakeFirstOrThrow();
    expect(row.display_name.trim()).not.toBe('');
  });

  it('needs a signed-in caller', async () => {
    const client = await server.client();
    expect((await client.get('/api/account/profile')).status).toBe(401);
    expect((await client.request('PUT', '/api/account/profile', { body: { displayName: 'Mallory' } })).status).toBe(401);
  });
});

describe('password rules on changePassword', () => {
  const change = async (newPass: string, username = 'operator') => {
    const { client, auth } = await server.login(username);
    const password = username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD;
    return client.post('/api/account/changePassword', { username, password, newPass1: newPass, newPass2: newPass }, { token: auth.token });
  };

  it('refuses a common password, the username, and the current password', async () => {
    expect((await change('Password123!')).body).toEqual(refusal(MSG_PASSWORD_COMMON, 'newPass1'));
    expect((await change('Operator1')).body).toEqual(refusal(MSG_PASSWORD_IS_USERNAME, 'newPass1'));
    const reuse = await change(DEMO_PASSWORD);
    expect(reuse.status).toBe(400);
    expect(reuse.body).toEqual(refusal(MSG_PASSWORD_REUSED, 'newPass1'));
  });

  it('refuses an administrator setting a user\'s current password again (checked against the stored hash)', async () => {
    const { client, auth } = await server.login('admin');
    const res = await client.post('/api/account/changePassword', { username: 'operator', password: ADMIN_PASSWORD, newPass1: DEMO_PASSWORD, newPass2: DEMO_PASSWORD }, { token: auth.token });
    expect(res.body).toEqual(refusal(MSG_PASSWORD_REUSED, 'newPass1'));
  });
});

describe('locale settings per user', () => {
  it('keeps the chosen fields, answers them over the defaults, and login answers them too', async () => {
    const { client, auth } = await server.login('operator');
    const ownLocale = { decimalSeparator: ',', thousandSeparator: '.', dateFormat: 'dd.mm.yyyy', noOfDecimals: 3 };
    const res = await client.request('PUT', '/api/account/profile', { body: { ownLocale }, token: auth.token });
    expect(res.status).toBe(200);
    const expected = { ...DEFAULT_LOCALE_SETTINGS, ...ownLocale };
    expect(res.body).toMatchObject({ ownLocale, localeSettings: expected });
    const again = await server.login('operator');
    expect(again.auth.localeSettings).toEqual(expected);
    // Another user is not affected.
    expect((await server.login('engineer')).auth.localeSettings).toEqual(DEFAULT_LOCALE_SETTINGS);
  });

  it('refuses the same character for both separators and keeps what was stored', async () => {
    const { client, auth } = await server.login('operator');
    const res = await client.request('PUT', '/api/account/profile', { body: { ownLocale: { decimalSeparator: ',', thousandSeparator: ',' } }, token: auth.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(MSG_SEPARATORS_SAME, 'thousandSeparator'));
    expect((await server.login('operator')).auth.localeSettings.decimalSeparator).toBe(',');
  });

  it('refuses unknown fields and malformed values with 400', async () => {
    const { client, auth } = await server.login('operator');
    for (const ownLocale of [{ defaultCurrency: '$' }, { noOfDecimals: '2' }, { dateFormat: 'y'.repeat(41) }]) {
      expect((await client.request('PUT', '/api/account/profile', { body: { ownLocale }, token: auth.token })).status).toBe(400);
    }
  });

  it('falls back to the server\'s Locale settings node for the fields a user did not choose', async () => {
    const db = server.database.db;
    await db.updateTable('node_properties').set({ value: JSON.stringify('mm/dd/yyyy') }).where('host', '=', '').where('node_g_id', '=', LOCALE_NODE_GID).where('prop_id', '=', 'dateFormat').execute();
    try {
      expect((await server.login('engineer')).auth.localeSettings.dateFormat).toBe('mm/dd/yyyy');
      expect((await server.login('operator')).auth.localeSettings.dateFormat).toBe('dd.mm.yyyy');
    } finally {
      await db.updateTable('node_properties').set({ value: JSON.stringify('yyyy-mm-dd') }).where('host', '=', '').where('node_g_id', '=', LOCALE_NODE_GID).where('prop_id', '=', 'dateFormat').execute();
    }
  });

  it('clears the chosen fields with an empty ownLocale', async () => {
    const { client, auth } = await server.login('operator');
    const res = await client.request('PUT', '/api/account/profile', { body: { ownLocale: {} }, token: auth.token });
    expect(res.body).toMatchObject({ ownLocale: {}, localeSettings: DEFAULT_LOCALE_SETTINGS });
  });
});
