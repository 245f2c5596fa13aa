// A record update in conflict, as the outbox shows it: per field the queued change beside the server's
// current value, read again when the view opens (offline, the mirror's copy of the server's row, if it
// has one the entry has not overwritten). Keep mine and Take theirs are the row's buttons.
import { Caption1 } from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { fetchRecord, readRecord } from '../../data/records/record-repository';
import type { OutboxEntry } from '../../domain/outbox/outbox-entry';
import { RECORD_FIELDS } from '../../domain/records/record-fields';
import { queuedConflicts } from '../../domain/records/record-merge';
import { ConflictTable } from '../records/record/ConflictTable';
import { useI18n } from '../../i18n/use-i18n';

export function OutboxConflictView({ entry }: { entry: OutboxEntry }) {
  const i18n = useI18n();
  const target = entry.target.type === 'record' ? entry.target : null;
  const row = useLiveQuery(() => (target ? readRecord(target.entity, target.id) : null), [target?.entity, target?.id]);
  useEffect(() => {
    if (target) void fetchRecord(target.entity, target.id).catch(() => undefined);
  }, [target?.entity, target?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!target || entry.payload.type !== 'record') return null;
  // A row this entry (or a later one) wrote is the user's own view, not the server's.
  const theirs = row && row.pendingEntry === undefined ? row.data : null;
  if (!theirs) return <Caption1>{i18n._('Connect to the server to compare your change with its current values.')}</Caption1>;
  const fields = RECORD_FIELDS[target.entity];
  const rows = queuedConflicts(fields, entry.payload.body, theirs as unknown as Record<string, unknown>);
  return <ConflictTable rows={rows} fields={fields} theirsHeading={i18n._('Server (revision {revision})', { revision: theirs.recRev })} />;
}
