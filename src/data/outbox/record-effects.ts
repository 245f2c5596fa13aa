// Optimistic effects of record entries on the mirror: the changed fields shown at once, marked with
// the entry until the server's answer replaces the row.
import { recordKey } from '../../domain/records/record-mirror';
import type { RecordEntity } from '../../domain/records/record-entities';
import type { OptimisticEffect } from './outbox-enqueue';

export function recordChangesEffect(entity: RecordEntity, id: number, changes: Record<string, unknown> | ((data: Readonly<Record<string, unknown>>) => Record<string, unknown>)): OptimisticEffect {
  return async (database, entryId) => {
    const key = recordKey(entity, id);
    const row = await database.records.get(key);
    if (!row) return {};
    const fields = typeof changes === 'function' ? changes(row.data) : changes;
    await database.records.update(key, { data: { ...row.data, ...fields }, pendingEntry: entryId });
    return { records: [{ key, data: row.data, previousEntry: row.pendingEntry }] };
  };
}
