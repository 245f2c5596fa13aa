// Making an entry: the entry and its optimistic effect on the mirror (rows marked with the entry's id)
// are written in ONE transaction, so the mirror never shows an edit the outbox does not hold, nor the
// other way round.
import type { OutboxEntry, OutboxUndo } from '../../domain/outbox/outbox-entry';
import { db } from '../db';
import type { ConsoleDatabase } from '../db';
import { notifyEnqueued } from './outbox-signal';
import { outboxTables } from './outbox-tables';

/** An entry as the caller describes it; state, times and attempts are filled in here. */
export type EntryDraft = Omit<OutboxEntry, 'id' | 'state' | 'createdAt' | 'updatedAt' | 'attempts' | 'undo' | 'seq'>;

/** Writes the optimistic effect of entry `entryId` and says how to undo it. Runs inside the transaction. */
export type OptimisticEffect = (database: ConsoleDatabase, entryId: number) => Promise<OutboxUndo>;

export const noEffect: OptimisticEffect = async () => ({});

export type EnqueueOptions = { database?: ConsoleDatabase; now?: number };

export async function enqueue(draft: EntryDraft, effect: OptimisticEffect, options: EnqueueOptions = {}): Promise<number> {
  const database = options.database ?? db;
  const now = options.now ?? Date.now();
  const id = await database.transaction('rw', outboxTables(database), async () => {
    const entryId = (await database.outbox.add({ ...draft, state: 'queued', createdAt: now, updatedAt: now, attempts: 0 })) as number;
    const undo = await effect(database, entryId);
    await database.outbox.update(entryId, { undo });
    return entryId;
  });
  notifyEnqueued();
  return id;
}

/** Whether an earlier entry still pending changes the same record: then its revision comes from the mirror. */
export async function hasPendingFor(database: ConsoleDatabase, userId: string, matches: (entry: OutboxEntry) => boolean): Promise<boolean> {
  const entries = await database.outbox.where('userId').equals(userId).toArray();
  return entries.some((e) => e.state !== 'done' && matches(e));
}
