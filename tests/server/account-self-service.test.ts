// forgot, register and confirm (console.md §7) and the reset that spends a forgot code: success and failure
// paths, expired and reused codes, rate limits, and that codes reach the System event log when no mail
// server is configured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_PASSWORD_COMMON, MSG_PASSWORD_REUSED } from '../../src/domain/passwords/password-rules';
import { SELF_SERVICE_LIMITS } from '../../server/config';
import { MSG_CONFIRM_CODE_INVALID } from '../../server/routes/account-self-service';
import { MSG_REGISTRATION_OFF } from '../../src/domain/account-registration';
import { MSG_RESET_CODE_INVALID } from '../../server/routes/account-reset';
import { ACCOUNT_CODE_CATEGORY } from '../../server/services/account-code-delivery';
import type { FakeSmtp } from './support/fake-smtp';
import { startFakeSmtp } from './support/fake-smtp';
import type { TestResponse } from './support/test-client';
import type { TestServer } from './support/test-server';
import { DEMO_PASSWORD, startTestServer } from './support/test-server';

const GENEROUS = { max: 1000, windowMs: 60_000 };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { selfServiceLimits: { forgotPerAddress: GENEROUS, forgotPerUsername: GENEROUS, registerPerAddress: GENEROUS, confirmPerAddress: GENEROUS } } });
});
afterAll(async () => {
  await server.close();
});

const refusal = (msg: string, field: string) => ({ error: [{ msg, field, severity: 2 }] });

async function post(path: string, body: unknown): Promise<TestResponse> {
  return (await server.client()).post(path, body);
}

/** The newest code the System event log holds for the user and kind, as an administrator reads it. */
async function loggedCode(username: string, kind: 'password-reset' | 'account-confirmation'): Promise<string | null> {
  const row = await server.database.db
    .selectFrom('audit_log')
    .select(['message', 'source'])
    .where('category', '=', ACCOUNT_CODE_CATEGORY)
    .where('username', '=', username)
    .where('property', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  expect(row.source).toBe('System');
  expect(row.message).toMatch(/^Mail is not configured \(SMTP_HOST\)\. /);
  return /: ([A-Za-z0-9_-]{32}), valid until/.exec(row.message ?? '')?.[1] ?? null;
}

async function canLogin(username: string, password: string): Promise<number> {
  return (await post('/api/account/login', { username, password })).status;
}

async function expireCodes(username: string): Promise<void> {
  const past = new Date(Date.now() - 1000).toISOString();
  await server.database.db.updateTable('users').set({ reset_expires_at: past, confirm_expires_at: past }).where('username', '=', username).execute();
}

describe('POST /api/account/forgot and the reset that spends its code', () => {
  it('answers the same for an unknown account and issues no code', async () => {
    const res = await post('/api/account/forgot', { username: 'nobody-here' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect(await loggedCode('nobody-here', 'password-reset')).toBeNull();
  });

  it('puts a code in the System event log; the old password keeps working until the code is used once', async () => {
    expect((await post('/api/account/forgot', { username: 'Operator' })).body).toEqual({});
    const code = await loggedCode('operator', 'password-reset');
    expect(code).not.toBeNull();
    expect(await canLogin('operator', DEMO_PASSWORD)).toBe(200);
    const { client, auth } = await server.login('operator');

    const reuseOld = await post('/api/account/resetPassword', { code, pass1: DEMO_PASSWORD, pass2: DEMO_PASSWORD });
    expect(reuseOld.body).toEqual(refusal(MSG_PASSWORD_REUSED, 'pass1'));
    const common = await post('/api/account/resetPassword', { code, pass1: 'Password2024!', pass2: 'Password2024!' });
    expect(common.body).toEqual(refusal(MSG_PASSWORD_COMMON, 'pass1'));

    expect((await post('/api/account/resetPassword', { code, pass1: 'violet-kettle-42', pass2: 'violet-kettle-42' })).status).toBe(200);
    expect(await canLogin('operator', DEMO_PASSWORD)).toBe(401);
    expect(await canLogin('operator', 'violet-kettle-42')).toBe(200);
    // Sessions opened with the old password end.
    expect((await client.get('/api/licence/check', { token: auth.token })).status).toBe(401);

    const reused = await post('/api/account/resetPassword', { code, pass1: 'another-kettle-43', pass2: 'another-kettle-43' });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual(refusal(MSG_RESET_CODE_INVALID, 'code'));
  });

  it('refuses an expired code, and a newer request replaces the older code', async () => {
    await post('/api/account/forgot', { username: 'engineer' });
    const first = await loggedCode('engineer', 'password-reset');
    await expireCodes('engineer');
    const expired = await post('/api/account/resetPassword', { code: first, pass1: 'violet-kettle-42', pass2: 'violet-kettle-42' });
    expect(expired.body).toEqual(refusal(MSG_RESET_CODE_INVALID, 'code'));

    await post('/api/account/forgot', { username: 'engineer' });
    const second = await loggedCode('engineer', 'password-reset');
    await post('/api/account/forgot', { username: 'engineer' });
    const third = await loggedCode('engineer', 'password-reset');
    expect(third).not.toBe(second);
    expect((await post('/api/account/resetPassword', { code: second, pass1: 'violet-kettle-42', pass2: 'violet-kettle-42' })).status).toBe(400);
    expect(await canLogin('engineer', DEMO_PASSWORD)).toBe(200);
  });

  it('lasts a day when an administrator passes the code on', async () => {
    await post('/api/account/forgot', { username: 'engineer' });
    const row = await server.database.db.selectFrom('users').select('reset_expires_at').where('username', '=', 'engineer').executeTakeFirstOrThrow();
    const hours = (Date.parse(row.reset_expires_at ?? '') - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('refuses a malformed body', async () => {
    expect((await post('/api/account/forgot', { username: '' })).status).toBe(400);
    expect((await post('/api/account/forgot', {})).status).toBe(400);
  });
});

describe('POST /api/account/register and /confirm', () => {
  it('tells anyone, without a session, that self-registration is on', async () => {
    const res = await (await server.client()).get('/api/account/registration');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ selfRegistration: true });
  });

  const registration = { username: 'newbie', displayName: 'New Bie', email: 'newbie@example.com', password: 'violet-kettle-42', password2: 'violet-kettle-42' };

  it('creates a disabled account without rights whose code goes to the System log; the code confirms it once', async () => {
    const res = await post('/api/account/register', registration);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    const row = await server.database.db.selectFrom('users').selectAll().where('username', '=', 'newbie').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ disabled: 1, email: 'newbie@example.com', display_name: 'New Bie' });
    expect(await server.database.db.selectFrom('user_roles').select('role_id').where('user_id', '=', row.id).execute()).toEqual([]);
    expect(await canLogin('newbie', 'violet-kettle-42')).toBe(401);

    const code = await loggedCode('newbie', 'account-confirmation');
    expect(code).not.toBeNull();
    expect((await post('/api/account/confirm', { code })).status).toBe(200);
    expect(await canLogin('newbie', 'violet-kettle-42')).toBe(200);
    const again = await post('/api/account/confirm', { code });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(refusal(MSG_CONFIRM_CODE_INVALID, 'code'));
  });

  it('refuses a taken username regardless of case, a common password and a mismatch', async () => {
    const taken = await post('/api/account/register', { ...registration, username: 'OPERATOR' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual(refusal('This username is already taken.', 'username'));
    const common = await post('/api/account/register', { ...registration, username: 'other1', password: 'qwerty123', password2: 'qwerty123' });
    expect(common.body).toEqual(refusal(MSG_PASSWORD_COMMON, 'password'));
    const mismatch = await post('/api/account/register', { ...registration, username: 'other1', password2: 'violet-kettle-43' });
    expect(mismatch.body).toEqual(refusal('Passwords do not match.', 'password2'));
    const badMail = await post('/api/account/register', { ...registration, username: 'other1', email: 'not-an-address' });
    expect(badMail.status).toBe(400);
    expect((badMail.body as { error: { field: string }[] }).error[0]?.field).toBe('email');
    expect(await server.database.db.selectFrom('users').select('id').where('username', '=', 'other1').executeTakeFirst()).toBeUndefined();
  });

  it('refuses an expired confirmation code and frees the username for a new registration', async () => {
    await post('/api/account/register', { ...registration, username: 'late' });
    const code = await loggedCode('late', 'account-confirmation');
    await expireCodes('late');
    const expired = await post('/api/account/confirm', { code });
    expect(expired.body).toEqual(refusal(MSG_CONFIRM_CODE_INVALID, 'code'));
    expect(await canLogin('late', 'violet-kettle-42')).toBe(401);
    expect((await post('/api/account/register', { ...registration, username: 'late' })).status).toBe(200);
    const fresh = await loggedCode('late', 'account-confirmation');
    expect((await post('/api/account/confirm', { code: fresh })).status).toBe(200);
  });

  it('refuses an unknown or empty code', async () => {
    expect((await post('/api/account/confirm', { code: 'x'.repeat(32) })).body).toEqual(refusal(MSG_CONFIRM_CODE_INVALID, 'code'));
    expect((await post('/api/account/confirm', { code: '' })).status).toBe(400);
  });

  it('lets an administrator approve a registration, and a later disable is not undone by the code', async () => {
    await post('/api/account/register', { ...registration, username: 'approved' });
    const code = await loggedCode('approved', 'account-confirmation');
    const admin = await server.login('admin');
    const { id } = await server.database.db.selectFrom('users').select('id').where('username', '=', 'approved').executeTakeFirstOrThrow();
    expect((await admin.client.post(`/api/admin/users/${id}/enable`, {}, { token: admin.auth.token })).status).toBe(200);
    expect(await canLogin('approved', 'violet-kettle-42')).toBe(200);
    expect((await admin.client.post(`/api/admin/users/${id}/disable`, {}, { token: admin.auth.token })).status).toBe(200);
    expect((await post('/api/account/confirm', { code })).body).toEqual(refusal(MSG_CONFIRM_CODE_INVALID, 'code'));
    expect(await canLogin('approved', 'violet-kettle-42')).toBe(401);
  });

  it('issues no reset code for an account waiting for confirmation', async () => {
    await post('/api/account/register', { ...registration, username: 'pending' });
    await post('/api/account/forgot', { username: 'pending' });
    expect(await loggedCode('pending', 'password-reset')).toBeNull();
  });
});

describe('limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ config: { selfRegistration: false, selfServiceLimits: SELF_SERVICE_LIMITS } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('tells anyone, without a session, that self-registration is off', async () => {
    const res = await (await limited.client()).get('/api/account/registration');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ selfRegistration: false });
  });

  it('refuses registration when it is turned off', async () => {
    const res = await (await limited.client()).post('/api/account/register', { username: 'x1', displayName: 'X', password: 'violet-kettle-42', password2: 'violet-kettle-42' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: [{ msg: MSG_REGISTRATION_OFF, severity: 2 }] });
  });

  it('answers 429 with Retry-After after 3 forgot requests for one username in an hour', async () => {
    const client = await limited.client();
    for (let i = 0; i < SELF_SERVICE_LIMITS.forgotPerUsername.max; i++) expect((await client.post('/api/account/forgot', { username: 'engineer' })).status).toBe(200);
    const res = await client.post('/api/account/forgot', { username: 'Engineer' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: [{ msg: 'Too many requests. Try again in 60 minutes.', severity: 2 }] });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3500);
  });

  it('answers 429 after 20 confirmations from one address in 15 minutes', async () => {
    const client = await limited.client();
    for (let i = 0; i < SELF_SERVICE_LIMITS.confirmPerAddress.max; i++) expect((await client.post('/api/account/confirm', { code: `wrong-${i}` })).status).toBe(400);
    expect((await client.post('/api/account/confirm', { code: 'wrong-x' })).status).toBe(429);
  });
});

describe('codes by mail when SMTP is configured', () => {
  let smtp: FakeSmtp;
  let mailing: TestServer;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    mailing = await startTestServer({ config: { smtp: { host: '127.0.0.1', port: smtp.port, from: 'console@lab.example' }, publicOrigin: 'https://console.lab.example' } });
  });
  afterAll(async () => {
    await mailing.close();
    await smtp.close();
  });

  const systemEntries = async (username: string) =>
    mailing.database.db.selectFrom('audit_log').select(['message', 'property']).where('category', '=', ACCOUNT_CODE_CATEGORY).where('username', '=', username).orderBy('id').execute();

  it('mails the confirmation code with a link on PUBLIC_ORIGIN; the event log says it went, without the code', async () => {
    const client = await mailing.client();
    expect((await client.post('/api/account/register', { username: 'mailed', displayName: 'Mai Led', email: 'mai@lab.example', password: 'violet-kettle-42', password2: 'violet-kettle-42' })).status).toBe(200);
    await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(1);
    const mail = smtp.mails[0];
    expect(mail).toMatchObject({ from: 'console@lab.example', to: 'mai@lab.example' });
    expect(mail?.data).toContain('Subject: Confirm your account');
    const code = /https:\/\/console\.lab\.example\/account\/confirm\?code=([A-Za-z0-9_-]{32})/.exec(mail?.data ?? '')?.[1];
    expect(code).toBeDefined();
    const entries = await systemEntries('mailed');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.message).toMatch(/^Confirmation code for mailed mailed to mai@lab\.example, valid until /);
    expect(entries[0]?.message).not.toContain(code);
    expect((await client.post('/api/account/confirm', { code })).status).toBe(200);
  });

  it('mails a forgot code that lasts an hour', async () => {
    await (await mailing.client()).post('/api/account/forgot', { username: 'mailed' });
    await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(2);
    expect(smtp.mails[1]?.data).toContain('Subject: Your password reset code');
    const row = await mailing.database.db.selectFrom('users').select('reset_expires_at').where('username', '=', 'mailed').executeTakeFirstOrThrow();
    expect((Date.parse(row.reset_expires_at ?? '') - Date.now()) / 60_000).toBeLessThanOrEqual(60);
  });

  it('puts the code in the event log when the mail is refused or the account has no address', async () => {
    smtp.refuseRecipients = true;
    try {
      await (await mailing.client()).post('/api/account/forgot', { username: 'mailed' });
      // The mail is sent after the answer (its delay must not tell that the account exists).
      await expect.poll(async () => (await systemEntries('mailed')).at(-1)?.message ?? '', { timeout: 20_000 }).toMatch(/^Mail to mai@lab\.example failed \(SMTP RCPT: 550 no such mailbox\)\. Password reset code for mailed/);
    } finally {
      smtp.refuseRecipients = false;
    }
    await (await mailing.client()).post('/api/account/forgot', { username: 'operator' });
    expect((await systemEntries('operator')).at(-1)?.message).toMatch(/^The account has no e-mail address\. Password reset code for operator/);
  });
});
