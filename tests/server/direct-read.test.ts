// Reads compiled once run straight on SQLite only while no transaction is open (server/db/direct-read.ts):
// a read made while another piece of work holds a transaction waits for it, as every Kysely query does, and
// never sees rows that transaction has not committed.
import { describe, expect, it } from 'vitest';
import { findNode, insertNode } from '../../server/nodes/node-store';
import { useMigratedDatabase } from './support/test-database';

const env = useMigratedDatabase();

const row = (gId: string) => ({ host: 'H', g_id: gId, parent_g_id: null, node_id: gId, name: gId, type: 'Folder', sort_order: 0, visible: 1, active: 1 as const, web_editor: null });

describe('a compiled-once read beside a transaction', () => {
  it('does not see the rows of a transaction still open, and sees them once committed', async () => {
    const { db } = env.database;
    let inserted!: () => void;
    const insertedNow = new Promise<void>((resolve) => (inserted = resolve));
    let finish!: () => void;
    const finishNow = new Promise<void>((resolve) => (finish = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await insertNode(trx, row('uncommitted'));
      inserted();
      await finishNow;
      throw new Error('rolled back on purpose');
    });
    await insertedNow;
    let seen: unknown = 'not yet';
    const read = findNode(db, 'H', 'uncommitted').then((found) => (seen = found));
    // Let the read run if it could: a direct read would have answered by now, with the uncommitted row.
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toBe('not yet');
    finish();
    await expect(transaction).rejects.toThrow('rolled back on purpose');
    await read;
    expect(seen).toBeUndefined();

    await db.transaction().execute((trx) => insertNode(trx, row('committed')));
    expect((await findNode(db, 'H', 'committed'))?.g_id).toBe('committed');
  });
});
