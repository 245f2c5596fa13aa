// Exactly-once writes (docs/api.md "Exactly-once writes: X-Mutation-Id"): per client id its owner and the
// last sequence number applied, and the stored answers a retry gets again. The primary keys are the
// uniqueness: two requests (or two server instances) claiming the same (client_id, seq) cannot both win.
import type { Kysely, Migration } from 'kysely';

export function mutationLogMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('mutation_clients')
        .addColumn('client_id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('last_seq', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('mutation_answers')
        .addColumn('client_id', 'text', (c) => c.notNull().references('mutation_clients.client_id').onDelete('cascade'))
        .addColumn('seq', 'bigint', (c) => c.notNull())
        // 'done', or 'running' while an instrument call (an effect outside the database) is under way.
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        // The answer's headers that matter to the client (content-type, content-disposition) as JSON.
        .addColumn('headers', 'text', (c) => c.notNull())
        // The body's bytes as base64, so any answer comes back byte for byte.
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('mutation_answers_pk', ['client_id', 'seq'])
        .execute();
      // Pruning by age (services/mutation-log.ts).
      await db.schema.createIndex('mutation_answers_created_at').on('mutation_answers').column('created_at').execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('mutation_answers').execute();
      await db.schema.dropTable('mutation_clients').execute();
    },
  };
}
