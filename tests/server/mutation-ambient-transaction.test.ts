// The ambient transaction under exactly-once writes (server/db/ambient-transaction.ts): inside it, the
// app's own db.transaction() calls are savepoints, and everything commits or rolls back together.
import { describe, expect, it } from 'vitest';
import { openAmbientTransaction } from '../../server/db/ambient-transaction';
import type { AmbientTransaction } from '../../server/db/ambient-transaction';
import { useMigratedDatabase } from './support/test-database';

const env = useMigratedDatabase();

async function keys(prefix: string): Promise<string[]> {
  const rows = await env.database.db.selectFrom('settings').select('key').where('key', 'like', `${prefix}%`).orderBy('key').execute();
  return rows.map((r) => r.key);
}

const insert = (key: string) => env.database.db.insertInto('settings').values({ key, value: '1' }).execute();
/** A write in a transaction of its own, the way the server's effect code opens them. */
const insertInTransaction = (key: string) => env.database.db.transaction().execute(async (inner) => inner.insertInto('settings').values({ key, value: '1' }).execute());

/** An ambient transaction with `work` run inside it, left open. */
async function ambient(work: (trx: AmbientTransaction) => Promise<void>): Promise<AmbientTransaction> {
  const trx = await openAmbientTransaction(env.database.db);
  await trx.run(() => work(trx));
  return trx;
}

describe('ambient transactions', () => {
  it("turn the code's own transactions into savepoints: a failed one is undone alone, the rest commits together", async () => {
    const trx = await ambient(async () => {
      await insert('a.outer');
      await insertInTransaction('a.kept');
      await expect(
        env.database.db.transaction().execute(async (inner) => {
          await inner.insertInto('settings').values({ key: 'a.undone', value: '1' }).execute();
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
    });
    await trx.commit();
    expect(await keys('a.')).toEqual(['a.kept', 'a.outer']);
  });

  it('roll back everything done inside them, the code’s committed transactions included', async () => {
    const trx = await ambient(async () => {
      await insert('b.outer');
      await insertInTransaction('b.inner');
    });
    await trx.rollback();
    expect(await keys('b.')).toEqual([]);
  });

  it('leave queries after the end to the pool, outside any transaction', async () => {
    const trx = await ambient(async (self) => {
      await insert('c.rolled-back');
      await self.rollback();
      // Late work of a request whose transaction ended: written on its own, not lost and not blocked.
      await insert('c.after');
    });
    expect(trx.open).toBe(false);
    expect(await keys('c.')).toEqual(['c.after']);
  });
});
