// The generic record reads of console.md §7 under /api/db/{entity} (docs/records.md), typed. Network
// only: the repository decides what goes into the mirror. Writes go through the outbox
// (src/data/outbox/record-writes.ts), each with a mutation id.
import type { DeleteChoice } from '../../domain/records/delete-rules';
import type { ProjectChange, SecurityChange } from '../../domain/outbox/record-calls';
import type { RecordEntity } from '../../domain/records/record-entities';
import type { RecordAnswer, RecordPage, RevisionInfo } from '../../domain/records/record-wire';
import { api, downloadFile } from '../api-client';
import type { QueryParams } from '../request-encoding';

export function recordPath(entity: RecordEntity, suffix = ''): string {
  return `/api/db/${entity}${suffix}`;
}

/** Paging of GET /api/db/{entity}: by number, or by the cursor of a neighbouring page. */
export type PageRequest = {
  ItemsPerPage: number;
  curPageNo?: number;
  PageCursor?: number;
  PagePrev?: boolean;
  maxId?: number;
};

export type SecurityFields = SecurityChange;
export type GroupFields = ProjectChange;
export type CreateBody = Record<string, unknown> & SecurityFields & Partial<GroupFields>;

export async function listRecords(entity: RecordEntity, query: QueryParams & PageRequest, signal?: AbortSignal): Promise<RecordPage> {
  return (await api.get<RecordPage>(recordPath(entity), { query, signal })).data;
}

export async function getRecord(entity: RecordEntity, id: number, opts: { rev?: number; signal?: AbortSignal } = {}): Promise<RecordAnswer> {
  return (await api.get<RecordAnswer>(recordPath(entity, `/${id}`), { query: { rev: opts.rev }, signal: opts.signal })).data;
}

export async function getRecordByGuid(entity: RecordEntity, guid: string, signal?: AbortSignal): Promise<RecordAnswer> {
  return (await api.get<RecordAnswer>(recordPath(entity, `/guid/${encodeURIComponent(guid)}`), { signal })).data;
}

export async function getRevisions(entity: RecordEntity, id: number): Promise<RevisionInfo[]> {
  return (await api.get<RevisionInfo[]>(recordPath(entity, `/${id}/revisions`))).data;
}

/** The delete dialog's choice; a permanent delete of referenced records is repeated with ignoreReferences. */
export type DeleteOptions = DeleteChoice & { ignoreReferences?: boolean };

export type Category = { id: number | string; name: string; count: number };

export async function getCategories(entity: RecordEntity): Promise<Category[]> {
  return (await api.get<Category[]>(recordPath(entity, '/categories'))).data;
}

/** GET /api/db/package/export: the .xpkg file and its name from content-disposition. */
export function exportPackages(ids: number[]): Promise<{ blob: Blob; filename: string }> {
  return downloadFile(recordPath('package', '/export'), { query: { ids: ids.join(',') }, fallbackName: 'packages.xpkg' });
}
