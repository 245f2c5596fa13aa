// The event log page benchmark on PostgreSQL (BENCH_DATABASE_URL=postgres://…/postgres): a database of its
// own, migrated, filled with the same chained entries (the commit-time chain trigger is off while the
// benchmark writes chain columns computed as writeAudit's), then the same pages against the same SELECTs as
// named prepared statements of one pg client. The database is dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectPostgres } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { benchEntries, ENTRY_COLUMNS } from './eventlog-data';
import type { BenchEntry } from './eventlog-data';
import { ENTRIES, measurePages, QUERIES } from './eventlog-figure';
import type { EventLogFigure, Floor } from './eventlog-figure';

const INSERT_ROWS = 1000;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function fill(client: pg.Client, entries: number): Promise<number> {
  const started = performance.now();
  await client.query('alter table audit_log disable trigger audit_log_chain_commit');
  let batch: BenchEntry[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const values = batch.flatMap((e) => ENTRY_COLUMNS.map((c) => e[c]));
    const rows = batch.map((_, r) => `(${ENTRY_COLUMNS.map((__, c) => `$${r * ENTRY_COLUMNS.length + c + 1}`).join(', ')})`);
    await client.query(`insert into audit_log (${ENTRY_COLUMNS.join(', ')}) values ${rows.join(', ')}`, values);
    batch = [];
  };
  for (const entry of benchEntries(entries)) {
    batch.push(entry);
    if (batch.length === INSERT_ROWS) await flush();
  }
  await flush();
  await client.query('alter table audit_log enable trigger audit_log_chain_commit');
  await client.query('analyze audit_log');
  return performance.now() - started;
}

export async function measureEventLogPostgres(adminUrl: string, entries = ENTRIES, queries = QUERIES): Promise<EventLogFigure> {
  const name = `bench_eventlog_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const { db } = connectPostgres(url.toString());
    try {
      await migrateToLatest(db, 'postgres');
      return await withClient(url.toString(), async (client) => {
        const insertMs = await fill(client, entries);
        const floor: Floor = async (page, count) => {
          const t = performance.now();
          const rows = await client.query<{ id: number }>({ name: 'eventlog_page', text: page.sql, values: page.parameters as unknown[] });
          const n = await client.query<{ n: string }>({ name: 'eventlog_count', text: count.sql, values: count.parameters as unknown[] });
          return { ms: performance.now() - t, ids: rows.rows.map((r) => r.id), total: Number(n.rows[0]?.n ?? 0) };
        };
        return { database: 'PostgreSQL' as const, entries, insertMs, ...(await measurePages(db, floor, queries)) };
      });
    } finally {
      await db.destroy();
    }
  } finally {
    await withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  }
}
