// The node recycle bin (docs/nodes.md "Delete and restore"): a soft delete marks the node and its
// subtree instead of removing them. deleted_in names the node whose delete marked the row, so a
// restore brings back exactly that delete's rows. One ALTER per column: SQLite adds one at a time.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';

export function nodeRecycleMigration(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('nodes').addColumn('deleted_at', 'text').execute();
      await db.schema.alterTable('nodes').addColumn('deleted_by', 'integer').execute();
      await db.schema.alterTable('nodes').addColumn('deleted_in', 'text').execute();
      await db.schema.createIndex('nodes_host_deleted_in').on('nodes').columns(['host', 'deleted_in']).execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('nodes_host_deleted_in').execute();
      await db.schema.alterTable('nodes').dropColumn('deleted_in').execute();
      await db.schema.alterTable('nodes').dropColumn('deleted_by').execute();
      await db.schema.alterTable('nodes').dropColumn('deleted_at').execute();
    },
  };
}
