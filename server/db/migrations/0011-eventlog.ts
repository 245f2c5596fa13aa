// The event log (docs/decisions.md "Event log"): severity, controller host, client time and confirmation
// state on audit_log; the hash chain columns (services/audit-chain.ts), filled in for the entries already
// there; the indexes of the event log's filters; and on PostgreSQL the commit-time trigger that chains
// each new entry.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';
import type { Database } from '../schema';
import { CANONICAL_FIELDS, GENESIS_HASH, chainAfter } from '../../services/audit-chain';
import { CHANGE_LOG_LOCK_KEY } from './0010-change-log';

/** The SQL twin of audit-chain.ts `canonicalText`: same fields, same order, same encoding. */
function canonicalSql(row: string, seq: string, prev: string): string {
  const parts = CANONICAL_FIELDS.map((name) => (name === 'chain_seq' ? `audit_log_field(${seq}::text)` : `audit_log_field(${row}.${name}::text)`));
  return `${parts.join(' || ')} || ${prev}`;
}

async function addColumns(db: Kysely<unknown>): Promise<void> {
  const columns: [string, 'text' | 'integer'][] = [
    ['host', 'text'],
    ['client_time', 'text'],
    ['confirmed_by', 'text'],
    ['confirmed_at', 'text'],
    ['chain_seq', 'integer'],
    ['prev_hash', 'text'],
    ['hash', 'text'],
  ];
  await db.schema.alterTable('audit_log').addColumn('severity', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  for (const [name, type] of columns) await db.schema.alterTable('audit_log').addColumn(name, type).execute();
}

/** Chains the entries written before this migration, oldest first. */
async function chainExisting(db: Kysely<Database>): Promise<void> {
  let head = { seq: 0, hash: GENESIS_HASH };
  const rows = await db.selectFrom('audit_log').selectAll().where('source', '!=', 'Trace').orderBy('id').execute();
  for (const row of rows) {
    const chain = chainAfter(head, row);
    await db.updateTable('audit_log').set(chain).where('id', '=', row.id).execute();
    head = { seq: chain.chain_seq, hash: chain.hash };
  }
}

export function eventLogMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await addColumns(db);
      // Two entries can never take the same place in the chain: a fork would fail to insert.
      await db.schema.createIndex('audit_log_chain_seq').on('audit_log').column('chain_seq').unique().execute();
      // The filters: a user (case-insensitive) or an entity kind within a source, newest first; one object; one controller.
      await sql`create index audit_log_source_user_time on audit_log (source, lower(username), time)`.execute(db);
      await db.schema.createIndex('audit_log_source_entity_time').on('audit_log').columns(['source', 'entity', 'time']).execute();
      await db.schema.createIndex('audit_log_entity_id').on('audit_log').column('entity_id').execute();
      await db.schema.createIndex('audit_log_host_time').on('audit_log').columns(['host', 'time']).execute();
      await chainExisting(db as Kysely<Database>);
      if (dialect !== 'postgres') return;
      await sql`create function audit_log_field(v text) returns text language sql immutable as $$ select case when v is null then '-' else octet_length(v)::text || ':' || v end $$`.execute(db);
      await sql
        .raw(
          `create function audit_log_chain_at_commit() returns trigger language plpgsql as $$
declare
  r audit_log%rowtype;
  last_seq integer;
  last_hash text;
  prev text;
  seq integer;
begin
  -- The change log's lock: one lock for both commit-time numberings, so they cannot deadlock each other.
  perform pg_advisory_xact_lock(${CHANGE_LOG_LOCK_KEY});
  select * into r from audit_log where id = new.id;
  if not found or r.source = 'Trace' or r.chain_seq is not null then return null; end if;
  select a.chain_seq, a.hash into last_seq, last_hash from audit_log a where a.chain_seq is not null order by a.chain_seq desc limit 1;
  seq := coalesce(last_seq, 0) + 1;
  prev := coalesce(last_hash, '${GENESIS_HASH}');
  update audit_log set chain_seq = seq, prev_hash = prev,
    hash = encode(sha256(convert_to(${canonicalSql('r', 'seq', 'prev')}, 'UTF8')), 'hex')
  where id = new.id;
  return null;
end $$`,
        )
        .execute(db);
      await sql`create constraint trigger audit_log_chain_commit after insert on audit_log deferrable initially deferred for each row execute function audit_log_chain_at_commit()`.execute(db);
    },

    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`drop trigger audit_log_chain_commit on audit_log`.execute(db);
        await sql`drop function audit_log_chain_at_commit()`.execute(db);
        await sql`drop function audit_log_field(text)`.execute(db);
      }
      for (const index of ['audit_log_chain_seq', 'audit_log_source_user_time', 'audit_log_source_entity_time', 'audit_log_entity_id', 'audit_log_host_time']) {
        await db.schema.dropIndex(index).execute();
      }
      for (const name of ['severity', 'host', 'client_time', 'confirmed_by', 'confirmed_at', 'chain_seq', 'prev_hash', 'hash']) {
        await db.schema.alterTable('audit_log').dropColumn(name).execute();
      }
    },
  };
}
