// Account self-service (issue 12; docs/decisions.md "Account self-service"): each user's own locale
// settings (JSON of the fields they chose; the rest come from the server's Locale settings node and the
// defaults), and for self-registration an e-mail address and the SHA-256 (hex) of the pending
// confirmation code with its end. An account with a confirmation code pending is disabled until it is used.
import type { Kysely, Migration } from 'kysely';

export function accountSelfServiceMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('locale_settings', 'text').execute();
      await db.schema.alterTable('users').addColumn('email', 'text').execute();
      await db.schema.alterTable('users').addColumn('confirm_code_hash', 'text').execute();
      await db.schema.alterTable('users').addColumn('confirm_expires_at', 'text').execute();
      // confirm finds the account by the hash of the code it is given.
      await db.schema.createIndex('users_confirm_code_hash').on('users').column('confirm_code_hash').execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('users_confirm_code_hash').execute();
      for (const column of ['confirm_expires_at', 'confirm_code_hash', 'email', 'locale_settings']) {
        await db.schema.alterTable('users').dropColumn(column).execute();
      }
    },
  };
}
