// Brings the schema up to date at start. Migrations are listed in code (not read from a folder)
// so they work the same under tsx, in tests and in any bundle; Kysely's Migrator takes a lock,
// so several instances starting together on PostgreSQL migrate once.
import { Migrator } from 'kysely';
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { DialectName } from './connect';
import type { Database } from './schema';
import { accountsMigration } from './migrations/0001-accounts';
import { nodesMigration } from './migrations/0002-nodes';
import { recordsMigration } from './migrations/0003-records';
import { nodeRecycleMigration } from './migrations/0004-node-recycle';
import { shareLinksMigration } from './migrations/0005-share-links';
import { totpMigration } from './migrations/0006-totp';
import { passwordResetMigration } from './migrations/0008-password-reset';
import { mutationLogMigration } from './migrations/0009-mutation-log';
import { changeLogMigration } from './migrations/0010-change-log';
import { eventLogMigration } from './migrations/0011-eventlog';
import { accountSelfServiceMigration } from './migrations/0012-account-self-service';

function migrationProvider(dialect: DialectName): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '0001-accounts': accountsMigration(dialect),
        '0002-nodes': nodesMigration(dialect),
        '0003-records': recordsMigration(dialect),
        '0004-node-recycle': nodeRecycleMigration(dialect),
        '0005-share-links': shareLinksMigration(),
        '0006-totp': totpMigration(),
        '0008-password-reset': passwordResetMigration(),
        '0009-mutation-log': mutationLogMigration(),
        '0010-change-log': changeLogMigration(dialect),
        '0011-eventlog': eventLogMigration(dialect),
        '0012-account-self-service': accountSelfServiceMigration(),
      };
    },
  };
}

/** Applies every pending migration; throws the first failure. */
export async function migrateToLatest(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw error instanceof Error ? error : new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
