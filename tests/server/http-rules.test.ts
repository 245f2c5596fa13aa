import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../src/domain/app-constants';
import { decodeTokenClaims } from '../../src/domain/auth-data';
import { buildApp } from '../../server/app';
import { connectPostgres } from '../../server/db/connect';
import { createStartGate } from '../../server/services/start-gate';
import type { TestServer } from './support/test-server';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startTestServer } from './support/test-server';

let server: TestServer;

function directives(csp: string | null): string[] {
  return (csp ?? '').split(';').map((d) => d.trim()).filter((d) => d !== '');
}
const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  server = await startTestServer({
    staticFiles: {
      'index.html': '<!doctype html><title>Console</title>',
      'sw.js': 'self.addEventListener("fetch", () => {});',
      'manifest.webmanifest': '{"name":"Console"}',
      'assets/index-abc123.js': 'console.log(1);',
      'assets/big-def456.js': BIG_SCRIPT,
      'assets/big-def456.js.gz': gzipSync(BIG_SCRIPT),
    },
  });
});
afterAll(async () => {
  await server.close();
});

describe('security and version headers', () => {
  it('sends the security headers on API answers, errors and static files', async () => {
    const client = await server.client();
    for (const res of [await client.get('/api/health'), await client.get('/api/nope'), await client.get('/customer/12')]) {
      expect(directives(res.headers.get('content-security-policy'))).toEqual([
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "worker-src 'self' blob:",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      // The rest of helmet's standard set.
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('x-permitted-cross-domain-policies')).toBe('none');
      expect(res.headers.get('x-dns-prefetch-control')).toBe('off');
      expect(res.headers.get('origin-agent-cluster')).toBe('?1');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('sends HSTS only to a client on TLS, which over a plain connection means a trusted proxy said https', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const plain = await server.client();
    expect((await plain.get('/api/health')).headers.get('strict-transport-security')).toBeNull();
    // Not trusted: the header of an untrusted client changes nothing.
    expect((await plain.get('/api/health', { headers: https })).headers.get('strict-transport-security')).toBeNull();
    const proxied = await startTestServer({ config: { trustProxy: true } });
    try {
      const client = await proxied.client();
      expect((await client.get('/api/health')).headers.get('strict-transport-security')).toBeNull();
      for (const res of [await client.get('/api/health', { headers: https }), await client.get('/api/nope', { headers: https })]) {
        expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await proxied.close();
    }
  });

  it('sends x-server-version and x-server-startup on every answer', async () => {
    const client = await server.client();
    for (const res of [await client.get('/api/health'), await client.post('/api/account/login', {}), await client.get('/sw.js')]) {
      expect(res.headers.get('x-server-version')).toBe(APP_VERSION);
      expect(Number.isNaN(Date.parse(res.headers.get('x-server-startup') ?? ''))).toBe(false);
    }
  });
});

describe('XSRF double submit', () => {
  it('hands out a readable SameSite=Strict XSRF-TOKEN cookie to a request without one', async () => {
    const res = await fetch(`${server.baseUrl}/api/health`);
    const line = res.headers.getSetCookie().find((l) => l.startsWith('XSRF-TOKEN='));
    expect(line).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Strict$/);
  });

  it('does not replace a valid cookie', async () => {
    const client = await server.client();
    const res = await client.get('/api/health');
    expect(res.setCookies.some((l) => l.startsWith('XSRF-TOKEN='))).toBe(false);
  });

  it('answers an unsafe API call without the header with 403 and creates no session', async () => {
    const client = await server.client();
    const res = await client.post('/api/account/login', { username: 'admin', password: ADMIN_PASSWORD }, { xsrf: false });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: [{ msg: 'Missing or invalid XSRF token.', severity: 2 }] });
    const sessions = await server.database.db.selectFrom('sessions').selectAll().execute();
    expect(sessions).toHaveLength(0);
  });

  it('replaces the anonymous token with one bound to the session at login and refresh', async () => {
    const client = await server.client();
    const anonymous = client.cookie('XSRF-TOKEN')!.value;
    const { status } = await client.post('/api/account/login', { username: 'operator', password: DEMO_PASSWORD });
    expect(status).toBe(200);
    const bound = client.cookie('XSRF-TOKEN')!.value;
    expect(bound).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(bound).not.toBe(anonymous);
    const refresh = await client.post('/api/account/refreshToken');
    expect(refresh.status).toBe(200);
    expect(refresh.setCookies.find((l) => l.startsWith('XSRF-TOKEN='))).toMatch(new RegExp(`^XSRF-TOKEN=${bound}; Path=/; SameSite=Strict$`));
  });

  it("refuses a call with one session's token and another session's or an anonymous XSRF pair", async () => {
    const a = await server.login('operator');
    const b = await server.login('engineer');
    const anonymous = await server.client();
    const sid = decodeTokenClaims(a.auth.token)!.sid;
    for (const other of [b.client, anonymous]) {
      const res = await other.post('/api/account/logout', undefined, { token: a.auth.token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: [{ msg: 'Missing or invalid XSRF token.', severity: 2 }] });
    }
    const session = () => server.database.db.selectFrom('sessions').select('ended_at').where('id', '=', sid).executeTakeFirstOrThrow();
    expect((await session()).ended_at).toBeNull();
    // The refusal hands the bearer token's holder its own session's cookie, so the client's one retry passes.
    const retry = await anonymous.post('/api/account/logout', undefined, { token: a.auth.token });
    expect(retry.status).toBe(200);
    expect((await session()).ended_at).not.toBeNull();
    expect(anonymous.cookie('XSRF-TOKEN')!.value).toBe(a.client.cookie('XSRF-TOKEN')!.value);
  });

  it('answers a header that differs from the cookie with 403', async () => {
    const client = await server.client();
    const res = await client.post('/api/account/logout', undefined, { xsrf: false, headers: { 'X-XSRF-TOKEN': 'A'.repeat(43) } });
    expect(res.status).toBe(403);
  });
});

describe('routing', () => {
  it('answers unknown API routes with 404 in the error shape', async () => {
    const client = await server.client();
    const get = await client.get('/api/does/not/exist?x=1');
    expect(get.status).toBe(404);
    expect(get.body).toEqual({ error: [{ msg: 'Not found: GET /api/does/not/exist', severity: 2 }] });
    // A call no version of the spec has (account/forgot exists now: account self-service).
    const post = await client.post('/api/account/unknownCall', { username: 'admin' });
    expect(post.status).toBe(404);
    expect(post.body).toEqual({ error: [{ msg: 'Not found: POST /api/account/unknownCall', severity: 2 }] });
  });

  it('answers GET /api/health with status ok', async () => {
    const client = await server.client();
    const res = await client.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('serves index.html for app routes (history mode) with no-cache', async () => {
    const client = await server.client();
    for (const route of ['/', '/customer/12', '/settings/0.Settings.System.Info']) {
      const res = await client.get(route);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>Console</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves /sw.js and /manifest.webmanifest as files, /sw.js with no-cache', async () => {
    const client = await server.client();
    const sw = await client.get('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.text).toContain('addEventListener');
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const manifest = await client.get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.text).toContain('"Console"');
  });

  it('sends the precompressed file to a client that accepts it, and the plain file otherwise', async () => {
    const client = await server.client();
    const zipped = await client.get('/assets/big-def456.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('content-type')).toMatch(/javascript/);
    expect(zipped.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(zipped.text).toBe(BIG_SCRIPT);
    const plain = await client.get('/assets/big-def456.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe(BIG_SCRIPT);
  });

  it('serves hashed assets as immutable for a year and answers missing files with 404, not index.html', async () => {
    const client = await server.client();
    const asset = await client.get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await client.get('/assets/missing-123.js');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('<title>');
  });

  it('explains how to build when STATIC_DIR has no index.html', async () => {
    const bare = await startTestServer();
    try {
      const res = await (await bare.client()).get('/dashboard');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(res.text).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});

describe('client version', () => {
  it('answers 418 to a client whose major.minor differs', async () => {
    const client = await server.client();
    const res = await client.get('/api/health', { headers: { 'X-Client-Version': '3.0.25000.1' } });
    expect(res.status).toBe(418);
    expect(res.body).toEqual({ error: [{ msg: 'Server has been upgraded. Website will reload now!', severity: 2 }] });
  });

  it('accepts a client that differs only in patch and build', async () => {
    const client = await server.client();
    const res = await client.get('/api/health', { headers: { 'X-Client-Version': '3.1.1.1' } });
    expect(res.status).toBe(200);
  });
});

describe('start gate', () => {
  it('answers 503 "Server is starting" as plain text until the gate opens', async () => {
    const gate = createStartGate();
    const starting = await startTestServer({ gate, prepare: false });
    try {
      const client = await starting.client();
      const res = await client.get('/api/health');
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(res.text).toBe('Server is starting');
      expect(res.headers.get('x-server-version')).toBe(APP_VERSION);
      gate.markReady();
      expect((await client.get('/api/health')).status).toBe(200);
    } finally {
      await starting.close();
    }
  });
});

describe('database unavailable', () => {
  it('answers 503 "Database unavailable" as plain text when the database cannot be reached', async () => {
    // Port 1 on loopback refuses connections: the same error as a PostgreSQL server that is down.
    const unreachable = connectPostgres('postgres://nobody@127.0.0.1:1/none');
    const app = await buildApp({ db: unreachable.db, config: server.config });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe('Database unavailable');
    } finally {
      await app.close();
      await unreachable.db.destroy();
    }
  });
});
