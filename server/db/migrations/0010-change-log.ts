// The change log behind GET /api/sync/changes (docs/architecture.md "Pull"): one row per changed node,
// record or event-log entry, appended in the transaction of the change. `seq` is the cursor order and
// must follow commit order, or a reader could pass a number a slower transaction still holds:
// - SQLite has one writer at a time holding the write lock to commit, so seq is the row id (a trigger
//   copies it);
// - PostgreSQL numbers rows at commit: a deferred trigger takes a transaction advisory lock and draws
//   seq from a sequence, so the next committer draws a higher number only after this one is visible.
//   The lock is held for the last moment of the commit only, when the transaction waits on nothing else.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withIdColumn } from './id-column';

/** The advisory lock key of the change log's commit-time numbering (any constant of our own). */
export const CHANGE_LOG_LOCK_KEY = 7_301_010;

export function changeLogMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('change_log'), dialect)
        .addColumn('seq', 'bigint')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('host', 'text')
        .addColumn('ref', 'text', (c) => c.notNull())
        .addColumn('entity', 'text')
        .addColumn('scope', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('change_log_seq').on('change_log').column('seq').execute();
      // The prune rule deletes by age.
      await db.schema.createIndex('change_log_created_at').on('change_log').column('created_at').execute();
      if (dialect === 'sqlite') {
        await sql`create trigger change_log_seq_of_id after insert on change_log begin update change_log set seq = new.id where id = new.id; end`.execute(db);
        return;
      }
      await sql`create sequence change_log_commit_seq`.execute(db);
      await sql
        .raw(
          `create function change_log_number_at_commit() returns trigger language plpgsql as $$
begin
  perform pg_advisory_xact_lock(${CHANGE_LOG_LOCK_KEY});
  update change_log set seq = nextval('change_log_commit_seq') where id = new.id;
  return null;
end $$`,
        )
        .execute(db);
      await sql`create constraint trigger change_log_seq_at_commit after insert on change_log deferrable initially deferred for each row execute function change_log_number_at_commit()`.execute(db);
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('change_log').execute();
      if (dialect === 'postgres') {
        await sql`drop function change_log_number_at_commit()`.execute(db);
        await sql`drop sequence change_log_commit_seq`.execute(db);
      }
    },
  };
}
