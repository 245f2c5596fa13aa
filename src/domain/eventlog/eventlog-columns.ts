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
  id: { text: 'Id', format: 'int' }, time: { text: 'Server time', format: 'dateTime', width: 170 }, clientTime: { text: 'Client time', format: 'dateTime', width: 170 }, severity: { text: 'Severity', format: 'int', width: 80 },
  // Who, from where.
  username: { text: 'User', width: 110 }, host: { text: 'Controller', width: 110 }, ip: { text: 'Address', width: 110 },
  // What changed, and why.
  category: { text: 'Action', width: 140 }, entity: { text: 'Entity', width: 90 }, entityId: { text: 'Object', width: 160 }, property: { text: 'Property', width: 120 },
  oldValue: { text: 'Old value', width: 140 }, newValue: { text: 'New value', width: 140 }, reason: { text: 'Reason', width: 200 }, message: { text: 'Message', width: 280 },
  // The confirmation state.
  confirmedBy: { text: 'Confirmed by', width: 110 }, confirmedAt: { text: 'Confirmed at', format: 'dateTime', width: 170 },
};

/** A source's columns in order: a key, '-key' for a column hidden by default, or a key with its own label. */
type Pick = EventColumnKey | `-${EventColumnKey}` | [EventColumnKey, Partial<Spec>];

const LAYOUTS: Record<EventSource, Pick[]> = {
  Audit: ['time', 'clientTime', 'severity', 'username', 'category', 'entity', 'entityId', 'property', 'oldValue', 'newValue', 'reason', 'message', '-host', '-ip', '-id', 'confirmedBy', '-confirmedAt'],
  System: ['time', 'severity', ['category', { text: 'Event', width: 150 }], ['message', { width: 360 }], 'host', 'entity', 'entityId', '-username', '-id', 'confirmedBy', '-confirmedAt'],
  Trace: [
    'time',
    'severity',
    ['category', { text: 'Method', width: 80 }],
    ['entityId', { text: 'Path', width: 260 }],
    ['newValue', { text: 'Status', width: 70 }],
    ['property', { text: 'Duration ms', width: 100 }],
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
