// The event log calls of console.md §7 (docs/api.md "Event log"), shared by the server and the client:
// the sources, one row as the server answers it, the query of a page and the answers.
import type { Severity } from '../error-item';

/** console.md §1: System and Audit, plus Trace only in debug mode. */
export const EVENT_SOURCES = ['System', 'Audit', 'Trace'] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

/** Sources a caller sees: Trace only in debug mode. */
export function visibleSources(debugMode: boolean): EventSource[] {
  return debugMode ? [...EVENT_SOURCES] : EVENT_SOURCES.filter((s) => s !== 'Trace');
}

/** The {x} of the paths is the source name in any case ('audit', 'Audit'); undefined for any other. */
export function parseEventSource(value: string): EventSource | undefined {
  return EVENT_SOURCES.find((s) => s.toLowerCase() === value.toLowerCase());
}

/** Rows per page at most: one request never reads more. */
export const EVENTLOG_MAX_LIMIT = 500;
export const EVENTLOG_DEFAULT_LIMIT = 50;
/** Longest text of the text, user and entity filters. */
export const EVENTLOG_MAX_FILTER_LENGTH = 200;

/** Query flag of a caller in debug mode: only a caller with debug.admin may send it (Trace is hidden otherwise). */
export const EVENTLOG_DEBUG_PARAM = 'debug';

/** One entry as GET /api/eventlog/{x} answers it. Times are ISO strings (UTC). */
export type EventLogRow = {
  id: number;
  /** Server time of the entry. */
  time: string;
  /** The time on the client when the user made the change (outbox writes), else null. */
  clientTime: string | null;
  source: EventSource;
  category: string;
  severity: Severity;
  userId: number | null;
  username: string | null;
  ip: string | null;
  /** The controller host of an instrument event or change; null for the local server. */
  host: string | null;
  entity: string | null;
  entityId: string | null;
  property: string | null;
  oldValue: string | null;
  newValue: string | null;
  reason: string | null;
  message: string | null;
  confirmedBy: string | null;
  confirmedAt: string | null;
};

/** The filters and paging of GET /api/eventlog/{x}; every field optional. */
export type EventLogQuery = {
  offset?: number;
  limit?: number;
  /** ISO times; from inclusive, to inclusive. */
  from?: string;
  to?: string;
  /** Entries of at least this severity. */
  severity?: Severity;
  /** Contained (case-insensitive) in the message, category, property, values or reason. */
  text?: string;
  /** The username, exactly (case-insensitive). */
  user?: string;
  /** The entity kind ('customer', 'node', 'session'…), exactly. */
  entity?: string;
  /** One event source object: the entity id (a gId, a record id), exactly. */
  sourceId?: string;
  /** Entries of one controller host. */
  controller?: string;
};

/** The answer of GET /api/eventlog/{x}: newest first. */
export type EventLogPage = {
  rows: EventLogRow[];
  /** Entries matching the filters in all. */
  total: number;
  offset: number;
  limit: number;
};

/** The answer of POST /api/eventlog/{x}/confirm[/{id}]: how many entries it confirmed now. */
export type EventLogConfirmAnswer = { confirmed: number };

/** The answer of GET /api/eventlog/verify: the first entry whose hash or link does not hold, or null. */
export type ChainVerdict = {
  ok: boolean;
  /** Chained entries read. */
  checked: number;
  /** The first entry that does not hold; null when ok. */
  brokenId: number | null;
  /** 'hash': the entry's content changed; 'link': its previous-hash does not name the entry before. */
  reason: 'hash' | 'link' | null;
};

export const MSG_UNKNOWN_SOURCE = /*i18n*/ 'Unknown event log source.';
export const MSG_EVENT_NOT_FOUND = /*i18n*/ 'Event log entry not found.';
export const MSG_VERIFY_RUNNING = /*i18n*/ 'A verification of the audit chain is already running; try again when it has finished.';

export function eventLogPath(source: EventSource): string {
  return `/api/eventlog/${source}`;
}
