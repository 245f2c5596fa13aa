// The language kept per user (docs/decisions.md "The language is kept per user"): login stores a language
// only when one is sent, login and refreshToken answer the stored one, the profile reads and changes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthData } from '../../src/domain/auth-data';
import { HEADER_MUTATION_ID, HEADER_MUTATION_REPLAYED, newClientId } from '../../src/domain/mutation-id';
import type { TestServer } from './support/test-server';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startTestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const passwordOf = (username: string) => (username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD);

async function loginWith(username: string, lang?: string) {
  const client = await server.client();
  const res = await client.post('/api/account/login', { username, password: passwordOf(username), ...(lang === undefined ? {} : { lang }) });
  return { client, res, auth: res.body as AuthData };
}

async function storedLang(username: string): Promise<string> {
  return (await server.database.db.selectFrom('users').select('lang').where('username', '=', username).executeTakeFirstOrThrow()).lang;
}

/** The existing error format of a schema refusal (server/services/validation.ts), as docs/api.md gives it. */
const MSG_BAD_LANG = 'lang: Invalid option: expected one of "en"|"de"|"sl".';

describe('the language at login', () => {
  it('stores a sent language and answers it; a later login without one keeps it (per user, not per device)', async () => {
    const first = await loginWith('engineer', 'de');
    expect(first.res.status).toBe(200);
    expect(first.auth.lang).toBe('de');
    const later = await loginWith('engineer');
    expect(later.auth.lang).toBe('de');
    expect(await storedLang('engineer')).toBe('de');
  });

  it('refuses a code that is not a supported language with a field error on lang, and stores nothing', async () => {
    const before = await storedLang('engineer');
    for (const lang of ['xx', 'DE', '', 'de-AT']) {
      const { res } = await loginWith('engineer', lang);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: [{ msg: MSG_BAD_LANG, field: 'lang', severity: 2 }] });
    }
    expect(await storedLang('engineer')).toBe(before);
  });

  it('answers the stored language on refreshToken', async () => {
    const { client } = await loginWith('engineer', 'sl');
    await server.database.db.updateTable('users').set({ lang: 'de' }).where('username', '=', 'engineer').execute();
    const refreshed = await client.post('/api/account/refreshToken', {});
    expect(refreshed.status).toBe(200);
    expect((refreshed.body as AuthData).lang).toBe('de');
  });

  it('answers the default language for a value stored before codes were checked', async () => {
    await server.database.db.updateTable('users').set({ lang: 'klingon' }).where('username', '=', 'engineer').execute();
    expect((await loginWith('engineer')).auth.lang).toBe('en');
  });
});

describe('the language in the profile', () => {
  it('answers it on GET; PUT changes it, audits it, and the next login and refresh answer it', async () => {
    const adminBefore = await storedLang('admin');
    const { client, auth } = await loginWith('operator', 'en');
    expect((await client.get('/api/account/profile', { token: auth.token })).body).toMatchObject({ lang: 'en' });

    const res = await client.request('PUT', '/api/account/profile', { body: { lang: 'sl' }, token: auth.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ lang: 'sl', username: 'operator' });
    const audit = await server.database.db.selectFrom('audit_log').selectAll().where('category', '=', 'profile-updated').where('username', '=', 'operator').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ property: 'lang', old_value: JSON.stringify({ lang: 'en' }), new_value: JSON.stringify({ lang: 'sl' }) });

    expect(((await client.post('/api/account/refreshToken', {})).body as AuthData).lang).toBe('sl');
    expect((await loginWith('operator')).auth.lang).toBe('sl');
    // Another user's language is not touched.
    expect(await storedLang('admin')).toBe(adminBefore);
    expect((await server.login('admin')).auth.lang).toBe(adminBefore);
  });

  it('refuses an unsupported code with a field error on lang and keeps the stored language', async () => {
    const { client, auth } = await loginWith('operator');
    const before = await storedLang('operator');
    const res = await client.request('PUT', '/api/account/profile', { body: { lang: 'xx' }, token: auth.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: [{ msg: MSG_BAD_LANG, field: 'lang', severity: 2 }] });
    expect(await storedLang('operator')).toBe(before);
  });

  it('applies a replayed X-Mutation-Id once: one change, one audit entry, the stored answer', async () => {
    const { client, auth } = await loginWith('operator', 'en');
    const db = server.database.db;
    const audits = async () => (await db.selectFrom('audit_log').select('id').where('category', '=', 'profile-updated').where('username', '=', 'operator').execute()).length;
    const before = await audits();
    const mutationId = `${newClientId()}:1`;
    const send = () => client.request('PUT', '/api/account/profile', { body: { lang: 'de' }, token: auth.token, headers: { [HEADER_MUTATION_ID]: mutationId } });
    const first = await send();
    expect(first.status, first.text).toBe(200);
    // Changed in between: a replay must not put 'de' back.
    await db.updateTable('users').set({ lang: 'sl' }).where('username', '=', 'operator').execute();
    const again = await send();
    expect(again.headers.get(HEADER_MUTATION_REPLAYED)).toBe('1');
    expect(again.text).toBe(first.text);
    expect(await storedLang('operator')).toBe('sl');
    expect(await audits()).toBe(before + 1);
  });
});
