// Kysely's PostgreSQL driver sends every query as an unnamed statement, which PostgreSQL parses and plans
// anew each time. This names the short SELECTs (a name per SQL text), so each pooled connection parses
// and plans them once and afterwards only binds and executes them (pg keeps the names per connection).
import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * SELECTs with more parameters are left unnamed: `in (…)` lists of every length are distinct texts, and
 * each named one stays prepared on its connection, so only short lists are worth keeping.
 */
const MAX_NAMED_PARAMETERS = 16;

// PostgreSQL refuses a prepared `select *` whose table changed shape since (another server's migration
// during a rolling update), and keeps refusing it on that connection: the statement is no longer named
// there, and outside a transaction the query runs again unnamed, so it still answers. Inside one the
// refusal has aborted the transaction, so it is thrown; the next use on the connection runs unnamed.
const PLAN_CHANGED = '0A000';

/** Per pooled connection (pg hands out the same client object again): names PostgreSQL refused there. */
const refusedNames = new WeakMap<pg.PoolClient, Set<string>>();

const names = new Map<string, string>();
const MAX_NAMES = 5000;

function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `k${createHash('sha1').update(sql).digest('hex')}`;
    if (names.size >= MAX_NAMES) names.delete(names.keys().next().value as string);
    names.set(sql, name);
  }
  return name;
}

function worthNaming(sql: string, parameters: readonly unknown[]): boolean {
  return parameters.length <= MAX_NAMED_PARAMETERS && /^select\s/i.test(sql);
}

function namingClient(client: pg.PoolClient): PostgresPoolClient {
  const query = async (sql: string, parameters: readonly unknown[]) => {
    const name = worthNaming(sql, parameters) ? statementName(sql) : undefined;
    if (!name || refusedNames.get(client)?.has(name)) return client.query(sql, [...parameters]);
    const inTransaction = client.getTransactionStatus() !== 'I';
    try {
      return await client.query({ name, text: sql, values: [...parameters] });
    } catch (error) {
      if ((error as { code?: unknown }).code !== PLAN_CHANGED) throw error;
      let refused = refusedNames.get(client);
      if (!refused) refusedNames.set(client, (refused = new Set()));
      refused.add(name);
      if (inTransaction) throw error;
      return client.query(sql, [...parameters]);
    }
  };
  return {
    // Kysely streams through a cursor object; those pass through unchanged.
    query: ((sqlOrCursor: unknown, parameters?: readonly unknown[]) =>
      typeof sqlOrCursor === 'string' ? query(sqlOrCursor, parameters ?? []) : client.query(sqlOrCursor as pg.Submittable)) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}

export function withNamedStatements(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => namingClient(await pool.connect()),
    end: () => pool.end(),
  };
}
