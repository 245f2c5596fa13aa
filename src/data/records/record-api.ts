// Every generic record call of console.md §7 under /api/db/{entity} (docs/records.md), typed. Network
// only: the repository decides what goes into the mirror.
import { deleteQuery } from '../../domain/records/delete-rules';
import type { DeleteChoice } from '../../domain/records/delete-rules';
import type { AclEntry } from '../../domain/records/record-access';
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

export type SecurityFields = { recOwnerId?: number; recTeamId?: number | null; recAcl?: AclEntry[] };
export type GroupFields = { projectId: number; expId: number };
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

export async function createRecord(entity: RecordEntity, body: CreateBody): Promise<RecordAnswer> {
  return (await api.post<RecordAnswer>(recordPath(entity), body)).data;
}

/** Saves the caller's draft; `publish` (kinds with canEdit) makes it current at once. */
export async function updateRecord(entity: RecordEntity, id: number, body: Record<string, unknown> & { recRev: number }, publish = false): Promise<RecordAnswer> {
  return (await api.put<RecordAnswer>(recordPath(entity, `/${id}`), body, { query: publish ? { publish: true } : undefined })).data;
}

export async function publishRecord(entity: RecordEntity, id: number, recRev: number): Promise<RecordAnswer> {
  return (await api.post<RecordAnswer>(recordPath(entity, `/${id}/publish`), { recRev })).data;
}

export async function discardRecord(entity: RecordEntity, id: number): Promise<RecordAnswer> {
  return (await api.post<RecordAnswer>(recordPath(entity, `/${id}/discard`))).data;
}

/** The delete dialog's choice; a permanent delete of referenced records is repeated with ignoreReferences. */
export type DeleteOptions = DeleteChoice & { ignoreReferences?: boolean };

export async function deleteRecords(entity: RecordEntity, ids: number[], opts: DeleteOptions): Promise<{ deleted: number[]; permanent: boolean }> {
  return (await api.del<{ deleted: number[]; permanent: boolean }>(recordPath(entity), { ids }, { query: deleteQuery(opts, opts.ignoreReferences) })).data;
}

export async function restoreRecords(entity: RecordEntity, ids: number[]): Promise<RecordAnswer[]> {
  return (await api.post<{ items: RecordAnswer[] }>(recordPath(entity, '/restore'), { ids })).data.items;
}

export async function setRecordState(entity: RecordEntity, ids: number[], recState: number, includeDependencies = false): Promise<RecordAnswer[]> {
  return (await api.post<{ items: RecordAnswer[] }>(recordPath(entity, '/SetRecordState'), { ids, recState, includeDependencies })).data.items;
}

export async function assignSecurity(entity: RecordEntity, ids: number[], fields: SecurityFields): Promise<RecordAnswer[]> {
  return (await api.post<{ items: RecordAnswer[] }>(recordPath(entity, '/AssignSecurity'), { ids, ...fields })).data.items;
}

export async function changeProject(entity: RecordEntity, ids: number[], group: GroupFields): Promise<RecordAnswer[]> {
  return (await api.post<{ items: RecordAnswer[] }>(recordPath(entity, '/ChangeProject'), { ids, ...group })).data.items;
}

export type Category = { id: number | string; name: string; count: number };

export async function getCategories(entity: RecordEntity): Promise<Category[]> {
  return (await api.get<Category[]>(recordPath(entity, '/categories'))).data;
}

/** GET /api/db/package/export: the .xpkg file and its name from content-disposition. */
export function exportPackages(ids: number[]): Promise<{ blob: Blob; filename: string }> {
  return downloadFile(recordPath('package', '/export'), { query: { ids: ids.join(',') }, fallbackName: 'packages.xpkg' });
}
