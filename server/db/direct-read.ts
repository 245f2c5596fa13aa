// On SQLite every query goes through Kysely's driver, which queues it behind a connection lock and a chain
// of awaits: for the short reads every request makes (the node lookups of the browse and the poll) that
// cost as much as the read itself (bench/README.md). better-sqlite3 runs a statement synchronously, so a
// read made while the one connection has no transaction open can run straight on it: nothing can
// interleave with it, and it sees only committed rows. Inside any transaction (another request's, or the
// request's own ambient one) or while a streamed query holds the connection, the read goes through Kysely.
import type SqliteDatabase from 'better-sqlite3';

type DirectReader = (sql: string, parameters: readonly unknown[]) => unknown[] | undefined;

const readers = new WeakMap<object, DirectReader>();

/** Lets `db` (the app's Kysely instance, never a transaction) read straight on `database` (connect.ts). */
export function registerDirectReads(db: object, database: SqliteDatabase.Database, prepare: (sql: string) => SqliteDatabase.Statement): void {
  readers.set(db, (sql, parameters) => {
    if (database.inTransaction) return undefined;
    const statement = prepare(sql);
    if (!statement.reader || statement.busy) return undefined;
    return statement.all(...parameters) as unknown[];
  });
}

/** The rows of a read run straight on SQLite, or undefined when it must go through Kysely. */
export function readDirectly(db: object, sql: string, parameters: readonly unknown[]): unknown[] | undefined {
  return readers.get(db)?.(sql, parameters);
}
