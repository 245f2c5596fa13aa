// Appends to and prunes the change log of migration 0010 (docs/architecture.md "Pull"). Every write that
// changes a node, a record or appends an event-log entry calls one of the append functions with the
// handle of its own transaction, so the change and its log row commit (or roll back) together.
import type { Kysely } from 'kysely';
import type { RecordSecurity } from '../../src/domain/records/record-access';
import type { ChangeKind, Database, RecordRow } from '../db/schema';

type Db = Kysely<Database>;

export type ChangeEntry = { kind: ChangeKind; ref: string; host?: string | null; entity?: string | null; scope?: RecordSecurity | null };

/** How long changes are kept: a client away for longer starts again with a fresh browse. */
export const CHANGE_LOG_RETENTION_MS = 30 * 24 * 3600 * 1000;

/** The settings key holding the highest seq the prune removed: cursors below it are too old. */
export const SETTING_CHANGE_LOG_PRUNED_THROUGH = 'changeLogPrunedThrough';

/** Rows per insert statement: both databases limit a statement's parameters. */
const INSERT_CHUNK = 200;

export async function appendChanges(db: Db, entries: readonly ChangeEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const createdAt = new Date().toISOString();
  const rows = entries.map((e) => ({
    kind: e.kind,
    ref: e.ref,
    host: e.host ?? null,
    entity: e.entity ?? null,
    scope: e.scope ? JSON.stringify(e.scope) : null,
    created_at: createdAt,
  }));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await db.insertInto('change_log').values(rows.slice(i, i + INSERT_CHUNK)).execute();
}

/** A node of `host` changed (properties, name, order, bindings) or appeared or went away. */
export async function appendNodeChanges(db: Db, host: string, gIds: Iterable<string>): Promise<void> {
  await appendChanges(db, [...new Set(gIds)].map((gId) => ({ kind: 'node' as const, host, ref: gId })));
}

/**
 * Records changed. `before` holds their security as it was before the change, for the changes that
 * can take a record out of someone's sight (delete, security, project): those readers learn it is gone.
 */
export async function appendRecordChanges(db: Db, rows: readonly Pick<RecordRow, 'id' | 'entity'>[], before?: ReadonlyMap<number, RecordSecurity>): Promise<void> {
  await appendChanges(db, rows.map((r) => ({ kind: 'record' as const, ref: String(r.id), entity: r.entity, scope: before?.get(r.id) ?? null })));
}

/** The highest seq committed so far: where a new cursor starts (after a prune that emptied the log, the pruned seq). */
export async function changeLogHead(db: Db): Promise<number> {
  const row = await db.selectFrom('change_log').select((eb) => eb.fn.max('seq').as('head')).executeTakeFirst();
  return Math.max(Number(row?.head ?? 0), await changeLogPrunedThrough(db));
}

export async function changeLogPrunedThrough(db: Db): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', SETTING_CHANGE_LOG_PRUNED_THROUGH).executeTakeFirst();
  return row ? Number(row.value) || 0 : 0;
}

/**
 * The prune rule: rows created before `cutoff` go, and the highest seq removed is remembered, so a
 * cursor at or below it answers { reset: true } instead of silently missing changes.
 */
export async function pruneChangeLog(db: Db, cutoff: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom('change_log')
      .select((eb) => eb.fn.max('seq').as('through'))
      .where('created_at', '<', cutoff.toISOString())
      .where('seq', 'is not', null)
      .executeTakeFirst();
    const through = Number(old?.through ?? 0);
    if (through === 0) return;
    await trx.deleteFrom('change_log').where('seq', '<=', through).execute();
    const kept = Math.max(through, await changeLogPrunedThrough(trx));
    await trx
      .insertInto('settings')
      .values({ key: SETTING_CHANGE_LOG_PRUNED_THROUGH, value: String(kept) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(kept) }))
      .execute();
  });
}
