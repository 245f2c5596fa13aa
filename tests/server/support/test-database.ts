// A fresh database per test server: a temporary SQLite file, or, when TEST_DATABASE_URL names a
// PostgreSQL server (CI runs the suite a second time that way), a database created for the test
// and dropped afterwards.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { connectPostgres, connectSqlite } from '../../../server/db/connect';
import type { DatabaseHandle } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';

/** url: the PostgreSQL database's own URL, for a second server instance on it (undefined on SQLite). */
export type TestDatabase = DatabaseHandle & { tempDir: string; url?: string; drop(): Promise<void> };

export async function createTestDatabase(): Promise<TestDatabase> {
  const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-server-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = connectSqlite(path.join(tempDir, 'test.sqlite'));
    return {
      ...handle,
      tempDir,
      async drop() {
        await handle.db.destroy();
        await fs.rm(tempDir, { recursive: true, force: true });
      },
    };
  }

  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = connectPostgres(url.toString());
  return {
    ...handle,
    tempDir,
    url: url.toString(),
    async drop() {
      await handle.db.destroy();
      await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await fs.rm(tempDir, { recursive: true, force: true });
    },
  };
}

async function withAdminClient(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** One migrated, empty database per test file (no server); the fields are set once beforeAll has run. */
export function useMigratedDatabase(): { database: TestDatabase } {
  const env = {} as { database: TestDatabase };
  beforeAll(async () => {
    env.database = await createTestDatabase();
    await migrateToLatest(env.database.db, env.database.dialect);
  });
  afterAll(async () => {
    await env.database?.drop();
  });
  return env;
}
