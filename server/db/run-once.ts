// Start-up work that must happen once per database (seeds, one-time fills): a settings row claimed in
// the same transaction makes later starts, or a second instance starting at once, change nothing.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** Runs `work` in a transaction unless the settings key was claimed before; true when it ran. */
export async function runOncePerDatabase(db: Kysely<Database>, key: string, work: (trx: Transaction<Database>) => Promise<void>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .insertInto('settings')
      .values({ key, value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claim) return false;
    await work(trx);
    return true;
  });
}
