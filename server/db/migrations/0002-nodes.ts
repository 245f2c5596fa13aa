// The node tree (node-model.md §3): one row per node and one per property, for the local tree
// (host '') and the trees of controller hosts. Values, types and other structured fields are JSON
// text, flags integers 0/1, so the same migration runs on SQLite and PostgreSQL.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withIdColumn } from './id-column';

export function nodesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('nodes'), dialect)
        .addColumn('host', 'text', (c) => c.notNull())
        .addColumn('g_id', 'text', (c) => c.notNull())
        .addColumn('parent_g_id', 'text')
        .addColumn('node_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('web_editor', 'text')
        .execute();
      await db.schema.createIndex('nodes_host_gid').on('nodes').columns(['host', 'g_id']).unique().execute();
      await db.schema.createIndex('nodes_host_parent').on('nodes').columns(['host', 'parent_g_id']).execute();

      await withIdColumn(db.schema.createTable('node_properties'), dialect)
        .addColumn('host', 'text', (c) => c.notNull())
        .addColumn('node_g_id', 'text', (c) => c.notNull())
        .addColumn('prop_id', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('tdesc', 'text')
        .addColumn('category', 'text')
        .addColumn('cat_order', 'integer')
        .addColumn('phy_q', 'text')
        .addColumn('standard_values', 'text')
        .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('width', 'integer')
        .addColumn('break_column', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('web_editor', 'text')
        .addColumn('flags', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('read_only', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('source', 'text', (c) => c.notNull().defaultTo('stored'))
        .addColumn('bound_g_id', 'text')
        .execute();
      await db.schema.createIndex('node_properties_node_prop').on('node_properties').columns(['host', 'node_g_id', 'prop_id']).unique().execute();
      await db.schema.createIndex('node_properties_bound').on('node_properties').columns(['host', 'bound_g_id']).execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('node_properties').execute();
      await db.schema.dropTable('nodes').execute();
    },
  };
}
