// On SQLite every query goes through Kysely's driver, which queues it behind a connection lock and a chain
// of awaits: for the short reads every request makes (the node lookups of the browse and the poll) that
// cost as much as the read itself (bench/README.md). better-sqlite3 runs a statement synchronously, so a
// read made while the one connection has no transaction open can run straight on it: nothing can
// interleave with it, and it sees only committed rows. Inside any transaction (another request's, or the
// request's own ambient one) or while a streamed query holds the connection, the read goes through Kysely.
//
// A read marked `keep` (the tree's depth-1 browse, the same few rows on every request of every tablet)
// answers the rows it read last time while the database has not changed since: SQLite counts every row
// this connection inserts, updates or deletes (total_changes(), rolled-back changes included), every
// commit of any other connection (PRAGMA data_version) and every schema change (PRAGMA schema_version).
// While all three stand still a read gives the same rows, so keeping them changes no answer. The rows are
// the database's, before any user's rights are applied; they are frozen, so no caller can change them.
import type SqliteDatabase from 'better-sqlite3';

type DirectReader = (sql: string, parameters: readonly unknown[], keep: boolean) => unknown[] | undefined;

const readers = new WeakMap<object, DirectReader>();

/**
 * Rows kept per connection, of all reads (about as many as the property rows node-store.ts keeps); the oldest
 * read goes first. Each read counts one more than its rows, so reads of nothing (a gId that does not exist,
 * asked by anyone who may browse) cannot pile up uncounted.
 */
const MAX_KEPT_ROWS = 20_000;
/** Reads kept per connection, and the longest key kept: what one read's key costs stays bounded too. */
export const MAX_KEPT_READS = 1_000;
const MAX_KEY_LENGTH = 1_024;
/** A read with more rows is not kept (a large subtree is read seldom, and would push out the rest). */
const MAX_ROWS_OF_ONE_READ = 2_500;

// One statement, one read of the WAL index: the two pragmas as a join cost about half of two subqueries.
const VERSION_SQL = 'select total_changes(), data_version, schema_version from pragma_data_version, pragma_schema_version';

/** Rows of kept reads while the connection's change counters stand still. */
export function keptReads(database: SqliteDatabase.Database) {
  const version = database.prepare(VERSION_SQL).raw();
  let counters: unknown[] = [];
  const kept = new Map<string, readonly unknown[]>();
  let keptRows = 0;
  const read = (statement: SqliteDatabase.Statement, sql: string, parameters: readonly unknown[]): unknown[] => {
    const now = version.get() as unknown[];
    if (now[0] !== counters[0] || now[1] !== counters[1] || now[2] !== counters[2]) {
      kept.clear();
      keptRows = 0;
      counters = now;
    }
    // JSON keeps '1' and 1 apart: SQLite compares a text and an integer differently.
    const key = `${sql}\u0000${JSON.stringify(parameters)}`;
    let rows = kept.get(key);
    if (!rows) {
      const fresh = statement.all(...parameters) as object[];
      if (fresh.length > MAX_ROWS_OF_ONE_READ || key.length > MAX_KEY_LENGTH) return fresh;
      for (const row of fresh) Object.freeze(row);
      rows = fresh;
      for (const [oldest, oldRows] of kept) {
        if (keptRows + 1 + rows.length <= MAX_KEPT_ROWS && kept.size < MAX_KEPT_READS) break;
        kept.delete(oldest);
        keptRows -= 1 + oldRows.length;
      }
      kept.set(key, rows);
      keptRows += 1 + rows.length;
    }
    // A new array each time: a caller may sort or filter its own.
    return rows.slice();
  };
  return { read, size: () => kept.size };
}

/** Lets `db` (the app's Kysely instance, never a transaction) read straight on `database` (connect.ts). */
export function registerDirectReads(db: object, database: SqliteDatabase.Database, prepare: (sql: string) => SqliteDatabase.Statement): void {
  const kept = keptReads(database);
  readers.set(db, (sql, parameters, keep) => {
    if (database.inTransaction) return undefined;
    const statement = prepare(sql);
    if (!statement.reader || statement.busy) return undefined;
    return keep ? kept.read(statement, sql, parameters) : (statement.all(...parameters) as unknown[]);
  });
}

/**
 * The rows of a read run straight on SQLite, or undefined when it must go through Kysely. With `keep` the
 * rows may be those of the same read made earlier while nothing changed since (frozen).
 */
export function readDirectly(db: object, sql: string, parameters: readonly unknown[], keep = false): unknown[] | undefined {
  return readers.get(db)?.(sql, parameters, keep);
}
