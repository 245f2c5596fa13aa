// The query state of the event log screen: source, period, filters and page live in the URL so a filtered
// log can be bookmarked; this file keeps only valid values and turns them into the GET /api/eventlog/{x}
// parameters and the key of the mirrored page.
import { isPresetId } from '../dates/date-preset-ids';
import type { PresetId } from '../dates/date-preset-ids';
import { EVENTLOG_MAX_FILTER_LENGTH, parseEventSource } from './eventlog-protocol';
import type { EventLogQuery, EventSource } from './eventlog-protocol';

/** Rows per page of the screen (the server allows up to 500). */
export const EVENTLOG_PAGE_SIZE = 100;
/** The source the screen opens with. */
export const DEFAULT_EVENT_SOURCE: EventSource = 'Audit';

/** The filters the server takes as they are (severity, text, user, entity), and the screen's own fields. */
export type EventLogSearch = Pick<EventLogQuery, 'severity' | 'text' | 'user' | 'entity'> & {
  source?: EventSource;
  /** A period preset (the date-range picker's), or explicit ends below; neither is the default period. */
  preset?: PresetId;
  /** Local wall times 'YYYY-MM-DDTHH:MM:SS(.sss)', as the date-range picker holds them. */
  from?: string;
  to?: string;
  /** 1-based. */
  page?: number;
};

const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?$/;

function textOf(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
  return text !== undefined && text.trim() !== '' ? text.slice(0, EVENTLOG_MAX_FILTER_LENGTH) : undefined;
}

/** Keeps only valid values, so a hand-edited address never sends a query the server refuses. */
export function validateEventLogSearch(raw: Record<string, unknown>): EventLogSearch {
  const out: EventLogSearch = {};
  const source = typeof raw.source === 'string' ? parseEventSource(raw.source) : undefined;
  if (source) out.source = source;
  if (isPresetId(raw.preset)) out.preset = raw.preset;
  for (const end of ['from', 'to'] as const) {
    const value = raw[end];
    if (typeof value === 'string' && WALL_TIME.test(value) && !Number.isNaN(Date.parse(value))) out[end] = value;
  }
  const severity = Number(raw.severity);
  if (raw.severity != null && raw.severity !== '' && (severity === 0 || severity === 1 || severity === 2)) out.severity = severity;
  for (const name of ['text', 'user', 'entity'] as const) {
    const value = textOf(raw[name]);
    if (value !== undefined) out[name] = value;
  }
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1) out.page = page;
  return out;
}

/** The search with a filter changed: back to the first page, absent values left out of the URL. */
export function withFilters(search: EventLogSearch, change: Partial<EventLogSearch>): EventLogSearch {
  const next: EventLogSearch = { ...search, ...change };
  delete next.page;
  for (const key of Object.keys(next) as (keyof EventLogSearch)[]) if (next[key] === undefined) delete next[key];
  return next;
}

/** A local wall time as the server's UTC ISO time. */
function utcOf(wall: string | null): string | undefined {
  if (wall === null) return undefined;
  const ms = Date.parse(wall);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** The server query of the search, with the period already resolved to wall-time ends. */
export function eventQueryOf(search: EventLogSearch, period: { from: string | null; to: string | null }): EventLogQuery {
  const query: EventLogQuery = { offset: ((search.page ?? 1) - 1) * EVENTLOG_PAGE_SIZE, limit: EVENTLOG_PAGE_SIZE };
  const from = utcOf(period.from);
  const to = utcOf(period.to);
  if (from) query.from = from;
  if (to) query.to = to;
  if (search.severity !== undefined && search.severity > 0) query.severity = search.severity;
  if (search.text?.trim()) query.text = search.text.trim();
  if (search.user?.trim()) query.user = search.user.trim();
  if (search.entity?.trim()) query.entity = search.entity.trim();
  return query;
}

/** The key of one mirrored page: the source and every query field in a fixed order. */
export function eventPageKey(source: EventSource, query: EventLogQuery): string {
  const fields: (keyof EventLogQuery)[] = ['offset', 'limit', 'from', 'to', 'severity', 'text', 'user', 'entity', 'sourceId', 'controller'];
  return `${source}?${fields.map((f) => `${f}=${query[f] ?? ''}`).join('&')}`;
}
