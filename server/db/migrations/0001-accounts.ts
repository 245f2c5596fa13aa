// Accounts, sessions, login throttling, the audit log and server-wide settings.
// Types are limited to text and integer so the same migration runs on SQLite and PostgreSQL.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withIdColumn } from './id-column';

export function accountsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('users'), dialect)
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('display_name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('totp_secret', 'text')
        .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('security_version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      // Usernames are unique regardless of case: 'Admin' and 'admin' are the same account.
      await db.schema.createIndex('users_username_lower').on('users').unique().expression(sql`lower(username)`).execute();

      await withIdColumn(db.schema.createTable('roles'), dialect)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('create_entity', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('assign_rights', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('role_rights')
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addColumn('right', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('role_rights_pk', ['role_id', 'right'])
        .execute();

      await withIdColumn(db.schema.createTable('teams'), dialect)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .execute();

      await db.schema
        .createTable('user_roles')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
        .execute();

      await db.schema
        .createTable('user_teams')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('user_teams_pk', ['user_id', 'team_id'])
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('refresh_hash', 'text', (c) => c.notNull())
        .addColumn('prev_refresh_hash', 'text')
        .addColumn('rotated_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .addColumn('ended_reason', 'text')
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await withIdColumn(db.schema.createTable('login_attempts'), dialect)
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('time', 'text', (c) => c.notNull())
        .addColumn('success', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('login_attempts_username_time').on('login_attempts').columns(['username', 'time']).execute();
      await db.schema.createIndex('login_attempts_ip_time').on('login_attempts').columns(['ip', 'time']).execute();

      await withIdColumn(db.schema.createTable('audit_log'), dialect)
        .addColumn('time', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('username', 'text')
        .addColumn('ip', 'text')
        .addColumn('entity', 'text')
        .addColumn('entity_id', 'text')
        .addColumn('property', 'text')
        .addColumn('old_value', 'text')
        .addColumn('new_value', 'text')
        .addColumn('reason', 'text')
        .addColumn('message', 'text')
        .execute();
      await db.schema.createIndex('audit_log_source_time').on('audit_log').columns(['source', 'time']).execute();

      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of ['settings', 'audit_log', 'login_attempts', 'sessions', 'user_teams', 'user_roles', 'teams', 'role_rights', 'roles', 'users']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
