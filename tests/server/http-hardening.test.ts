// XSRF on decoded paths, Secure cookies behind a TLS proxy (TRUST_PROXY), the per-IP limit of
// anonymous browser exception reports and slow clients (the licence issuer's start warnings: licence-issuer.test.ts).
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { BROWSER_EXCEPTION_MAX_PER_MINUTE, MSG_TOO_MANY_REPORTS } from '../../server/routes/global';
import type { TestServer } from './support/test-server';
import { ADMIN_PASSWORD, startTestServer } from './support/test-server';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('XSRF on percent-encoded paths', () => {
  it('refuses an unsafe call without the header whatever spelling of /api reaches the route', async () => {
    server = await startTestServer();
    const client = await server.client();
    for (const path of ['/%61pi/account/login', '/%61%70%69/account/login', '/api/%61ccount/login']) {
      const res = await client.post(path, { username: 'admin', password: ADMIN_PASSWORD }, { xsrf: false });
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual({ error: [{ msg: 'Missing or invalid XSRF token.', severity: 2 }] });
    }
    const db = server.database.db;
    expect(await db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
    expect(await db.selectFrom('audit_log').select('id').where('category', '=', 'login').execute()).toHaveLength(0);
    // With the header the same spelling works, so the route really was reached.
    expect((await client.post('/%61pi/account/login', { username: 'admin', password: ADMIN_PASSWORD })).status).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };

  function cookieLine(lines: string[], name: string): string {
    const line = lines.find((l) => l.startsWith(`${name}=`));
    if (!line) throw new Error(`no ${name} cookie in ${JSON.stringify(lines)}`);
    return line;
  }

  it('marks the XSRF and refresh cookies Secure behind a TLS proxy when trusted', async () => {
    server = await startTestServer({ config: { trustProxy: true } });
    const client = await server.client();
    client.cookies.clear();
    const health = await client.get('/api/health', { headers: https });
    expect(cookieLine(health.setCookies, 'XSRF-TOKEN')).toMatch(/; Secure/);
    const login = await client.post('/api/account/login', { username: 'admin', password: ADMIN_PASSWORD }, { headers: https });
    expect(login.status).toBe(200);
    expect(cookieLine(login.setCookies, 'refresh')).toMatch(/; Secure/);
    // The client address is the forwarded one, so throttling and the audit see the real client.
    const audit = await server.database.db.selectFrom('audit_log').select('ip').where('category', '=', 'login').executeTakeFirstOrThrow();
    expect(audit.ip).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-Proto by default', async () => {
    server = await startTestServer();
    expect(server.config.trustProxy).toBe(false);
    const client = await server.client();
    client.cookies.clear();
    const health = await client.get('/api/health', { headers: https });
    expect(cookieLine(health.setCookies, 'XSRF-TOKEN')).not.toMatch(/Secure/);
    const login = await client.post('/api/account/login', { username: 'admin', password: ADMIN_PASSWORD }, { headers: https });
    expect(cookieLine(login.setCookies, 'refresh')).not.toMatch(/Secure/);
    const audit = await server.database.db.selectFrom('audit_log').select('ip').where('category', '=', 'login').executeTakeFirstOrThrow();
    expect(audit.ip).toBe('127.0.0.1');
  });
});

describe('POST /api/global/browserexception rate limit', () => {
  it(`stores at most ${BROWSER_EXCEPTION_MAX_PER_MINUTE} reports a minute from one address, then answers 429`, async () => {
    server = await startTestServer();
    const client = await server.client();
    for (let i = 0; i < BROWSER_EXCEPTION_MAX_PER_MINUTE; i++) {
      expect((await client.post('/api/global/browserexception', { message: `flood ${i}` })).status).toBe(200);
    }
    const refused = await client.post('/api/global/browserexception', { message: 'flood over the limit' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: [{ msg: MSG_TOO_MANY_REPORTS, severity: 2 }] });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const rows = await server.database.db.selectFrom('audit_log').select('message').where('category', '=', 'browser-exception').execute();
    expect(rows).toHaveLength(BROWSER_EXCEPTION_MAX_PER_MINUTE);
    expect(rows.map((r) => r.message)).not.toContain('flood over the limit');
    // Other calls from that address are not affected.
    expect((await client.get('/api/health')).status).toBe(200);
  });
});

describe('slow clients', () => {
  it('answers 408 and closes a connection whose headers trickle in slower than HEADERS_TIMEOUT_SECONDS', async () => {
    server = await startTestServer({ config: { headersTimeoutSeconds: 1 } });
    const { port } = new URL(server.baseUrl);
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', () => {});
    const closed = new Promise<boolean>((resolve) => socket.once('close', () => resolve(true)));
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // One more header line every 100 ms, never the blank line that ends them; bounded, and stopped at close.
    let lines = 0;
    const trickle = setInterval(() => {
      if (socket.destroyed || ++lines > 300) clearInterval(trickle);
      else socket.write(`X-Slow-${lines}: x\r\n`);
    }, 100);
    const limit = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20_000));
    try {
      expect(await Promise.race([closed, limit])).toBe(true);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(lines).toBeLessThan(300);
  }, 30_000);

  it('reads the limits from HEADERS_TIMEOUT_SECONDS and REQUEST_TIMEOUT_SECONDS, headers within the request', () => {
    const defaults = readConfig({});
    expect(defaults.ok && [defaults.config.headersTimeoutSeconds, defaults.config.requestTimeoutSeconds]).toEqual([20, 300]);
    const set = readConfig({ HEADERS_TIMEOUT_SECONDS: '5', REQUEST_TIMEOUT_SECONDS: '60' });
    expect(set.ok && [set.config.headersTimeoutSeconds, set.config.requestTimeoutSeconds]).toEqual([5, 60]);
    const inverted = readConfig({ HEADERS_TIMEOUT_SECONDS: '90', REQUEST_TIMEOUT_SECONDS: '60' });
    expect(inverted.ok).toBe(false);
    if (!inverted.ok) expect(inverted.message).toContain('HEADERS_TIMEOUT_SECONDS');
  });
});

