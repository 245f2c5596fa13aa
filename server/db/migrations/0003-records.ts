// Business records (customers, licences, features, packages, contacts, persons, projects, experiments):
// one row per record holding its current revision, old revisions and drafts beside it, the ACL and
// package content. Content is JSON text so one table serves every kind; the columns that lists filter
// and search on are copies of content fields.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withIdColumn } from './id-column';

export function recordsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('records'), dialect)
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('guid', 'text', (c) => c.notNull().unique())
        .addColumn('owner_id', 'integer')
        .addColumn('team_id', 'integer')
        .addColumn('project_id', 'integer')
        .addColumn('exp_id', 'integer')
        .addColumn('rec_rev', 'integer', (c) => c.notNull())
        .addColumn('rec_state', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('snapshot', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('customer_id', 'integer')
        .addColumn('kind', 'integer')
        .addColumn('category', 'integer')
        .addColumn('channel', 'integer')
        .addColumn('pkg_type', 'integer')
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('signature', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('modified_at', 'text', (c) => c.notNull())
        .addColumn('modified_by', 'integer')
        .execute();
      await db.schema.createIndex('records_entity_id').on('records').columns(['entity', 'id']).execute();
      await db.schema.createIndex('records_customer').on('records').column('customer_id').execute();
      await db.schema.createIndex('records_project').on('records').column('project_id').execute();

      await withIdColumn(db.schema.createTable('record_acl'), dialect)
        .addColumn('record_id', 'integer', (c) => c.notNull().references('records.id').onDelete('cascade'))
        .addColumn('user_id', 'integer')
        .addColumn('role_id', 'integer')
        .execute();
      await db.schema.createIndex('record_acl_record').on('record_acl').column('record_id').execute();

      await withIdColumn(db.schema.createTable('record_revisions'), dialect)
        .addColumn('record_id', 'integer', (c) => c.notNull().references('records.id').onDelete('cascade'))
        .addColumn('rev', 'integer', (c) => c.notNull())
        .addColumn('rev_state', 'integer', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('signature', 'text')
        .addColumn('editor_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('record_revisions_record_rev').on('record_revisions').columns(['record_id', 'rev']).unique().execute();

      await withIdColumn(db.schema.createTable('package_files'), dialect)
        .addColumn('record_id', 'integer', (c) => c.notNull().references('records.id').onDelete('cascade'))
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('package_files_record').on('package_files').column('record_id').execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of ['package_files', 'record_revisions', 'record_acl', 'records']) await db.schema.dropTable(table).execute();
    },
  };
}
