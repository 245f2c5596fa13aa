// The record widgets' data: the mirrored records of the kinds the user may list, fetched into the
// mirror once when the dashboard opens. A fetch without an answer marks them offline.
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { mirroredRecordsOf, refreshRecordKinds } from '../../data/dashboard/dashboard-records';
import type { RecordEntity } from '../../domain/records/record-entities';
import type { RecordAnswer } from '../../domain/records/record-wire';

export type RecordWidgetData = { records: RecordAnswer[] | undefined; fetchedAt: number | null; offline: boolean };

export function useRecordWidgetData(kinds: readonly RecordEntity[]): RecordWidgetData {
  const key = kinds.join(',');
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    let live = true;
    const list = key === '' ? [] : (key.split(',') as RecordEntity[]);
    void refreshRecordKinds(list).then((outcome) => {
      if (live) setOffline(outcome.offline);
    });
    return () => {
      live = false;
    };
  }, [key]);
  const mirrored = useLiveQuery(() => mirroredRecordsOf(key === '' ? [] : (key.split(',') as RecordEntity[])), [key]);
  return { records: mirrored?.records, fetchedAt: mirrored?.fetchedAt ?? null, offline };
}
