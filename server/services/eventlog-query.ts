// Reads and confirms event log entries (docs/api.md "Event log"): one filtered page, newest first, with the
// number of entries the filters match. Every filter is served by an index of migration 0011 or 0001.
import { sql } from 'kysely';
import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import { normalizeSeverity } from '../../src/domain/error-item';
import type { EventLogPage, EventLogQuery, EventLogRow, EventSource } from '../../src/domain/eventlog/eventlog-protocol';
import { dialectOf } from '../db/connect';
import type { AuditLogTable, Database } from '../db/schema';

type Db = Kysely<Database>;
type Query = SelectQueryBuilder<Database, 'audit_log', object>;

/** Columns the text filter looks in. */
const TEXT_COLUMNS = ['message', 'category', 'property', 'old_value', 'new_value', 'reason', 'entity_id', 'username'] as const;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The filters of a query (no paging) on the entries of one source. */
export function filteredEntries(db: Db, source: EventSource, q: EventLogQuery): Query {
  let query: Query = db.selectFrom('audit_log').where('source', '=', source);
  if (q.from) query = query.where('time', '>=', q.from);
  if (q.to) query = query.where('time', '<=', q.to);
  if (q.severity !== undefined && q.severity > 0) query = query.where('severity', '>=', q.severity);
  if (q.user) query = query.where(sql`lower(username)`, '=', q.user.toLowerCase());
  if (q.entity) query = query.where('entity', '=', q.entity);
  if (q.sourceId) query = query.where('entity_id', '=', q.sourceId);
  if (q.controller) query = query.where('host', '=', q.controller);
  if (q.text) {
    const pattern = likePattern(q.text);
    // SQLite's like ignores ASCII case already; PostgreSQL needs ilike.
    const op = dialectOf(db) === 'postgres' ? sql.raw('ilike') : sql.raw('like');
    query = query.where(({ or }) => or(TEXT_COLUMNS.map((c) => sql<boolean>`${sql.ref(c)} ${op} ${pattern} escape '\\'`)));
  }
  return query;
}

type Row = Selectable<AuditLogTable>;

export function toEventLogRow(r: Row): EventLogRow {
  return {
    id: r.id,
    time: r.time,
    clientTime: r.client_time,
    source: r.source,
    category: r.category,
    severity: normalizeSeverity(Number(r.severity)),
    userId: r.user_id,
    username: r.username,
    ip: r.ip,
    host: r.host,
    entity: r.entity,
    entityId: r.entity_id,
    property: r.property,
    oldValue: r.old_value,
    newValue: r.new_value,
    reason: r.reason,
    message: r.message,
    confirmedBy: r.confirmed_by,
    confirmedAt: r.confirmed_at,
  };
}

export async function readEventPage(db: Db, source: EventSource, q: EventLogQuery & { offset: number; limit: number }): Promise<EventLogPage> {
  const filtered = filteredEntries(db, source, q);
  const [rows, count] = await Promise.all([
    filtered.selectAll().orderBy('time', 'desc').orderBy('id', 'desc').offset(q.offset).limit(q.limit).execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toEventLogRow), total: Number(count.n), offset: q.offset, limit: q.limit };
}

export type ConfirmTarget = { source: EventSource; id?: number; controller?: string | undefined };

/** Marks unconfirmed entries confirmed; how many it marked, or null when the one asked for does not exist. */
export async function confirmEntries(db: Db, target: ConfirmTarget, by: string, now: Date): Promise<number | null> {
  let update = db
    .updateTable('audit_log')
    .set({ confirmed_by: by, confirmed_at: now.toISOString() })
    .where('source', '=', target.source)
    .where('confirmed_at', 'is', null);
  if (target.id !== undefined) update = update.where('id', '=', target.id);
  if (target.controller) update = update.where('host', '=', target.controller);
  const result = await update.executeTakeFirst();
  const confirmed = Number(result.numUpdatedRows);
  if (confirmed > 0 || target.id === undefined) return confirmed;
  let exists = db.selectFrom('audit_log').select('id').where('id', '=', target.id).where('source', '=', target.source);
  if (target.controller) exists = exists.where('host', '=', target.controller);
  return (await exists.executeTakeFirst()) ? 0 : null;
}
