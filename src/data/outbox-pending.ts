// How many outbox entries of a database still wait to reach the server. Written against the table by
// name: the outbox (schema version 6) may not exist in a database yet, and then nothing waits.
import type Dexie from 'dexie';

/** Entry states that are finished; every other state (queued, sending, failed, conflict) still waits. */
const FINISHED_STATES: readonly unknown[] = ['done'];

export async function pendingEntryCount(database: Dexie): Promise<number> {
  if (!database.tables.some((t) => t.name === 'outbox')) return 0;
  return database
    .table('outbox')
    .filter((entry: { state?: unknown }) => !FINISHED_STATES.includes(entry.state))
    .count();
}
