// Chooses the database: an embedded SQLite file in DATA_DIR by default, PostgreSQL when a
// postgres:// URL is given (the way to run several server instances behind a load balancer).
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { registerAmbient, withAmbientTransactions } from './ambient-transaction';
import { withNamedStatements } from './named-statements';
import { withStatementCache } from './statement-cache';
import { registerDirectReads } from './direct-read';

export type DialectName = 'sqlite' | 'postgres';

export type DatabaseHandle = { db: Kysely<Database>; dialect: DialectName; location: string };

export const SQLITE_FILE_NAME = 'console.sqlite';

/** The dialect behind a Kysely instance or transaction, read from its adapter (no query). */
export function dialectOf(db: Kysely<Database>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Opens (lazily, for PostgreSQL) the database named by the configuration. */
export function connectDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): DatabaseHandle {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl);
  fs.mkdirSync(options.dataDir, { recursive: true });
  return connectSqlite(path.join(options.dataDir, SQLITE_FILE_NAME));
}

export function connectSqlite(file: string): DatabaseHandle {
  const database = new SqliteDatabase(file);
  // WAL lets readers run while a write is in progress; the busy timeout rides out short write locks.
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const cached = withStatementCache(database);
  const dialect = withAmbientTransactions(new SqliteDialect({ database: cached }));
  const db = registerAmbient(new Kysely<Database>({ dialect }), dialect);
  registerDirectReads(db, database, (sql) => cached.prepare(sql) as unknown as SqliteDatabase.Statement);
  return { db, dialect: 'sqlite', location: file };
}

export function connectPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection emits 'error' on the pool; unhandled, that would end the process.
  pool.on('error', () => undefined);
  const safeLocation = url.replace(/\/\/[^@/]*@/, '//***@');
  const dialect = withAmbientTransactions(new PostgresDialect({ pool: withNamedStatements(pool) }));
  return { db: registerAmbient(new Kysely<Database>({ dialect }), dialect), dialect: 'postgres', location: safeLocation };
}
