// Hot SELECTs run as prepared statements (SQLite: statement-cache.ts; PostgreSQL: named statements,
// named-statements.ts). A table that changes shape under them (another server's migration during a
// rolling update) must not break them: PostgreSQL refuses such a prepared statement, and the query then
// runs unnamed.
import { describe, expect, it } from 'vitest';
import { useAdminServer } from './support/record-requests';

const env = useAdminServer();

describe('prepared statements', () => {
  it('keep answering after a table they read gained a column', async () => {
    // The guard's query selects users.*: prepared on the connections these calls use.
    for (let i = 0; i < 5; i++) expect((await env.admin.get('/api/licence/check')).status).toBe(200);
    await env.server.database.db.schema.alterTable('users').addColumn('added_by_test', 'integer').execute();
    for (let i = 0; i < 5; i++) expect((await env.admin.get('/api/licence/check')).status).toBe(200);
  });
});
