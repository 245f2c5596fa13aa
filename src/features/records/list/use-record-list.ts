// A list screen's data: the page is fetched into the mirror and rendered from it (useLiveQuery), so a
// page seen once shows offline. A listing never fetched falls back offline to a search of the mirror.
import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { pageKey } from '../../../domain/records/record-list-query';
import type { RecordListSearch } from '../../../domain/records/record-list-query';
import type { RecordEntity } from '../../../domain/records/record-entities';
import type { RecordAnswer } from '../../../domain/records/record-wire';
import { fetchListPage, readListPage, searchMirror } from '../../../data/records/record-repository';
import { db } from '../../../data/db';
import { useFetchStatus } from '../use-fetch-status';
import type { FetchStatus } from '../use-fetch-status';

export type RecordListData = {
  status: FetchStatus;
  /** undefined while the mirror is being read. */
  records: RecordAnswer[] | undefined;
  total: number;
  /** Epoch ms of the shown page; null when the rows come from a mirror search. */
  fetchedAt: number | null;
  reload: () => void;
};

export function useRecordList(entity: RecordEntity, search: RecordListSearch, refreshTick = 0): RecordListData {
  const page = search.page ?? 1;
  const key = pageKey(entity, search, page);
  const [tick, setTick] = useState(0);
  const status = useFetchStatus(key, tick + refreshTick, (signal) => fetchListPage(entity, search, page, db, signal));
  const view = useLiveQuery(() => readListPage(entity, search, page).catch(() => null), [key]);
  const offlineRows = useLiveQuery(
    () => (status.state === 'offline' && view === null ? searchMirror(entity, search).catch(() => []) : Promise.resolve(null)),
    [key, status.state, view === null],
  );
  const records = view ? view.records : (offlineRows ?? (status.state === 'loading' || view === undefined ? undefined : []));
  return {
    status,
    records,
    total: view?.page.total ?? offlineRows?.length ?? 0,
    fetchedAt: view?.page.fetchedAt ?? null,
    reload: () => setTick((t) => t + 1),
  };
}
