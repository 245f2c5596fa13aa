// Share links of nodes (docs/nodes.md "Share links"): a random id, the hash of a random pass, the
// shared node (host + gId), who made it and when it ends. Text and integer columns only, so SQLite
// and PostgreSQL run the same migration.
import type { Kysely, Migration } from 'kysely';

export function shareLinksMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('share_links')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('host', 'text', (c) => c.notNull())
        .addColumn('g_id', 'text', (c) => c.notNull())
        .addColumn('pass_hash', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      // RevokeShareLinks finds a node's links by host and gId.
      await db.schema.createIndex('share_links_host_gid').on('share_links').columns(['host', 'g_id']).execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('share_links').execute();
    },
  };
}
