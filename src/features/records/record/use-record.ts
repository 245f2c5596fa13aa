// One record screen's data: fetched into the mirror, rendered from it, so a record opened once shows
// offline with the age of what is shown.
import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { RecordEntity } from '../../../domain/records/record-entities';
import type { MirrorRecord } from '../../../domain/records/record-mirror';
import { recordCrumbs } from '../../../domain/records/record-title-state';
import type { Crumb } from '../../../domain/records/record-title-state';
import type { RecordAnswer } from '../../../domain/records/record-wire';
import { db } from '../../../data/db';
import { fetchRecord, fetchRecordByGuid, readRecord, readRecordByGuid } from '../../../data/records/record-repository';
import { useFetchStatus } from '../use-fetch-status';
import type { FetchStatus } from '../use-fetch-status';

export type RecordRef = { entity: RecordEntity; id: number } | { entity: RecordEntity; guid: string };

export type RecordData = {
  status: FetchStatus;
  /** undefined while reading the mirror; null when the mirror has nothing. */
  record: RecordAnswer | null | undefined;
  fetchedAt: number | null;
  reload: () => void;
};

/**
 * The fetch-into-mirror and live read both record hooks share; key names the record for both. When the
 * mirror could not keep the answer (storage full even after pruning), the answer itself is shown.
 */
function useMirroredRecord(
  key: string,
  tick: number,
  fetch: (signal: AbortSignal) => Promise<RecordAnswer | void>,
  read: () => Promise<MirrorRecord | null>,
): Omit<RecordData, 'reload'> {
  const [answer, setAnswer] = useState<{ key: string; record: RecordAnswer } | null>(null);
  const status = useFetchStatus(key, tick, (signal) =>
    fetch(signal).then((record) => {
      if (record && !signal.aborted) setAnswer({ key, record });
    }),
  );
  const row = useLiveQuery(() => read().catch(() => null), [key]);
  const unmirrored = row === null && answer?.key === key ? answer.record : null;
  return { status, record: row === undefined ? undefined : (row?.data ?? unmirrored), fetchedAt: row?.fetchedAt ?? null };
}

export function useRecord(ref: RecordRef): RecordData {
  const key = 'id' in ref ? `${ref.entity}:${ref.id}` : `${ref.entity}:guid:${ref.guid}`;
  const [tick, setTick] = useState(0);
  const data = useMirroredRecord(
    key,
    tick,
    (signal) => ('id' in ref ? fetchRecord(ref.entity, ref.id, db, signal) : fetchRecordByGuid(ref.entity, ref.guid, db, signal)),
    () => ('id' in ref ? readRecord(ref.entity, ref.id) : readRecordByGuid(ref.entity, ref.guid)),
  );
  return { ...data, reload: () => setTick((t) => t + 1) };
}

export type ReferencedRecord = {
  /** undefined while reading the mirror; null when the mirror has nothing. */
  record: RecordAnswer | null | undefined;
  status: FetchStatus;
};

/** A record the screen refers to, with the state of its server read, for screens that must wait for it. */
export function useReferencedRecordState(entity: RecordEntity, id: number | null): ReferencedRecord {
  const { record, status } = useMirroredRecord(
    id === null ? `${entity}:none` : `${entity}:${id}`,
    0,
    (signal) => (id === null ? Promise.resolve() : fetchRecord(entity, id, db, signal)),
    () => (id === null ? Promise.resolve(null) : readRecord(entity, id)),
  );
  return { record, status };
}

/**
 * The breadcrumbs of a record screen (none while the record loads). The customer of a licence comes from
 * the mirror, fetched once when missing.
 */
export function useRecordCrumbs(record: RecordAnswer | null): Crumb[] {
  const customerId = typeof record?.customerId === 'number' ? record.customerId : null;
  const customer = useReferencedRecordState('customer', customerId).record ?? null;
  return record ? recordCrumbs(record, customer) : [];
}
