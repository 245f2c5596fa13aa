// One-time password reset codes (docs/decisions.md "User administration"): an administrator's reset or a
// new account without a password leaves a code whose SHA-256 (hex) is kept here with its end; using the
// code at /api/account/resetPassword sets the password and clears both columns.
import type { Kysely, Migration } from 'kysely';

export function passwordResetMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('reset_code_hash', 'text').execute();
      await db.schema.alterTable('users').addColumn('reset_expires_at', 'text').execute();
      // resetPassword finds the account by the hash of the code it is given.
      await db.schema.createIndex('users_reset_code_hash').on('users').column('reset_code_hash').execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('users_reset_code_hash').execute();
      await db.schema.alterTable('users').dropColumn('reset_expires_at').execute();
      await db.schema.alterTable('users').dropColumn('reset_code_hash').execute();
    },
  };
}
