import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_ACTIVITY_AGE } from '../../src/domain/app-constants';
import type { AuthData } from '../../src/domain/auth-data';
import { decodeTokenClaims } from '../../src/domain/auth-data';
import { createServerSettings } from '../../server/services/server-settings';
import { signAccessToken } from '../../server/services/tokens';
import type { TestClient } from './support/test-client';
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

describe('refresh secret reuse and session limits', () => {
  const db = () => server.database.db;

  async function sessionRow(sid: string) {
    return db().selectFrom('sessions').selectAll().where('id', '=', sid).executeTakeFirstOrThrow();
  }

  async function endedAudit(sid: string) {
    return db().selectFrom('audit_log').selectAll().where('category', '=', 'session-ended').where('entity_id', '=', sid).execute();
  }

  function clientWithCookie(client: TestClient, value: string): TestClient {
    client.cookies.set('refresh', { value, path: '/api/account', attributes: '' });
    return client;
  }

  it('ends the whole session when a replaced secret comes back after the grace: the current holder is out too', async () => {
    const { client, auth } = await server.login('engineer');
    const stolen = client.cookie('refresh')!.value;
    const sid = stolen.split('.')[0]!;
    expect((await client.post('/api/account/refreshToken')).status).toBe(200);
    await db().updateTable('sessions').set({ rotated_at: new Date(Date.now() - 3600_000).toISOString() }).where('id', '=', sid).execute();

    const thief = clientWithCookie(await server.client(), stolen);
    const replay = await thief.post('/api/account/refreshToken');
    expect(replay.status).toBe(401);
    expect((await sessionRow(sid)).ended_reason).toBe('refresh-reuse');
    const audit = await endedAudit(sid);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ username: 'engineer', reason: 'refresh-reuse' });

    const legitimate = await client.post('/api/account/refreshToken');
    expect(legitimate.status).toBe(401);
    expect(legitimate.body).toEqual({ error: [{ msg: 'Session expired.', severity: 2 }] });
    expect((await client.get('/api/licence/check', { token: auth.token })).status).toBe(401);
  });

  it('honours the replaced secret within the grace (tabs refreshing at once) without a new cookie and without ending the session', async () => {
    const { client } = await server.login('engineer');
    const previous = client.cookie('refresh')!.value;
    const sid = previous.split('.')[0]!;
    expect((await client.post('/api/account/refreshToken')).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const otherTab = clientWithCookie(await server.client(), previous);
      const res = await otherTab.post('/api/account/refreshToken');
      expect(res.status).toBe(200);
      expect(res.setCookies.some((line) => line.startsWith('refresh='))).toBe(false);
    }
    expect((await sessionRow(sid)).ended_at).toBeNull();
    expect((await client.post('/api/account/refreshToken')).status).toBe(200);
    expect(await endedAudit(sid)).toHaveLength(0);
  });

  it('ends a session not refreshed for SESSION_IDLE_SECONDS, with reason idle-timeout', async () => {
    const { client, auth } = await server.login('operator');
    const sid = decodeTokenClaims(auth.token)!.sid;
    const idleSince = new Date(Date.now() - (server.config.sessionIdleSeconds + 5) * 1000).toISOString();
    await db().updateTable('sessions').set({ last_seen_at: idleSince }).where('id', '=', sid).execute();
    expect((await client.post('/api/account/refreshToken')).status).toBe(401);
    expect(client.cookie('refresh')).toBeUndefined();
    expect((await sessionRow(sid)).ended_reason).toBe('idle-timeout');
    expect(await endedAudit(sid)).toMatchObject([{ username: 'operator', reason: 'idle-timeout' }]);
  });

  it('counts a refresh with X-Activity-Age as seen at the last user activity, never earlier than before, so a screen that only polls idles out', async () => {
    const { client, auth } = await server.login('operator');
    const sid = decodeTokenClaims(auth.token)!.sid;
    const idleMs = server.config.sessionIdleSeconds * 1000;
    const seenBefore = Date.now() - idleMs + 60_000;
    await db().updateTable('sessions').set({ last_seen_at: new Date(seenBefore).toISOString() }).where('id', '=', sid).execute();
    // Polling with no activity since long before: the session stays seen where it was, and its end does not move.
    const polled = await client.post('/api/account/refreshToken', undefined, { headers: { [HEADER_ACTIVITY_AGE]: String(idleMs * 2) } });
    expect(polled.status).toBe(200);
    const kept = await sessionRow(sid);
    expect(Date.parse(kept.last_seen_at)).toBe(seenBefore);
    expect(Date.parse(kept.expires_at)).toBe(seenBefore + idleMs);
    // Two minutes on, the same polling finds the session idle.
    await db().updateTable('sessions').set({ last_seen_at: new Date(seenBefore - 120_000).toISOString() }).where('id', '=', sid).execute();
    expect((await client.post('/api/account/refreshToken', undefined, { headers: { [HEADER_ACTIVITY_AGE]: String(idleMs * 2) } })).status).toBe(401);
    expect((await sessionRow(sid)).ended_reason).toBe('idle-timeout');
  });

  it('moves a session on to the user activity a refresh reports', async () => {
    const { client, auth } = await server.login('operator');
    const sid = decodeTokenClaims(auth.token)!.sid;
    await db().updateTable('sessions').set({ last_seen_at: new Date(Date.now() - 3600_000).toISOString() }).where('id', '=', sid).execute();
    const before = Date.now();
    expect((await client.post('/api/account/refreshToken', undefined, { headers: { [HEADER_ACTIVITY_AGE]: '5000' } })).status).toBe(200);
    const seen = Date.parse((await sessionRow(sid)).last_seen_at);
    expect(seen).toBeGreaterThanOrEqual(before - 5000);
    expect(seen).toBeLessThanOrEqual(Date.now() - 5000);
  });

  it('refuses an X-Activity-Age that is not whole milliseconds', async () => {
    const { client } = await server.login('operator');
    const res = await client.post('/api/account/refreshToken', undefined, { headers: { [HEADER_ACTIVITY_AGE]: '-5' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: [{ msg: 'x-activity-age: Expected whole milliseconds.', field: 'x-activity-age', severity: 2 }] });
  });

  it('ends a session older than SESSION_ABSOLUTE_SECONDS however recently it was used, with reason lifetime-over', async () => {
    const { client, auth } = await server.login('operator');
    const sid = decodeTokenClaims(auth.token)!.sid;
    expect((await client.post('/api/account/refreshToken')).status).toBe(200);
    const born = new Date(Date.now() - (server.config.sessionAbsoluteSeconds + 5) * 1000).toISOString();
    await db().updateTable('sessions').set({ created_at: born }).where('id', '=', sid).execute();
    expect((await client.post('/api/account/refreshToken')).status).toBe(401);
    expect((await sessionRow(sid)).ended_reason).toBe('lifetime-over');
    expect(await endedAudit(sid)).toMatchObject([{ username: 'operator', reason: 'lifetime-over' }]);
  });

  it('never extends a session or its cookie past the absolute lifetime', async () => {
    const short = await startTestServer({ config: { sessionIdleSeconds: 7200, sessionAbsoluteSeconds: 3600 } });
    try {
      const { client, auth } = await short.login('operator');
      const sid = decodeTokenClaims(auth.token)!.sid;
      const refreshed = await client.post('/api/account/refreshToken');
      expect(refreshed.status).toBe(200);
      const row = await short.database.db.selectFrom('sessions').selectAll().where('id', '=', sid).executeTakeFirstOrThrow();
      expect(Date.parse(row.expires_at)).toBe(Date.parse(row.created_at) + 3600_000);
      const maxAge = Number(/Max-Age=(\d+)/.exec(refreshed.setCookies.find((l) => l.startsWith('refresh='))!)![1]);
      expect(maxAge).toBeGreaterThan(3500);
      expect(maxAge).toBeLessThanOrEqual(3600);
    } finally {
      await short.close();
    }
  });

  it('does not let a wrong secret for a known sid end the session', async () => {
    const { client, auth } = await server.login('operator');
    const sid = decodeTokenClaims(auth.token)!.sid;
    const guesser = clientWithCookie(await server.client(), `${sid}.${'A'.repeat(43)}`);
    expect((await guesser.post('/api/account/refreshToken')).status).toBe(401);
    expect((await sessionRow(sid)).ended_at).toBeNull();
    expect((await client.post('/api/account/refreshToken')).status).toBe(200);
  });
});
