// The columns of each event log source (GET /api/eventlog/{x}/schema), in the table header shape of
// node-model §3 so the client's table and its 'Customize headers' dialog take them as they are.
// Audit shows who changed what, the old and new value, the reason typed for the change and the client's
// time beside the server's; System and Trace are messages with their origin.
import type { TableHeader } from '../table/table-columns';
import { defaultColumnWidth } from '../table/table-columns';
import type { EventLogRow, EventSource } from './eventlog-protocol';

/** A row field a column may show. */
export type EventColumnKey = Exclude<keyof EventLogRow, 'source' | 'userId'>;

export type EventLogColumn = TableHeader & { value: EventColumnKey };

type Spec = { text: string; format?: TableHeader['format']; width?: number };

/** Every column any source shows; a source names its own label where the field means something else there. */
const CATALOGUE: Record<EventColumnKey, Spec> = {
  // When, and how serious.
  id: { text: /*i18n*/ 'Id', format: 'int' }, time: { text: /*i18n*/ 'Server time', format: 'dateTime', width: 170 }, clientTime: { text: /*i18n*/ 'Client time', format: 'dateTime', width: 170 }, severity: { text: /*i18n*/ 'Severity', format: 'int', width: 80 },
  // Who, from where.
  username: { text: /*i18n*/ 'User', width: 110 }, host: { text: /*i18n*/ 'Controller', width: 110 }, ip: { text: /*i18n*/ 'Address', width: 110 },
  // What changed, and why.
  category: { text: /*i18n*/ 'Action', width: 140 }, entity: { text: /*i18n*/ 'Entity', width: 90 }, entityId: { text: /*i18n*/ 'Object', width: 160 }, property: { text: /*i18n*/ 'Property', width: 120 },
  oldValue: { text: /*i18n*/ 'Old value', width: 140 }, newValue: { text: /*i18n*/ 'New value', width: 140 }, reason: { text: /*i18n*/ 'Reason', width: 200 }, message: { text: /*i18n*/ 'Message', width: 280 },
  // The confirmation state.
  confirmedBy: { text: /*i18n*/ 'Confirmed by', width: 110 }, confirmedAt: { text: /*i18n*/ 'Confirmed at', format: 'dateTime', width: 170 },
};

/** A source's columns in order: a key, '-key' for a column hidden by default, or a key with its own label. */
type Pick = EventColumnKey | `-${EventColumnKey}` | [EventColumnKey, Partial<Spec>];

const LAYOUTS: Record<EventSource, Pick[]> = {
  Audit: ['time', 'clientTime', 'severity', 'username', 'category', 'entity', 'entityId', 'property', 'oldValue', 'newValue', 'reason', 'message', '-host', '-ip', '-id', 'confirmedBy', '-confirmedAt'],
  System: ['time', 'severity', ['category', { text: /*i18n*/ 'Event', width: 150 }], ['message', { width: 360 }], 'host', 'entity', 'entityId', '-username', '-id', 'confirmedBy', '-confirmedAt'],
  Trace: [
    'time',
    'severity',
    ['category', { text: /*i18n*/ 'Method', width: 80 }],
    ['entityId', { text: /*i18n*/ 'Path', width: 260 }],
    ['newValue', { text: /*i18n*/ 'Status', width: 70 }],
    ['property', { text: /*i18n*/ 'Duration ms', width: 100 }],
    'username',
    'ip',
    '-message',
    '-id',
    'confirmedBy',
    '-confirmedAt',
  ],
};

function column(pick: Pick, index: number): EventLogColumn {
  const [name, own] = Array.isArray(pick) ? pick : [pick, {}];
  const hidden = name.startsWith('-');
  const key = (hidden ? name.slice(1) : name) as EventColumnKey;
  const { text, format = 'text', width } = { ...CATALOGUE[key], ...own };
  const header: EventLogColumn = {
    text,
    value: key,
    visible: !hidden,
    readonly: true,
    format,
    align: format === 'int' ? 'end' : 'start',
    hasUnit: false,
    canHide: key !== 'time',
    canCustomize: key !== 'time',
    index,
  };
  const w = width ?? defaultColumnWidth(format);
  if (w !== undefined) header.width = w;
  return header;
}

/** The columns of a source, in their default order. */
export function eventLogColumns(source: EventSource): EventLogColumn[] {
  return LAYOUTS[source].map(column);
}
