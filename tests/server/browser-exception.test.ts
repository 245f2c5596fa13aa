import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './support/test-server';
import { startTestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('POST /api/global/browserexception', () => {
  it('stores an anonymous report as a System event', async () => {
    const client = await server.client();
    const res = await client.post('/api/global/browserexception', { message: 'TypeError: x is undefined', position: 'main.js:10:5', page: '/customer/1', error: 'stack…' });
    expect(res.status).toBe(200);
    const row = await server.database.db.selectFrom('audit_log').selectAll().where('category', '=', 'browser-exception').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source: 'System', message: 'TypeError: x is undefined', entity_id: '/customer/1', property: 'main.js:10:5', user_id: null });
  });

  it('names the user when a valid token comes along', async () => {
    const { client, auth } = await server.login('operator');
    await client.post('/api/global/browserexception', { message: 'from operator' }, { token: auth.token });
    const row = await server.database.db.selectFrom('audit_log').selectAll().where('message', '=', 'from operator').executeTakeFirstOrThrow();
    expect(row.username).toBe('operator');
  });

  it('refuses a report over its small body limit and stores nothing', async () => {
    const client = await server.client();
    const res = await client.post('/api/global/browserexception', { message: 'big', error: 'x'.repeat(40_000) });
    expect(res.status).toBe(413);
    const rows = await server.database.db.selectFrom('audit_log').selectAll().where('message', '=', 'big').execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses a report without a message', async () => {
    const client = await server.client();
    const res = await client.post('/api/global/browserexception', { page: '/x' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: [{ msg: 'message is required.', field: 'message', severity: 2 }] });
  });
});
