import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_TOTP_CURRENT_INVALID, MSG_TOTP_CURRENT_REQUIRED } from '../../server/routes/account-credentials';
import { MSG_TOTP_REUSED } from '../../server/routes/account-session';
import { MSG_TOTP_SECRET_RULE, MSG_TOTP_UNSUPPORTED, newTotpSecret } from '../../server/services/totp';
import { decryptTotpSecret, totpKey } from '../../server/services/totp-encryption';
import { clearTotp } from '../../server/services/totp-store';
import type { TotpSession } from './support/totp-accounts';
import { addTotpUser, codeAt, firstError, loginWithCode, registerTotp, storedTotp } from './support/totp-accounts';
import type { TestServer } from './support/test-server';
import { DEMO_PASSWORD, startTestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A base32 secret of `length` characters (random, so each case has its own). */
function secretOfLength(length: number): string {
  return newTotpSecret().repeat(5).slice(0, length);
}

async function decryptedSecret(username: string): Promise<string | null> {
  const row = await storedTotp(server, username);
  return row.totp_secret === null ? null : decryptTotpSecret(await totpKey(server.config), row.id, row.totp_secret);
}

describe('TOTP registration and login', () => {
  const secret = newTotpSecret();
  // The code that confirmed the registration; the next tests reuse it within its window (seconds later).
  let registrationCode = '';

  it('refuses to register a wrong code and keeps the account without TOTP', async () => {
    const session = await addTotpUser(server, 'reg-user');
    const res = await registerTotp(session, secret, { totpValue: '000000' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: [{ msg: 'Invalid authentication code.', field: 'totpValue', severity: 2 }] });
    expect((await storedTotp(server, 'reg-user')).totp_secret).toBeNull();
  });

  it('refuses a URL without a secret', async () => {
    const { client, auth } = await server.login('engineer');
    const res = await client.post('/api/account/registerTOTP', { username: 'engineer', password: DEMO_PASSWORD, totpUrl: 'otpauth://totp/x', totpValue: '123456' }, { token: auth.token });
    expect(res.status).toBe(400);
    expect(firstError(res)).toMatchObject({ msg: 'The authenticator URL has no valid secret.', field: 'totpUrl' });
  });

  it('registers the secret of the otpauth URL when the code matches, encrypted in the database', async () => {
    const session = await server.login('reg-user', 'totp-secret-1');
    registrationCode = await codeAt(secret, 0);
    const res = await registerTotp({ ...session, username: 'reg-user' }, secret, { totpValue: registrationCode });
    expect(res.status).toBe(200);
    const audit = await server.database.db.selectFrom('audit_log').selectAll().where('category', '=', 'totp-registered').executeTakeFirst();
    expect(audit?.username).toBe('reg-user');

    const row = await storedTotp(server, 'reg-user');
    expect(row.totp_secret).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(row.totp_secret).not.toContain(secret);
    expect(row.totp_secret?.toLowerCase()).not.toContain(secret.toLowerCase());
    expect(await decryptedSecret('reg-user')).toBe(secret);
  });

  it('then asks for the code (totpRequired) when the login has none', async () => {
    const client = await server.client();
    const res = await client.post('/api/account/login', { username: 'reg-user', password: 'totp-secret-1' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: [{ msg: 'Enter the code from your authenticator app.', field: 'totp', severity: 2 }], totpRequired: true });
    expect(res.setCookies.some((l) => l.startsWith('refresh='))).toBe(false);
  });

  it('then refuses a wrong code', async () => {
    const res = await loginWithCode(await server.client(), 'reg-user', '000000');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: [{ msg: 'Invalid authentication code.', field: 'totp', severity: 2 }], totpRequired: true });
  });

  it('refuses the code that confirmed the registration: its step is spent', async () => {
    const res = await loginWithCode(await server.client(), 'reg-user', registrationCode);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: [{ msg: MSG_TOTP_REUSED, field: 'totp', severity: 2 }], totpRequired: true });
  });

  it('logs in with a new code once and refuses the same code a second time', async () => {
    const code = await codeAt(secret, 1);
    const first = await loginWithCode(await server.client(), 'reg-user', code);
    expect(first.status).toBe(200);
    expect((first.body as { token: string }).token).toBeTruthy();

    const second = await loginWithCode(await server.client(), 'reg-user', code);
    expect(second.status).toBe(401);
    expect(firstError(second)).toEqual({ msg: MSG_TOTP_REUSED, field: 'totp', severity: 2 });
    expect(second.setCookies.some((l) => l.startsWith('refresh='))).toBe(false);
    const failed = await server.database.db.selectFrom('audit_log').select('reason').where('category', '=', 'login-failed').where('username', '=', 'reg-user').execute();
    expect(failed.map((r) => r.reason)).toContain('authentication code reused');
  });

  it('registers an authenticator only for one\'s own account', async () => {
    const { client, auth } = await server.login('admin');
    const res = await client.post('/api/account/registerTOTP', { username: 'operator', password: 'admin-secret-1', totpUrl: `otpauth://totp/x?secret=${secret}`, totpValue: await codeAt(secret, 0) }, { token: auth.token });
    expect(res.status).toBe(403);
  });
});

describe('concurrent logins with the same code', () => {
  it('lets exactly one of them in', async () => {
    const secret = newTotpSecret();
    const session = await addTotpUser(server, 'race-user');
    expect((await registerTotp(session, secret)).status).toBe(200);

    const code = await codeAt(secret, 1);
    const clients = await Promise.all(Array.from({ length: 6 }, () => server.client()));
    const answers = await Promise.all(clients.map((client) => loginWithCode(client, 'race-user', code)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(5);
    for (const answer of refused) expect(firstError(answer)?.msg).toBe(MSG_TOTP_REUSED);

    const row = await server.database.db.selectFrom('users').select('id').where('username', '=', 'race-user').executeTakeFirstOrThrow();
    expect(await server.database.db.selectFrom('sessions').select('id').where('user_id', '=', row.id).execute()).toHaveLength(2);
  });
});

describe('replacing an authenticator', () => {
  const first = newTotpSecret();
  const second = newTotpSecret();
  let registrationCode = '';
  // Signed in before the authenticator was registered: a login now would need its code.
  let session: TotpSession;

  it('needs a current code of the registered one', async () => {
    session = await addTotpUser(server, 'swap-user');
    registrationCode = await codeAt(first, 0);
    expect((await registerTotp(session, first, { totpValue: registrationCode })).status).toBe(200);

    const res = await registerTotp(session, second);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: [{ msg: MSG_TOTP_CURRENT_REQUIRED, field: 'currentTotp', severity: 2 }] });
    expect(await decryptedSecret('swap-user')).toBe(first);
  });

  it('refuses a wrong current code, and the code already spent at registration', async () => {
    const wrong = await registerTotp(session, second, { currentTotp: '000000' });
    expect(wrong.status).toBe(403);
    expect(firstError(wrong)).toEqual({ msg: MSG_TOTP_CURRENT_INVALID, field: 'currentTotp', severity: 2 });

    const spent = await registerTotp(session, second, { currentTotp: registrationCode });
    expect(spent.status).toBe(403);
    expect(firstError(spent)?.msg).toBe(MSG_TOTP_CURRENT_INVALID);
    expect(await decryptedSecret('swap-user')).toBe(first);
  });

  it('replaces it with a current code, which is then spent', async () => {
    const currentTotp = await codeAt(first, 1);
    const res = await registerTotp(session, second, { currentTotp });
    expect(res.status).toBe(200);
    expect(await decryptedSecret('swap-user')).toBe(second);
    const audit = await server.database.db.selectFrom('audit_log').select('message').where('category', '=', 'totp-registered').where('username', '=', 'swap-user').orderBy('id', 'desc').executeTakeFirst();
    expect(audit?.message).toBe('Authenticator replaced');
    // The old authenticator no longer logs in; the new one does.
    expect((await loginWithCode(await server.client(), 'swap-user', await codeAt(first, 1))).status).toBe(401);
    expect((await loginWithCode(await server.client(), 'swap-user', await codeAt(second, 1))).status).toBe(200);
  });
});

describe('secret lengths', () => {
  it.each([16, 17, 20, 25, 26, 32, 128])('accepts a secret of %i base32 characters and logs in with it', async (length) => {
    const secret = secretOfLength(length);
    const session = await addTotpUser(server, `len-${length}`);
    const res = await registerTotp(session, secret);
    expect(res.status).toBe(200);
    expect((await loginWithCode(await server.client(), `len-${length}`, await codeAt(secret, 1))).status).toBe(200);
  });

  it.each([10, 15, 129])('refuses a secret of %i characters, naming the rule', async (length) => {
    const session = await addTotpUser(server, `short-${length}`);
    const res = await registerTotp(session, secretOfLength(length), { totpValue: '123456' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: [{ msg: MSG_TOTP_SECRET_RULE, field: 'totpUrl', severity: 2 }] });
    expect((await storedTotp(server, `short-${length}`)).totp_secret).toBeNull();
  });

  it('refuses characters outside base32 with the same rule', async () => {
    const session = await addTotpUser(server, 'alphabet-user');
    const res = await registerTotp(session, 'ABCDEFGH01890189', { totpValue: '123456' });
    expect(firstError(res)).toEqual({ msg: MSG_TOTP_SECRET_RULE, field: 'totpUrl', severity: 2 });
  });

  it('refuses authenticators of another algorithm, length or period instead of calling their codes wrong', async () => {
    const session = await addTotpUser(server, 'algo-user');
    const secret = newTotpSecret();
    for (const params of ['algorithm=SHA256', 'digits=8', 'period=60']) {
      const res = await registerTotp(session, secret, { totpUrl: `otpauth://totp/x?secret=${secret}&${params}` });
      expect(res.status).toBe(400);
      expect(firstError(res)).toEqual({ msg: MSG_TOTP_UNSUPPORTED, field: 'totpUrl', severity: 2 });
    }
    const explicit = await registerTotp(session, secret, { totpUrl: `otpauth://totp/x?secret=${secret}&algorithm=SHA1&digits=6&period=30` });
    expect(explicit.status).toBe(200);
  });

  it('makes new secrets of 160 bits', () => {
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });
});

describe('clearTotp', () => {
  it('removes the secret and the spent step, so the user logs in with the password alone and may register again', async () => {
    const secret = newTotpSecret();
    const session = await addTotpUser(server, 'lost-device');
    expect((await registerTotp(session, secret)).status).toBe(200);
    const before = await server.database.db.selectFrom('users').select(['id', 'security_version']).where('username', '=', 'lost-device').executeTakeFirstOrThrow();

    expect(await clearTotp(server.database.db, before.id)).toBe(true);
    const row = await server.database.db.selectFrom('users').select(['totp_secret', 'totp_last_step', 'security_version']).where('id', '=', before.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ totp_secret: null, totp_last_step: 0, security_version: before.security_version + 1 });
    expect(await clearTotp(server.database.db, 999_999)).toBe(false);

    const again = { ...(await server.login('lost-device', 'totp-secret-1')), username: 'lost-device' };
    expect((await registerTotp(again, newTotpSecret())).status).toBe(200);
  });
});
