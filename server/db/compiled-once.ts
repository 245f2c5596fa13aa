// Kysely builds, freezes and compiles a query's operation tree on every call: for the queries every
// request runs (the guard's, the node lookups) that cost about as much as running them on SQLite
// (bench/README.md). This compiles such a query once per database and runs its SQL text with each call's
// values. Only for builders whose SQL text does not depend on their arguments: each argument must be
// used as a bound value, never to choose the query's shape. On SQLite outside a transaction it reads
// straight on the connection (direct-read.ts); with `keep`, answered from the rows read last time while the
// database has not changed since.
import { CompiledQuery } from 'kysely';
import type { Compilable, Kysely } from 'kysely';
import { readDirectly } from './direct-read';
import type { Database } from './schema';

type Template = { sql: string; parameters: readonly unknown[]; slots: number[] };

export function compiledOnce<A extends string[], R>(
  build: (db: Kysely<Database>, ...args: A) => Compilable<R>,
  options: { keep?: boolean } = {},
): (db: Kysely<Database>, ...args: A) => Promise<R[]> {
  const keep = options.keep === true;
  const templates = new WeakMap<object, Template>();
  return async (db, ...args) => {
    let template = templates.get(db);
    if (!template) {
      // Markers no real value equals, to find where each argument lands among the parameters.
      const markers = args.map((_, i) => `\u0000compiled-once-${i}\u0000`) as A;
      const compiled = build(db, ...markers).compile();
      const slots = compiled.parameters.map((p) => markers.indexOf(p as string));
      if (markers.some((m) => !compiled.parameters.includes(m))) throw new Error('compiledOnce: every argument must be a bound value');
      template = { sql: compiled.sql, parameters: compiled.parameters, slots };
      templates.set(db, template);
    }
    const { sql, parameters, slots } = template;
    const values = slots.map((slot, i) => (slot >= 0 ? args[slot] : parameters[i]));
    return (readDirectly(db, sql, values, keep) as R[] | undefined) ?? (await db.executeQuery<R>(CompiledQuery.raw(sql, values))).rows;
  };
}
