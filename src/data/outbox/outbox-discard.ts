// What the user does with entries that did not go through. Discarding: their optimistic effects are
// undone and they leave the outbox, together with every entry that names an id one of them would have
// created (those could never succeed); an entry being sent, or waiting with its seq after a lost answer,
// is left alone: the server may have applied it. Retrying and editing put a failed entry back in line.
// Each counts as a write being stored (storing-writes.ts): a discard lost to a page left would still go.
import { editableValues, withEditedValues } from '../../domain/outbox/entry-edit';
import { backInLine, mayDiscard } from '../../domain/outbox/outbox-entry';
import type { OutboxEntry } from '../../domain/outbox/outbox-entry';
import { mirrorPropertyKey } from '../../domain/nodes/mirror-records';
import type { PropertyValueUpdate } from '../../domain/nodes/node-protocol';
import type { ConsoleDatabase } from '../db';
import { undoEffect } from './outbox-answers';
import { notifyEnqueued } from './outbox-signal';
import { outboxTables } from './outbox-tables';
import { whileStoring } from './storing-writes';

/** Discards the entries (and what uses their temporary ids); resolves with those removed. */
export function discardEntries(database: ConsoleDatabase, ids: readonly number[]): Promise<OutboxEntry[]> {
  return whileStoring(() =>
    database.transaction('rw', outboxTables(database), async () => {
      const chosen = (await database.outbox.bulkGet([...ids])).filter((e): e is OutboxEntry => e !== undefined && mayDiscard(e));
      if (chosen.length === 0) return [];
      const created = new Set(chosen.flatMap((e) => e.creates));
      const userId = chosen[0]?.userId ?? '';
      const dependants = created.size === 0 ? [] : await database.outbox.where('userId').equals(userId).filter((e) => mayDiscard(e) && e.uses.some((id) => created.has(id))).toArray();
      const removed = new Map<number, OutboxEntry>();
      for (const entry of [...chosen, ...dependants]) if (entry.id !== undefined) removed.set(entry.id, entry);
      // Newest first, so a value changed twice ends at what the server had.
      for (const entry of [...removed.values()].sort((a, b) => (b.id ?? 0) - (a.id ?? 0))) await undoEffect(database, entry);
      await database.outbox.bulkDelete([...removed.keys()]);
      return [...removed.values()];
    }),
  );
}

/** Puts a failed entry back in line. The server used its old seq for the stored refusal, so it gets a new one. */
export function requeueEntry(database: ConsoleDatabase, id: number, changes: Partial<OutboxEntry> = {}): Promise<void> {
  return whileStoring(() =>
    database.transaction('rw', database.outbox, async () => {
      const entry = await database.outbox.get(id);
      if (!entry || (entry.state !== 'failed' && entry.state !== 'conflict')) return;
      await database.outbox.put(backInLine({ ...entry, ...changes }, Date.now()));
    }),
  );
}

/**
 * A failed property update with the values the user typed instead: the entry goes back in line with a new
 * seq and a label saying the new change, and the mirror shows the new values (rows this entry still owns).
 */
export function editEntryValues(database: ConsoleDatabase, id: number, values: PropertyValueUpdate[]): Promise<void> {
  return whileStoring(async () => {
    await database.transaction('rw', database.outbox, database.properties, async () => {
      const entry = await database.outbox.get(id);
      if (!entry || editableValues(entry) === null || entry.target.type !== 'node') return;
      const { host, gId } = entry.target;
      const [first] = values;
      const unit = first ? (await database.properties.get(mirrorPropertyKey(host, gId, first.id)))?.phyQ?.unit : undefined;
      await database.outbox.put(backInLine(withEditedValues(entry, values, unit), Date.now()));
      for (const { id: propertyId, value } of values) {
        const key = mirrorPropertyKey(host, gId, propertyId);
        const row = await database.properties.get(key);
        if (row?.pendingEntry === id) await database.properties.update(key, { value });
      }
    });
    notifyEnqueued();
  });
}
