// One database transaction around a whole request, without handing a transaction object through every
// function: while a request runs inside an ambient transaction (openAmbientTransaction + run), every query
// of the app's Kysely instance goes to that transaction's connection, and every db.transaction() the code
// opens becomes a savepoint inside it (rolled back alone when its callback throws, as a transaction
// would be). Exactly-once writes need this (services/mutations.ts): the effect of a write, its audit entries
// and the stored answer commit together, and Kysely cannot nest transactions. On SQLite the one connection
// stays locked for the ambient transaction, so other requests wait, as they wait for any transaction.
import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery } from 'kysely';
import type { DatabaseConnection, Dialect, Driver, Kysely, QueryCompiler, TransactionSettings } from 'kysely';

type Scope = {
  connection: DatabaseConnection;
  /** Nesting depth of the code's own transactions, each a savepoint. */
  depth: number;
  /** False once committed or rolled back: late async work of the request then uses the pool again. */
  open: boolean;
};

const scopes = new AsyncLocalStorage<Scope>();

const savepointName = (depth: number) => `ambient_${depth}`;

class AmbientDriver implements Driver {
  #initialised: Promise<void> | undefined;

  constructor(readonly inner: Driver) {}

  init(): Promise<void> {
    this.#initialised ??= this.inner.init();
    return this.#initialised;
  }

  #scopeOf(connection?: DatabaseConnection): Scope | undefined {
    const scope = scopes.getStore();
    if (!scope?.open || (connection && scope.connection !== connection)) return undefined;
    return scope;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#scopeOf()?.connection ?? this.inner.acquireConnection();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (!this.#scopeOf(connection)) await this.inner.releaseConnection(connection);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const scope = this.#scopeOf(connection);
    if (!scope) return this.inner.beginTransaction(connection, settings);
    scope.depth += 1;
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${savepointName(scope.depth)}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const scope = this.#scopeOf(connection);
    if (!scope) return this.inner.commitTransaction(connection);
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${savepointName(scope.depth)}`));
    scope.depth -= 1;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const scope = this.#scopeOf(connection);
    if (!scope) return this.inner.rollbackTransaction(connection);
    const name = savepointName(scope.depth);
    scope.depth -= 1;
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${name}`));
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${name}`));
  }

  async savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint?.(connection, name, compileQuery);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.rollbackToSavepoint?.(connection, name, compileQuery);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.releaseSavepoint?.(connection, name, compileQuery);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

const drivers = new WeakMap<Dialect, AmbientDriver>();
const dialectsByDb = new WeakMap<Kysely<never>, Dialect>();

/** The dialect with ambient transactions; pass the Kysely instance built on it to registerAmbient. */
export function withAmbientTransactions(dialect: Dialect): Dialect {
  const wrapped: Dialect = {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => {
      const driver = new AmbientDriver(dialect.createDriver());
      drivers.set(wrapped, driver);
      return driver;
    },
  };
  return wrapped;
}

/** Remembers which ambient dialect a Kysely instance was built on (connect.ts). */
export function registerAmbient<DB>(db: Kysely<DB>, dialect: Dialect): Kysely<DB> {
  dialectsByDb.set(db as unknown as Kysely<never>, dialect);
  return db;
}

export type AmbientTransaction = {
  /** Runs work with every query of the database on this transaction. */
  run<T>(work: () => Promise<T>): Promise<T>;
  savepoint(name: string): Promise<void>;
  rollbackToSavepoint(name: string): Promise<void>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
  readonly open: boolean;
};

/** Begins a transaction on a connection of its own; end it with commit or rollback, exactly once. */
export async function openAmbientTransaction<DB>(db: Kysely<DB>): Promise<AmbientTransaction> {
  const dialect = dialectsByDb.get(db as unknown as Kysely<never>);
  const driver = dialect && drivers.get(dialect);
  if (!driver) throw new Error('openAmbientTransaction: the database was not opened with ambient transactions (db/connect.ts)');
  await driver.init();
  const connection = await driver.inner.acquireConnection();
  try {
    await driver.inner.beginTransaction(connection, {});
  } catch (error) {
    await driver.inner.releaseConnection(connection);
    throw error;
  }
  const scope: Scope = { connection, depth: 0, open: true };
  const raw = (sql: string) => connection.executeQuery(CompiledQuery.raw(sql));
  async function end(statement: string): Promise<void> {
    if (!scope.open) return;
    scope.open = false;
    try {
      await raw(statement);
    } finally {
      await driver?.inner.releaseConnection(connection);
    }
  }
  return {
    run: (work) => scopes.run(scope, work),
    savepoint: async (name) => void (await raw(`savepoint ${name}`)),
    rollbackToSavepoint: async (name) => void (await raw(`rollback to savepoint ${name}`)),
    commit: () => end('commit'),
    rollback: () => end('rollback'),
    get open() {
      return scope.open;
    },
  };
}
