// GET /api/db/{entity}: search, filters and the paging of console.md §7 (ItemsPerPage, PagePrev,
// PageCursor, maxId, curPageNo, from, to). Newest first; maxId pins a listing so records created
// while the user pages do not shift the pages.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { sql } from 'kysely';
import { z } from 'zod';
import type { RecordEntity } from '../../src/domain/records/record-entities';
import type { RecordPage } from '../../src/domain/records/record-wire';
import type { Database, RecordRow } from '../db/schema';
import { parseRecordInput } from './record-input';
import { buildAnswers, parseContent } from './record-reader';
import type { Viewer } from './record-viewer';
import { visibleTo } from './record-visibility';

export const DEFAULT_PAGE_SIZE = 20;
/** ItemsPerPage -1 means all, up to this many. */
export const MAX_PAGE_SIZE = 1000;

const int = z.coerce.number().int();
const isoDate = z.string().max(40).refine((v) => !Number.isNaN(Date.parse(v)), { message: 'Invalid date' });

const listQuery = z.object({
  ItemsPerPage: int.min(-1).max(MAX_PAGE_SIZE).refine((v) => v !== 0, { message: 'ItemsPerPage: must not be 0.' }).default(DEFAULT_PAGE_SIZE),
  PagePrev: z.enum(['true', 'false']).default('false'),
  PageCursor: int.min(1).optional(),
  maxId: int.min(0).optional(),
  curPageNo: int.min(1).default(1),
  from: isoDate.optional(),
  to: isoDate.optional(),
  search: z.string().max(200).optional(),
  customerId: int.optional(),
  projectId: int.optional(),
  expId: int.optional(),
  teamId: int.optional(),
  ownerId: int.optional(),
  recState: int.optional(),
  kind: int.optional(),
  category: int.optional(),
  distrChannel: int.optional(),
  type: int.optional(),
  includeDeleted: z.enum(['true', 'false']).default('false'),
});
export type ListQuery = z.output<typeof listQuery>;

type RecordsQuery = SelectQueryBuilder<Database, 'records', RecordRow>;

/** A date without a time in `to` means the whole day (node-model.md §5: range end 23:59:59.999). */
function rangeEnd(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : new Date(value).toISOString();
}

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

function filtered(db: Kysely<Database>, viewer: Viewer, entity: RecordEntity, q: ListQuery): RecordsQuery {
  let query = db.selectFrom('records').selectAll().where('entity', '=', entity).where((eb) => visibleTo(eb, viewer));
  if (q.includeDeleted !== 'true') query = query.where('deleted', '=', 0);
  const search = q.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) => eb.or([sql<boolean>`lower(name) like ${pattern} escape '!'`, sql<boolean>`lower(description) like ${pattern} escape '!'`]));
  }
  if (q.from) query = query.where('modified_at', '>=', new Date(q.from).toISOString());
  if (q.to) query = query.where('modified_at', '<=', rangeEnd(q.to));
  const columns = [
    ['customer_id', q.customerId],
    ['project_id', q.projectId],
    ['exp_id', q.expId],
    ['team_id', q.teamId],
    ['owner_id', q.ownerId],
    ['rec_state', q.recState],
    ['kind', q.kind],
    ['category', q.category],
    ['channel', q.distrChannel],
    ['pkg_type', q.type],
  ] as const;
  for (const [column, value] of columns) if (value !== undefined) query = query.where(column, '=', value);
  return query;
}

async function countOf(query: RecordsQuery): Promise<number> {
  const row = await query.clearSelect().select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listRecords(db: Kysely<Database>, viewer: Viewer, entity: RecordEntity, rawQuery: unknown): Promise<RecordPage> {
  const q = parseRecordInput(listQuery, rawQuery);
  const pageSize = q.ItemsPerPage === -1 ? MAX_PAGE_SIZE : q.ItemsPerPage;
  const unbounded = filtered(db, viewer, entity, q);
  let maxId = q.maxId;
  if (maxId === undefined) {
    const top = await unbounded.clearSelect().select((eb) => eb.fn.max('id').as('m')).executeTakeFirst();
    maxId = Number(top?.m ?? 0);
  }
  const base = unbounded.where('id', '<=', maxId);
  const total = await countOf(base);

  let rows: RecordRow[];
  if (q.PageCursor !== undefined && q.PagePrev === 'true') {
    rows = (await base.where('id', '>', q.PageCursor).orderBy('id', 'asc').limit(pageSize).execute()).reverse();
  } else if (q.PageCursor !== undefined) {
    rows = await base.where('id', '<', q.PageCursor).orderBy('id', 'desc').limit(pageSize).execute();
  } else {
    rows = await base.orderBy('id', 'desc').limit(pageSize).offset((q.curPageNo - 1) * pageSize).execute();
  }

  const first = rows[0];
  const last = rows[rows.length - 1];
  const before = first ? await countOf(base.where('id', '>', first.id)) : Math.min(total, (q.curPageNo - 1) * pageSize);
  const after = last ? await countOf(base.where('id', '<', last.id)) : 0;
  return {
    items: await buildAnswers(db, viewer, rows),
    total,
    itemsPerPage: q.ItemsPerPage,
    curPageNo: Math.floor(before / pageSize) + 1,
    maxId,
    nextCursor: last && after > 0 ? last.id : null,
    prevCursor: first && before > 0 ? first.id : null,
    eof: after === 0,
  };
}

export type CategoryCount = { id: string | number; name: string; count: number };

/** Packages group by their category; other kinds by the names of their tags. */
export async function listCategories(db: Kysely<Database>, viewer: Viewer, entity: RecordEntity, names: Record<number, string>): Promise<CategoryCount[]> {
  const rows = await db.selectFrom('records').select(['category', 'data']).where('entity', '=', entity).where('deleted', '=', 0).where((eb) => visibleTo(eb, viewer)).execute();
  const counts = new Map<string | number, CategoryCount>();
  function add(id: string | number, name: string): void {
    const entry = counts.get(id) ?? { id, name, count: 0 };
    entry.count += 1;
    counts.set(id, entry);
  }
  for (const row of rows) {
    if (entity === 'package') {
      if (row.category !== null) add(row.category, names[row.category] ?? String(row.category));
      continue;
    }
    const tags = parseContent(row.data).recTags;
    if (!Array.isArray(tags)) continue;
    for (const name of new Set(tags.map((t: { name?: unknown }) => String(t?.name ?? '')))) if (name) add(name, name);
  }
  return [...counts.values()].sort((a, b) => String(a.name).localeCompare(String(b.name)));
}
