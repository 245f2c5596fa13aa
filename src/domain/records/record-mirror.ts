// The shapes of the record mirror in IndexedDB (src/data/db.ts version 3). Lists keep only ids and paging,
// so a list page and the records it shows are written and watched apart.
import type { RecordEntity } from './record-entities';
import type { RecordAnswer } from './record-wire';

export type MirrorRecord = {
  /** '{entity}:{id}' */
  key: string;
  entity: RecordEntity;
  id: number;
  guid: string;
  name: string;
  data: RecordAnswer;
  /** Epoch ms of the answer. */
  fetchedAt: number;
  /** The last outbox entry that changed `data` here before the server answered it. */
  pendingEntry?: number;
};

export type MirrorRecordPage = {
  /** pageKey(): listing and page number. */
  key: string;
  entity: RecordEntity;
  page: number;
  ids: number[];
  total: number;
  maxId: number;
  nextCursor: number | null;
  prevCursor: number | null;
  fetchedAt: number;
};

export function recordKey(entity: RecordEntity, id: number): string {
  return `${entity}:${id}`;
}

export function mirrorRecordOf(record: RecordAnswer, fetchedAt: number): MirrorRecord {
  return { key: recordKey(record.entity, record.id), entity: record.entity, id: record.id, guid: record.guid, name: record.name, data: record, fetchedAt };
}
