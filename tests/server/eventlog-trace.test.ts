import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionOf } from './support/record-requests';
import type { Session } from './support/record-requests';
import { eventPage } from './support/eventlog-server';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

let server: TestServer;
let admin: Session;

beforeAll(async () => {
  server = await startTestServer({ config: { logLevel: 'debug' } });
  admin = await sessionOf(server, 'admin');
});
afterAll(async () => {
  await server.close();
});

describe('Trace at debug level', () => {
  it('holds one entry per API request, its path without the query, for a caller in debug mode', async () => {
    expect((await admin.get('/api/licence/check?probe=secret')).status).toBe(200);
    await expect
      .poll(async () => eventPage(await admin.get('/api/eventlog/Trace?debug=1&text=licence')).rows.map((r) => [r.message, r.username, r.newValue]), { timeout: 10_000 })
      .toContainEqual(['GET /api/licence/check 200', 'admin', '200']);
    const rows = await server.database.db.selectFrom('audit_log').select(['message', 'hash']).where('source', '=', 'Trace').execute();
    expect(rows.some((r) => r.message?.includes('secret'))).toBe(false);
    expect(rows.every((r) => r.hash === null)).toBe(true);
  });
});
