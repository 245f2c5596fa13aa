// The journal's rows in IndexedDB and the fold that moves them into the mirror tables. Any number of
// threads (each tab's worker) may fold at once: every step re-reads its entry inside its own
// transaction, and every written row is an absolute value, so a second folder repeats work, never undoes it.
import { planParts, recordedEntry, resolvedEntry } from '../../domain/nodes/mirror-journal';
import type { MirrorJournalEntry } from '../../domain/nodes/mirror-journal';
import type { MirrorPlan } from '../../domain/nodes/mirror-plan';
import type { BatchRequestItem, BatchResponse } from '../../domain/nodes/node-protocol';
import { db } from '../db';
import type { ConsoleDatabase } from '../db';

/** Rows per fold transaction: about a tenth of a second of IndexedDB writes on a lab tablet. */
export const FOLD_PART_ROWS = 2_000;
/** An entry whose fold failed this often in a row is dropped: the next browse refreshes the mirror. */
const MAX_FOLD_FAILURES = 3;

/** Appends a response to the journal; answers its sequence number. */
export async function appendToJournal(
  database: ConsoleDatabase,
  host: string,
  items: readonly BatchRequestItem[],
  response: BatchResponse,
  now: number,
): Promise<number> {
  return database.journal.add(recordedEntry(host, items, response, now)) as Promise<number>;
}

/** The host's entries not yet folded, oldest first. */
export function pendingEntries(database: ConsoleDatabase, host: string): Promise<MirrorJournalEntry[]> {
  return database.journal.where('host').equals(host).sortBy('seq');
}

export type FoldStep = {
  /** Plans a recorded response against the mirror tables; runs inside a rw transaction over them. */
  resolve: (entry: Extract<MirrorJournalEntry, { state: 'recorded' }>) => Promise<MirrorPlan>;
  /** Writes part of a resolved plan; runs inside the same kind of transaction. */
  write: (part: MirrorPlan) => Promise<void>;
};

const failures = new Map<number, number>();

/** Folds every entry, oldest first, until the journal is empty; answers how many this call finished. */
export async function foldJournal(database: ConsoleDatabase, step: FoldStep): Promise<number> {
  let folded = 0;
  for (;;) {
    // Keys only: an entry can be megabytes, and it is read once, inside its fold.
    const [seq] = await database.journal.orderBy('seq').limit(1).primaryKeys();
    if (seq === undefined) return folded;
    try {
      if (await foldEntry(database, step, seq)) folded++;
      failures.delete(seq);
    } catch (error) {
      const count = (failures.get(seq) ?? 0) + 1;
      failures.set(seq, count);
      if (count < MAX_FOLD_FAILURES) throw error;
      // A plan is pure: failing this often it fails for good. Keeping it would hold up every later entry.
      console.error(`dropping mirror journal entry ${seq} after ${count} failed folds`, error);
      failures.delete(seq);
      await database.journal.delete(seq);
    }
  }
}

async function foldEntry(database: ConsoleDatabase, step: FoldStep, seq: number): Promise<boolean> {
  const tables = [database.nodes, database.properties, database.meta, database.journal];
  const plan = await database.transaction('rw', tables, async () => {
    const entry = await database.journal.get(seq);
    if (!entry) return null;
    if (entry.state === 'resolved') return entry.plan;
    const resolved = await step.resolve(entry);
    await database.journal.put(resolvedEntry(entry, resolved));
    return resolved;
  });
  if (plan === null) return false;
  const parts = planParts(plan, FOLD_PART_ROWS);
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    const written = await database.transaction('rw', tables, async () => {
      // Another folder finished this entry: what follows it may already be written over these rows.
      if ((await database.journal.where('seq').equals(seq).count()) === 0) return false;
      await step.write(part);
      if (last) await database.journal.delete(seq);
      return true;
    });
    if (!written) return false;
  }
  return true;
}

type FoldState = { running: Promise<void> | null; again: boolean };
const folds = new WeakMap<ConsoleDatabase, FoldState>();

/**
 * Starts folding in the background on this thread unless a fold is running already, which then goes
 * round once more, so an entry appended while it finished is not left behind. Resolves when it is done.
 */
export function scheduleFold(step: FoldStep, database: ConsoleDatabase = db): Promise<void> {
  let state = folds.get(database);
  if (!state) folds.set(database, (state = { running: null, again: false }));
  const current = state;
  if (current.running) {
    current.again = true;
    return current.running;
  }
  current.running = (async () => {
    do {
      current.again = false;
      await foldJournal(database, step);
    } while (current.again);
  })()
    .catch((error: unknown) => console.error('folding the mirror journal failed; the next response retries', error))
    .finally(() => {
      current.running = null;
      // Asked for between the loop's last look and here: go round again.
      if (current.again) void scheduleFold(step, database);
    });
  return current.running;
}

/** Resolves once no fold runs on this thread (after every round a running fold still owes). */
export async function whenFolded(database: ConsoleDatabase = db): Promise<void> {
  for (let running = folds.get(database)?.running; running; running = folds.get(database)?.running) await running;
}
