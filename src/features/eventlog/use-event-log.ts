// The event log screen's data: the page and the source's columns are fetched into IndexedDB and read from
// there (useLiveQuery), so a page read once shows offline with its age.
import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { EventLogColumn } from '../../domain/eventlog/eventlog-columns';
import { columnsWithLayout } from '../../domain/eventlog/eventlog-mirror';
import type { EventLogQuery, EventLogRow, EventSource } from '../../domain/eventlog/eventlog-protocol';
import { eventPageKey } from '../../domain/eventlog/eventlog-search';
import { db } from '../../data/db';
import { fetchEventPage, fetchEventSchema, readEventColumns, readEventPage } from '../../data/eventlog/eventlog-repository';
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

export function useEventLog(source: EventSource, query: EventLogQuery, debug: boolean, refreshTick = 0): EventLogData {
  const key = eventPageKey(source, query);
  const [tick, setTick] = useState(0);
  const status = useFetchStatus(`${key}|${debug}`, tick + refreshTick, (signal) => Promise.all([fetchEventSchema(source, debug, db, signal), fetchEventPage(source, query, debug, db, signal)]));
  const page = useLiveQuery(() => readEventPage(source, query), [key]);
  const columns = useLiveQuery(() => readEventColumns(source), [source]);
  return {
    status,
    rows: page === undefined ? undefined : (page?.rows ?? null),
    total: page?.total ?? 0,
    fetchedAt: page?.fetchedAt ?? null,
    columns: columns?.server ? columnsWithLayout(columns.server, columns.layout) : null,
    reload: () => setTick((t) => t + 1),
  };
}
