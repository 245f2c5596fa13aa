// TOTP replay protection: the last time step whose code a user has spent. A code is accepted only
// for a later step, so the same code cannot be used twice within its window. 0 = none spent yet.
// The secrets themselves are encrypted by the server (services/totp-encryption.ts), not here: a
// migration has no access to the key; plaintext values left from before are encrypted on start.
import type { Kysely, Migration } from 'kysely';

export function totpMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('totp_last_step', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('users').dropColumn('totp_last_step').execute();
    },
  };
}
