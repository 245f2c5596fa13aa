// Discarding entries: their optimistic effects are undone and they leave the outbox, together with
// every entry that names an id one of them would have created (those could never succeed). An entry
// being sent right now is left alone: its answer may already be on the way.
import type { OutboxEntry } from '../../domain/outbox/outbox-entry';
import type { ConsoleDatabase } from '../db';
import { undoEffect } from './outbox-answers';
import { outboxTables } from './outbox-tables';

/** Discards the entries (and what uses their temporary ids); resolves with those removed. */
export async function discardEntries(database: ConsoleDatabase, ids: readonly number[]): Promise<OutboxEntry[]> {
  return database.transaction('rw', outboxTables(database), async () => {
    const chosen = (await database.outbox.bulkGet([...ids])).filter((e): e is OutboxEntry => e !== undefined && e.state !== 'done' && e.state !== 'sending');
    if (chosen.length === 0) return [];
    const created = new Set(chosen.flatMap((e) => e.creates));
    const userId = chosen[0]?.userId ?? '';
    const dependants = created.size === 0 ? [] : await database.outbox.where('userId').equals(userId).filter((e) => e.state !== 'done' && e.uses.some((id) => created.has(id))).toArray();
    const removed = new Map<number, OutboxEntry>();
    for (const entry of [...chosen, ...dependants]) if (entry.id !== undefined) removed.set(entry.id, entry);
    // Newest first, so a value changed twice ends at what the server had.
    for (const entry of [...removed.values()].sort((a, b) => (b.id ?? 0) - (a.id ?? 0))) await undoEffect(database, entry);
    await database.outbox.bulkDelete([...removed.keys()]);
    return [...removed.values()];
  });
}

/** Puts a failed entry back in line. The server used its old seq for the stored refusal, so it gets a new one. */
export async function requeueEntry(database: ConsoleDatabase, id: number, changes: Partial<OutboxEntry> = {}): Promise<void> {
  await database.transaction('rw', database.outbox, async () => {
    const entry = await database.outbox.get(id);
    if (!entry || (entry.state !== 'failed' && entry.state !== 'conflict')) return;
    const next: OutboxEntry = { ...entry, ...changes, state: 'queued', attempts: 0, updatedAt: Date.now() };
    delete next.seq;
    delete next.error;
    delete next.notBefore;
    await database.outbox.put(next);
  });
}
