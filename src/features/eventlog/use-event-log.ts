// The event log screen's data: the page and the source's columns are fetched into IndexedDB and read from
// there (useLiveQuery), so a page read once shows offline with its age. The columns are fetched once per
// source and debug mode; a live list (liveMs) reads only its page again, and only while the page is visible.
import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { EventLogColumn } from '../../domain/eventlog/eventlog-columns';
import { columnsWithLayout } from '../../domain/eventlog/eventlog-mirror';
import type { EventLogQuery, EventLogRow, EventSource } from '../../domain/eventlog/eventlog-protocol';
import { eventPageKey } from '../../domain/eventlog/eventlog-search';
import { db } from '../../data/db';
import { fetchEventPage, fetchEventSchema, readEventColumns, readEventPage } from '../../data/eventlog/eventlog-repository';
import { useLiveRefresh } from '../nodes/use-live-refresh';
import { useFetchStatus } from '../records/use-fetch-status';
import type { FetchStatus } from '../records/use-fetch-status';

export type EventLogData = {
  status: FetchStatus;
  /** undefined while the mirror is read; null when this page was never fetched. */
  rows: EventLogRow[] | undefined | null;
  total: number;
  fetchedAt: number | null;
  /** The columns with the user's layout; null until the schema was fetched once. */
  columns: EventLogColumn[] | null;
  reload: () => void;
};

/** The page's state decides, unless the page is fresh and the columns are still loading or failed. */
function combinedStatus(page: FetchStatus, schema: FetchStatus): FetchStatus {
  return page.state === 'fresh' ? schema : page;
}

export function useEventLog(source: EventSource, query: EventLogQuery, debug: boolean, liveMs?: number): EventLogData {
  const key = `${eventPageKey(source, query)}|${debug}`;
  const [tick, setTick] = useState(0);
  const schemaStatus = useFetchStatus(`${source}|${debug}`, tick, (signal) => fetchEventSchema(source, debug, db, signal));
  // A live list reads its page again on each tick of its own; the fetch status shows how the last read went.
  const [pageTick, setPageTick] = useState(0);
  const pageStatus = useFetchStatus(key, tick + pageTick, (signal) => fetchEventPage(source, query, debug, db, signal));
  useLiveRefresh({
    enabled: liveMs !== undefined,
    intervalMs: liveMs,
    run: async () => {
      if (liveMs !== undefined) setPageTick((t) => t + 1);
    },
  });
  const page = useLiveQuery(() => readEventPage(source, query), [key]);
  const columns = useLiveQuery(() => readEventColumns(source), [source]);
  return {
    status: combinedStatus(pageStatus, schemaStatus),
    rows: page === undefined ? undefined : (page?.rows ?? null),
    total: page?.total ?? 0,
    fetchedAt: page?.fetchedAt ?? null,
    columns: columns?.server ? columnsWithLayout(columns.server, columns.layout) : null,
    reload: () => setTick((t) => t + 1),
  };
}
