// The query state of a record list screen (console.md §2 "List screens"): search text, filters and the
// page live in the URL so a user can bookmark or share a filtered list; this file turns them into the
// GET /api/db/{entity} parameters and a stable key for the mirrored page.
import { DISTRIBUTION_CHANNEL_NAMES, PACKAGE_CATEGORY_NAMES, PACKAGE_KIND_NAMES, RecordStatus, isEnumValue } from './record-enums';
import type { RecordEntity } from './record-entities';

/** Rows per page: more than a screenful, so the virtualized list scrolls before the pager is needed. */
export const LIST_PAGE_SIZE = 50;

export type RecordListSearch = {
  /** Search in name and description. */
  q?: string;
  /** 1-based page number. */
  page?: number;
  recState?: number;
  deleted?: boolean;
  kind?: number;
  category?: number;
  distrChannel?: number;
  customerId?: number;
  /** The records of a project / an experiment (the lists on their screens). */
  projectId?: number;
  expId?: number;
};

export type ListFilterName = 'recState' | 'kind' | 'category' | 'distrChannel' | 'customerId' | 'projectId' | 'expId';

/** The filter fields each list offers besides search and 'Show deleted'. */
export const LIST_FILTERS: Record<RecordEntity, readonly ListFilterName[]> = {
  customer: ['recState', 'projectId', 'expId'],
  license: ['recState', 'customerId', 'projectId', 'expId'],
  feature: ['recState', 'projectId', 'expId'],
  package: ['kind', 'category', 'distrChannel', 'recState', 'projectId', 'expId'],
  contact: ['recState', 'customerId', 'projectId', 'expId'],
  person: ['recState', 'projectId', 'expId'],
  project: ['recState'],
  experiment: ['recState', 'projectId'],
};

const STATE_NAMES: Record<number, string> = { [RecordStatus.active]: /*i18n*/ 'Active', [RecordStatus.closed]: /*i18n*/ 'Closed' };

function intOf(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) ? n : undefined;
}

function enumOf(names: Record<number, string>, value: unknown): number | undefined {
  const n = intOf(value);
  return n !== undefined && isEnumValue(names, n) ? n : undefined;
}

/**
 * Keeps only valid values, so a hand-edited address never sends the server a query it refuses; absent
 * values stay absent (no defaults), so the URL holds only what the user chose.
 */
export function validateRecordListSearch(raw: Record<string, unknown>): RecordListSearch {
  const out: RecordListSearch = {};
  const q = typeof raw.q === 'string' ? raw.q : typeof raw.q === 'number' ? String(raw.q) : undefined;
  if (q !== undefined && q.trim() !== '') out.q = q;
  const page = intOf(raw.page);
  if (page !== undefined && page > 1) out.page = page;
  const recState = enumOf(STATE_NAMES, raw.recState);
  if (recState !== undefined) out.recState = recState;
  if (raw.deleted === true || raw.deleted === 'true') out.deleted = true;
  const kind = enumOf(PACKAGE_KIND_NAMES, raw.kind);
  if (kind !== undefined) out.kind = kind;
  const category = enumOf(PACKAGE_CATEGORY_NAMES, raw.category);
  if (category !== undefined) out.category = category;
  const distrChannel = enumOf(DISTRIBUTION_CHANNEL_NAMES, raw.distrChannel);
  if (distrChannel !== undefined) out.distrChannel = distrChannel;
  const customerId = intOf(raw.customerId);
  if (customerId !== undefined && customerId > 0) out.customerId = customerId;
  const projectId = intOf(raw.projectId);
  if (projectId !== undefined && projectId > 0) out.projectId = projectId;
  const expId = intOf(raw.expId);
  if (expId !== undefined && expId > 0) out.expId = expId;
  return out;
}

export type ListQueryParams = Record<string, string | number | boolean>;

/** The search and filters as server parameters, without paging (only the filters the entity offers). */
export function listFilterParams(entity: RecordEntity, search: RecordListSearch): ListQueryParams {
  const params: ListQueryParams = {};
  if (search.q?.trim()) params.search = search.q.trim();
  for (const name of LIST_FILTERS[entity]) {
    const value = search[name];
    if (value !== undefined) params[name] = value;
  }
  if (search.deleted) params.includeDeleted = true;
  return params;
}

/** Identifies one listing (entity, search and filters) whatever its page. */
export function listKey(entity: RecordEntity, search: RecordListSearch): string {
  const params = listFilterParams(entity, search);
  const parts = Object.keys(params)
    .sort()
    .map((k) => `${k}=${String(params[k])}`);
  return `${entity}?${parts.join('&')}`;
}

export function pageKey(entity: RecordEntity, search: RecordListSearch, page: number): string {
  return `${listKey(entity, search)}#${page}`;
}

/** Changing the search or a filter starts again on page 1. */
export function withFilter(search: RecordListSearch, change: Partial<RecordListSearch>): RecordListSearch {
  const next: Record<string, unknown> = { ...search, ...change };
  delete next.page;
  for (const key of Object.keys(next)) if (next[key] === undefined || next[key] === '' || next[key] === false) delete next[key];
  return validateRecordListSearch(next);
}

export function pageCount(total: number, pageSize: number = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export const RECORD_STATE_NAMES = STATE_NAMES;
