// Kysely's SQLite driver prepares every statement anew on each query, and with better-sqlite3
// preparing costs about as much as running a short query (profile in bench/README.md). This keeps
// the prepared statements of the last MAX_STATEMENTS distinct SQL texts and hands them back.
import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/** Distinct SQL texts kept; `in (?, ?, …)` lists of other lengths are other texts, so a bound is needed. */
const MAX_STATEMENTS = 500;

export function withStatementCache(database: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close() {
      statements.clear();
      database.close();
    },
    prepare(sql: string) {
      const cached = statements.get(sql);
      // A statement still iterating (a streamed query) cannot run again: that caller gets a fresh one.
      if (cached && !cached.busy) {
        // Most recently used last, so the oldest is dropped first.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (!cached) {
        statements.set(sql, statement);
        if (statements.size > MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
  } as KyselySqliteDatabase;
}
