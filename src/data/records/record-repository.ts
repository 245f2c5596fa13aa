// The record mirror: what was opened once can be read offline. Server answers are written here and screens
// read from here through useLiveQuery. A list page is stored as ids plus paging in recordLists, and its
// records in records, so a record edited on its own screen shows the new name in every mirrored list.
import { LIST_FILTERS, LIST_PAGE_SIZE, listFilterParams, pageKey } from '../../domain/records/record-list-query';
import type { RecordListSearch } from '../../domain/records/record-list-query';
import { recordKey } from '../../domain/records/record-mirror';
import type { MirrorRecord, MirrorRecordPage } from '../../domain/records/record-mirror';
import type { RecordEntity } from '../../domain/records/record-entities';
import type { RecordAnswer } from '../../domain/records/record-wire';
import { ApiError } from '../api-error';
import { db } from '../db';
import type { ConsoleDatabase } from '../db';
import { unlessQuotaError, withQuotaRecovery } from '../mirror-quota';
import { getRecord, getRecordByGuid, listRecords } from './record-api';
import type { PageRequest } from './record-api';
import { putRecords, removeRecords, writeRecords } from './record-rows';

export type ListPageView = { page: MirrorRecordPage; records: RecordAnswer[] };

/**
 * How to ask for a page: by the cursor of a mirrored neighbour (and its maxId, so records created since
 * do not shift the pages), else by number.
 */
export async function pageRequest(entity: RecordEntity, search: RecordListSearch, page: number, database: ConsoleDatabase = db): Promise<PageRequest> {
  const base: PageRequest = { ItemsPerPage: LIST_PAGE_SIZE, curPageNo: page };
  if (page <= 1) return base;
  const before = await database.recordLists.get(pageKey(entity, search, page - 1));
  if (before?.nextCursor) return { ItemsPerPage: LIST_PAGE_SIZE, PageCursor: before.nextCursor, maxId: before.maxId, curPageNo: page };
  const after = await database.recordLists.get(pageKey(entity, search, page + 1));
  if (after?.prevCursor) return { ItemsPerPage: LIST_PAGE_SIZE, PageCursor: after.prevCursor, PagePrev: true, maxId: after.maxId, curPageNo: page };
  return base;
}

/** Fetches one page of a listing and mirrors it (page row and records in one transaction). */
export async function fetchListPage(entity: RecordEntity, search: RecordListSearch, page: number, database: ConsoleDatabase = db, signal?: AbortSignal): Promise<MirrorRecordPage> {
  const request = await pageRequest(entity, search, page, database);
  const answer = await listRecords(entity, { ...listFilterParams(entity, search), ...request }, signal);
  const now = Date.now();
  const row: MirrorRecordPage = {
    key: pageKey(entity, search, page),
    entity,
    page,
    ids: answer.items.map((r) => r.id),
    total: answer.total,
    maxId: answer.maxId,
    nextCursor: answer.nextCursor,
    prevCursor: answer.prevCursor,
    fetchedAt: now,
  };
  await withQuotaRecovery(database, () =>
    database.transaction('rw', [database.records, database.recordLists], async () => {
      await writeRecords(answer.items, database, now);
      await database.recordLists.put(row);
    }),
  );
  return row;
}

/** The mirrored page with its records in page order; null when the page was never fetched. */
export async function readListPage(entity: RecordEntity, search: RecordListSearch, page: number, database: ConsoleDatabase = db): Promise<ListPageView | null> {
  const row = await database.recordLists.get(pageKey(entity, search, page));
  if (!row) return null;
  const rows = await database.records.bulkGet(row.ids.map((id) => recordKey(entity, id)));
  const records = rows.filter((r): r is MirrorRecord => r !== undefined).map((r) => r.data);
  return { page: row, records };
}

function matches(record: RecordAnswer, entity: RecordEntity, search: RecordListSearch): boolean {
  const q = search.q?.trim().toLowerCase();
  if (q && !record.name.toLowerCase().includes(q) && !record.description.toLowerCase().includes(q)) return false;
  if (record.recDeleted && !search.deleted) return false;
  for (const name of LIST_FILTERS[entity]) {
    const wanted = search[name];
    if (wanted !== undefined && record[name] !== wanted) return false;
  }
  return true;
}

/**
 * Offline, a listing never fetched is answered from every mirrored record of the kind, newest first, so a
 * search still finds what was seen before.
 */
export async function searchMirror(entity: RecordEntity, search: RecordListSearch, database: ConsoleDatabase = db): Promise<RecordAnswer[]> {
  const rows = await database.records.where('entity').equals(entity).toArray();
  return rows
    .map((r) => r.data)
    .filter((r) => matches(r, entity, search))
    .sort((a, b) => b.id - a.id);
}

export async function fetchRecord(entity: RecordEntity, id: number, database: ConsoleDatabase = db, signal?: AbortSignal): Promise<RecordAnswer> {
  try {
    const record = await getRecord(entity, id, { signal });
    await putRecords([record], database).catch(unlessQuotaError);
    return record;
  } catch (error) {
    // Gone or no longer readable: the mirror must not keep showing it offline.
    if (error instanceof ApiError && error.status === 404) await removeRecords(entity, [id], database);
    throw error;
  }
}

export async function fetchRecordByGuid(entity: RecordEntity, guid: string, database: ConsoleDatabase = db, signal?: AbortSignal): Promise<RecordAnswer> {
  const record = await getRecordByGuid(entity, guid, signal);
  await putRecords([record], database).catch(unlessQuotaError);
  return record;
}

export async function readRecord(entity: RecordEntity, id: number, database: ConsoleDatabase = db): Promise<MirrorRecord | null> {
  return (await database.records.get(recordKey(entity, id))) ?? null;
}

export async function readRecordByGuid(entity: RecordEntity, guid: string, database: ConsoleDatabase = db): Promise<MirrorRecord | null> {
  const rows = await database.records.where('guid').equals(guid).toArray();
  return rows.find((r) => r.entity === entity) ?? null;
}

/** Every mirrored record of a kind (select lists: features of a licence, projects of the Security panel). */
export async function readAllOfKind(entity: RecordEntity, database: ConsoleDatabase = db): Promise<RecordAnswer[]> {
  const rows = await database.records.where('[entity+name]').between([entity, ''], [entity, '\uffff']).toArray();
  return rows.map((r) => r.data).filter((r) => !r.recDeleted);
}

/** Fetches all records of a kind (up to the server's 1000) into the mirror, for select lists. */
export async function fetchAllOfKind(entity: RecordEntity, database: ConsoleDatabase = db): Promise<void> {
  const answer = await listRecords(entity, { ItemsPerPage: -1 });
  await putRecords(answer.items, database);
}
