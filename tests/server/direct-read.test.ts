// Reads compiled once run straight on SQLite only while no transaction is open (server/db/direct-read.ts):
// a read made while another piece of work holds a transaction waits for it, as every Kysely query does, and
// never sees rows that transaction has not committed.
import SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connectPostgres, connectSqlite } from '../../server/db/connect';
import { MAX_KEPT_READS, keptReads } from '../../server/db/direct-read';
import type { Database } from '../../server/db/schema';
import { findNode, insertNode, loadNodeAndBelow } from '../../server/nodes/node-store';
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

// The depth-1 browse's reads are kept while the database is unchanged (direct-read.ts): every change, on
// this connection or another, in a transaction or not, is seen by the next read.
describe('a kept read', () => {
  const names = async (db: Kysely<Database>) => (await loadNodeAndBelow(db, 'K', 'k', 1)).below.map((r) => r.name);

  it('answers the rows of every change made since, here or on another connection', async () => {
    const { db } = env.database;
    await insertNode(db, { ...row('k'), host: 'K' });
    await insertNode(db, { ...row('k.a'), host: 'K', parent_g_id: 'k' });
    expect(await names(db)).toEqual(['k.a']);
    expect(await names(db)).toEqual(['k.a']);

    // A change outside a transaction, then one in a transaction, on this connection.
    await insertNode(db, { ...row('k.b'), host: 'K', parent_g_id: 'k', sort_order: 1 });
    expect(await names(db)).toEqual(['k.a', 'k.b']);
    await db.transaction().execute((trx) => trx.updateTable('nodes').set({ name: 'renamed' }).where('host', '=', 'K').where('g_id', '=', 'k.a').execute());
    expect(await names(db)).toEqual(['renamed', 'k.b']);

    // A change rolled back leaves the rows as they were.
    const rolledBack = db.transaction().execute(async (trx) => {
      await trx.deleteFrom('nodes').where('host', '=', 'K').where('g_id', '=', 'k.b').execute();
      throw new Error('rolled back on purpose');
    });
    await expect(rolledBack).rejects.toThrow('rolled back on purpose');
    expect(await names(db)).toEqual(['renamed', 'k.b']);

    // A change committed by another connection (another process on the same file, another instance).
    const other = env.database.dialect === 'sqlite' ? connectSqlite(env.database.location) : connectPostgres(env.database.url ?? '');
    try {
      await other.db.deleteFrom('nodes').where('host', '=', 'K').where('g_id', '=', 'k.b').execute();
    } finally {
      await other.db.destroy();
    }
    expect(await names(db)).toEqual(['renamed']);
  });

  it('cannot be changed by a caller of an earlier read', async () => {
    const { db } = env.database;
    await insertNode(db, { ...row('m'), host: 'K' });
    await insertNode(db, { ...row('m.a'), host: 'K', parent_g_id: 'm' });
    const first = await loadNodeAndBelow(db, 'K', 'm', 1);
    const child = first.below[0] as { name: string };
    try {
      child.name = 'changed by a caller';
    } catch {
      // A kept row is frozen: changing it throws in strict mode.
    }
    first.below.length = 0;
    expect((await loadNodeAndBelow(db, 'K', 'm', 1)).below.map((r) => r.name)).toEqual(['m.a']);
  });
});

describe('the kept reads of one connection', () => {
  it('stay bounded in number when every read finds nothing, and a read with a long key is not kept', () => {
    const database = new SqliteDatabase(':memory:');
    database.exec('create table t (k text primary key, v text)');
    const sql = 'select v from t where k = ?';
    const statement = database.prepare(sql);
    const kept = keptReads(database);
    for (let i = 0; i < MAX_KEPT_READS + 200; i += 1) expect(kept.read(statement, sql, [`missing-${i}`])).toEqual([]);
    expect(kept.size()).toBe(MAX_KEPT_READS);
    kept.read(statement, sql, ['x'.repeat(2_000)]);
    expect(kept.size()).toBe(MAX_KEPT_READS);
    // Still answers what the table holds once it changes.
    database.prepare('insert into t values (?, ?)').run('missing-1', 'found');
    expect(kept.read(statement, sql, ['missing-1'])).toEqual([{ v: 'found' }]);
    expect(kept.size()).toBe(1);
    database.close();
  });
});
