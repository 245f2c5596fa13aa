// The ambient transaction under exactly-once writes (server/db/ambient-transaction.ts): inside it, the
// app's own db.transaction() calls are savepoints, and everything commits or rolls back together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAmbientTransaction } from '../../server/db/ambient-transaction';
import { migrateToLatest } from '../../server/db/migrate';
import { createTestDatabase } from './support/test-database';
import type { TestDatabase } from './support/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.db, database.dialect);
});
afterAll(async () => {
  await database.drop();
});

async function keys(prefix: string): Promise<string[]> {
  const rows = await database.db.selectFrom('settings').select('key').where('key', 'like', `${prefix}%`).orderBy('key').execute();
  return rows.map((r) => r.key);
}

describe('ambient transactions', () => {
  it("turn the code's own transactions into savepoints: a failed one is undone alone, the rest commits together", async () => {
    const { db } = database;
    const trx = await openAmbientTransaction(db);
    await trx.run(async () => {
      await db.insertInto('settings').values({ key: 'a.outer', value: '1' }).execute();
      await db.transaction().execute(async (inner) => inner.insertInto('settings').values({ key: 'a.kept', value: '1' }).execute());
      await expect(
        db.transaction().execute(async (inner) => {
          await inner.insertInto('settings').values({ key: 'a.undone', value: '1' }).execute();
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
    });
    await trx.commit();
    expect(await keys('a.')).toEqual(['a.kept', 'a.outer']);
  });

  it('roll back everything done inside them, the code’s committed transactions included', async () => {
    const { db } = database;
    const trx = await openAmbientTransaction(db);
    await trx.run(async () => {
      await db.insertInto('settings').values({ key: 'b.outer', value: '1' }).execute();
      await db.transaction().execute(async (inner) => inner.insertInto('settings').values({ key: 'b.inner', value: '1' }).execute());
    });
    await trx.rollback();
    expect(await keys('b.')).toEqual([]);
  });

  it('leave queries after the end to the pool, outside any transaction', async () => {
    const { db } = database;
    const trx = await openAmbientTransaction(db);
    await trx.run(async () => {
      await db.insertInto('settings').values({ key: 'c.rolled-back', value: '1' }).execute();
      await trx.rollback();
      // Late work of a request whose transaction ended: written on its own, not lost and not blocked.
      await db.insertInto('settings').values({ key: 'c.after', value: '1' }).execute();
    });
    expect(trx.open).toBe(false);
    expect(await keys('c.')).toEqual(['c.after']);
  });
});
