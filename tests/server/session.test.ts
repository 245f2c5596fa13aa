import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthData } from '../../src/domain/auth-data';
import { decodeTokenClaims } from '../../src/domain/auth-data';
import { createServerSettings } from '../../server/services/server-settings';
import { signAccessToken } from '../../server/services/tokens';
import type { TestServer } from './support/test-server';
import { DEMO_PASSWORD, startTestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('access tokens', () => {
  it('lets a valid bearer token through', async () => {
    const { client, auth } = await server.login('operator');
    const res = await client.get('/api/licence/check', { token: auth.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ licensedTo: '', valid: false });
  });

  it('answers a missing token with 401 Authentication required', async () => {
    const client = await server.client();
    const res = await client.get('/api/licence/check');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: [{ msg: 'Authentication required.', severity: 2 }] });
    expect(res.headers.get('token-expired')).toBeNull();
  });

  it('answers an expired token with 401 and the token-expired header', async () => {
    const { client, auth } = await server.login('operator');
    const claims = decodeTokenClaims(auth.token)!;
    const { jwtKey } = await createServerSettings(server.database.db).secrets();
    const past = new Date(Date.now() - 3600_000);
    const expired = await signAccessToken(jwtKey, { userId: Number(claims.jti), sessionId: claims.sid, displayName: claims.name }, 60, past);
    const res = await client.get('/api/licence/check', { token: expired });
    expect(res.status).toBe(401);
    expect(res.headers.get('token-expired')).toBe('true');
    expect(res.body).toEqual({ error: [{ msg: 'Token expired.', severity: 2 }] });
  });

  it('answers a token signed with another key with a plain 401, not token-expired', async () => {
    const { client, auth } = await server.login('operator');
    const claims = decodeTokenClaims(auth.token)!;
    const forged = await new SignJWT({ sid: claims.sid, gId: claims.gId, name: claims.name })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(claims.jti)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode('x'.repeat(32)));
    const res = await client.get('/api/licence/check', { token: forged });
    expect(res.status).toBe(401);
    expect(res.headers.get('token-expired')).toBeNull();
    expect(res.body).toEqual({ error: [{ msg: 'Authentication required.', severity: 2 }] });
  });
});

describe('POST /api/account/refreshToken', () => {
  it('rotates the refresh secret and answers a new AuthData', async () => {
    const { client, auth } = await server.login('engineer');
    const oldCookie = client.cookie('refresh')!.value;
    const sid = decodeTokenClaims(auth.token)!.sid;
    const before = await server.database.db.selectFrom('sessions').selectAll().where('id', '=', sid).executeTakeFirstOrThrow();
    // Tokens carry whole seconds: wait for the next one so the new token differs.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const res = await client.post('/api/account/refreshToken');
    expect(res.status).toBe(200);
    const fresh = res.body as AuthData;
    expect(fresh.token).not.toBe(auth.token);
    expect(decodeTokenClaims(fresh.token)!.sid).toBe(sid);
    expect(fresh.rights).toEqual(auth.rights);
    expect(client.cookie('refresh')!.value).not.toBe(oldCookie);
    const after = await server.database.db.selectFrom('sessions').selectAll().where('id', '=', sid).executeTakeFirstOrThrow();
    expect(after.refresh_hash).not.toBe(before.refresh_hash);
    expect(after.expires_at > before.expires_at).toBe(true);
    expect((await client.get('/api/licence/check', { token: fresh.token })).status).toBe(200);
  });

  it('accepts an empty JSON body', async () => {
    const { client } = await server.login('engineer');
    const res = await client.request('POST', '/api/account/refreshToken', { rawBody: '' });
    expect(res.status).toBe(200);
  });

  it('refuses a stale refresh secret once the grace period is over', async () => {
    const { client } = await server.login('engineer');
    const oldCookie = client.cookie('refresh')!.value;
    expect((await client.post('/api/account/refreshToken')).status).toBe(200);
    const sid = oldCookie.split('.')[0]!;
    await server.database.db.updateTable('sessions').set({ rotated_at: new Date(Date.now() - 3600_000).toISOString() }).where('id', '=', sid).execute();
    const stale = await server.client();
    stale.cookies.set('refresh', { value: oldCookie, path: '/api/account', attributes: '' });
    const res = await stale.post('/api/account/refreshToken');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: [{ msg: 'Session expired.', severity: 2 }] });
  });

  it('answers 401 Session expired without a cookie', async () => {
    const client = await server.client();
    const res = await client.post('/api/account/refreshToken');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: [{ msg: 'Session expired.', severity: 2 }] });
  });
});

describe('POST /api/account/logout', () => {
  it('ends the session: the old token and the refresh cookie stop working', async () => {
    const { client, auth } = await server.login('operator');
    const cookie = client.cookie('refresh')!.value;
    const res = await client.post('/api/account/logout?sessionExpired=false', undefined, { token: auth.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect(client.cookie('refresh')).toBeUndefined();

    expect((await client.get('/api/licence/check', { token: auth.token })).status).toBe(401);
    client.cookies.set('refresh', { value: cookie, path: '/api/account', attributes: '' });
    expect((await client.post('/api/account/refreshToken')).status).toBe(401);

    const sid = decodeTokenClaims(auth.token)!.sid;
    const session = await server.database.db.selectFrom('sessions').selectAll().where('id', '=', sid).executeTakeFirstOrThrow();
    expect(session.ended_reason).toBe('logout');
    const audit = await server.database.db.selectFrom('audit_log').selectAll().where('category', '=', 'logout').where('entity_id', '=', sid).executeTakeFirst();
    expect(audit?.username).toBe('operator');
  });

  it('ends the session by the refresh cookie alone and records sessionExpired', async () => {
    const { client, auth } = await server.login('operator');
    const res = await client.post('/api/account/logout?sessionExpired=true');
    expect(res.status).toBe(200);
    const sid = decodeTokenClaims(auth.token)!.sid;
    const session = await server.database.db.selectFrom('sessions').selectAll().where('id', '=', sid).executeTakeFirstOrThrow();
    expect(session.ended_reason).toBe('expired');
  });

  it('answers 200 {} when there is nothing to end', async () => {
    const client = await server.client();
    const res = await client.post('/api/account/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
  });

  it('rejects a sessionExpired value other than true or false', async () => {
    const client = await server.client();
    const res = await client.post('/api/account/logout?sessionExpired=maybe');
    expect(res.status).toBe(400);
    expect((res.body as { error: { field?: string }[] }).error[0]!.field).toBe('sessionExpired');
  });
});

describe('caching of answers with tokens or personal data', () => {
  it('sends Cache-Control: no-store with login, refresh, personal and error answers', async () => {
    const { client, auth } = await server.login('operator');
    const login = await client.post('/api/account/login', { username: 'operator', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const refresh = await client.post('/api/account/refreshToken');
    expect(refresh.status).toBe(200);
    const personal = await client.get('/api/licence/check', { token: auth.token });
    expect(personal.status).toBe(200);
    const refused = await client.get('/api/licence/check');
    expect(refused.status).toBe(401);
    const health = await client.get('/api/health');
    for (const res of [login, refresh, personal, refused, health, await client.post('/api/account/logout')]) {
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});
