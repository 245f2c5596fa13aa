// The event log's words that src/domain holds as English and the screen shows: its sources (tabs) and
// column names. Marked here, so the screen's own catalog carries them; a column the user renamed is in no
// catalog and shows as typed (translateMessage).
import type { I18n } from '@lingui/core';
import type { EventSource } from '../../domain/eventlog/eventlog-protocol';

/** The column names of src/domain/eventlog/eventlog-columns.ts (a unit test keeps the two in step). */
export const EVENT_COLUMN_TEXTS: readonly string[] = [
  /*i18n*/ 'Id',
  /*i18n*/ 'Server time',
  /*i18n*/ 'Client time',
  /*i18n*/ 'Severity',
  /*i18n*/ 'User',
  /*i18n*/ 'Controller',
  /*i18n*/ 'Address',
  /*i18n*/ 'Action',
  /*i18n*/ 'Entity',
  /*i18n*/ 'Object',
  /*i18n*/ 'Property',
  /*i18n*/ 'Old value',
  /*i18n*/ 'New value',
  /*i18n*/ 'Reason',
  /*i18n*/ 'Message',
  /*i18n*/ 'Confirmed by',
  /*i18n*/ 'Confirmed at',
  /*i18n*/ 'Event',
  /*i18n*/ 'Method',
  /*i18n*/ 'Path',
  /*i18n*/ 'Status',
  /*i18n*/ 'Duration ms',
];

/** A source's tab label; the source itself stays the English name the URL and the server use. */
export function eventSourceLabel(i18n: I18n, source: EventSource): string {
  switch (source) {
    case 'System':
      return i18n._({ id: 'eventlog.source.system', message: 'System' });
    case 'Audit':
      return i18n._({ id: 'eventlog.source.audit', message: 'Audit' });
    case 'Trace':
      return i18n._({ id: 'eventlog.source.trace', message: 'Trace' });
  }
}
