// Fetches event log pages and schemas into IndexedDB, where the screen reads them (DESIGN.md "How data
// flows"): a page read once shows offline, with its age. The mirror keeps the newest pages only.
import type { EventLogColumn } from '../../domain/eventlog/eventlog-columns';
import type { MirrorEventPage } from '../../domain/eventlog/eventlog-mirror';
import { layoutMetaKey, schemaMetaKey } from '../../domain/eventlog/eventlog-mirror';
import type { EventLogQuery, EventSource } from '../../domain/eventlog/eventlog-protocol';
import { eventPageKey } from '../../domain/eventlog/eventlog-search';
import { db } from '../db';
import type { ConsoleDatabase } from '../db';
import { getMeta, setMeta } from '../meta-repository';
import { withQuotaRecovery } from '../mirror-quota';
import { getEventPage, getEventSchema } from './eventlog-api';

/** Pages kept in the mirror; older ones are dropped when a new one is stored. */
export const MIRRORED_EVENT_PAGES = 200;

export async function fetchEventPage(source: EventSource, query: EventLogQuery, debug: boolean, database: ConsoleDatabase = db, signal?: AbortSignal): Promise<MirrorEventPage> {
  const answer = await getEventPage(source, query, debug, signal);
  const row: MirrorEventPage = { key: eventPageKey(source, query), source, rows: answer.rows, total: answer.total, fetchedAt: Date.now() };
  await withQuotaRecovery(database, () =>
    database.transaction('rw', database.eventlogPages, async () => {
      await database.eventlogPages.put(row);
      const extra = (await database.eventlogPages.count()) - MIRRORED_EVENT_PAGES;
      if (extra > 0) await database.eventlogPages.orderBy('fetchedAt').limit(extra).delete();
    }),
  );
  return row;
}

/** The mirrored page; null when it was never fetched. */
export async function readEventPage(source: EventSource, query: EventLogQuery, database: ConsoleDatabase = db): Promise<MirrorEventPage | null> {
  return (await database.eventlogPages.get(eventPageKey(source, query))) ?? null;
}

export async function fetchEventSchema(source: EventSource, debug: boolean, database: ConsoleDatabase = db, signal?: AbortSignal): Promise<void> {
  await setMeta(schemaMetaKey(source), await getEventSchema(source, debug, signal), database);
}

/** The user's saved layout of a column: shown or not, and where. */
export type SavedColumn = Pick<EventLogColumn, 'value' | 'visible' | 'index'>;

export type EventColumnsView = { server: EventLogColumn[] | null; layout: SavedColumn[] | undefined };

export async function readEventColumns(source: EventSource, database: ConsoleDatabase = db): Promise<EventColumnsView> {
  const [server, layout] = await Promise.all([getMeta<EventLogColumn[] | null>(schemaMetaKey(source), null, database), getMeta<SavedColumn[] | undefined>(layoutMetaKey(source), undefined, database)]);
  return { server, layout };
}

/** The user's column layout of a source ('Customize headers'), kept per user. */
export async function saveEventColumns(source: EventSource, columns: readonly EventLogColumn[], database: ConsoleDatabase = db): Promise<void> {
  const saved: SavedColumn[] = columns.map((c) => ({ value: c.value, visible: c.visible, index: c.index }));
  await setMeta(layoutMetaKey(source), saved, database);
}
