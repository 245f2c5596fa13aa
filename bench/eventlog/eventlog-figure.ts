// Issue 12's event log scale goal: a million audit entries (migration 0011's schema and indexes, chained as
// writeAudit chains them), and a filtered page — one user, a text and a 30-day range, 50 rows and the total —
// read through the server's own readEventPage, p99 < 50 ms. The floor is the same two SELECTs (compiled from
// the same Kysely query) run as prepared statements of the driver in the same process and run; every page's
// rows are checked against the floor's and the filters. SQLite here; PostgreSQL in eventlog-postgres.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { CompiledQuery, Kysely } from 'kysely';
import type { EventLogPage } from '../../src/domain/eventlog/eventlog-protocol';
import { connectSqlite } from '../../server/db/connect';
import type { Database } from '../../server/db/schema';
import { migrateToLatest } from '../../server/db/migrate';
import { filteredEntries, readEventPage } from '../../server/services/eventlog-query';
import { benchEntries, benchQueries, ENTRY_COLUMNS, PAGE_LIMIT } from './eventlog-data';

export type EventLogFigure = {
  database: 'SQLite' | 'PostgreSQL';
  entries: number;
  insertMs: number;
  queries: number;
  pageLimit: number;
  /** Matching entries per query, on average (the totals). */
  meanTotal: number;
  p50Ms: number;
  p99Ms: number;
  floorP50Ms: number;
  floorP99Ms: number;
  /** Every page equalled the floor's rows and total, and matched the filters. */
  correct: boolean;
};

/** The floor: the page and count SELECTs run as the driver's prepared statements; its time and answer. */
export type Floor = (page: CompiledQuery, count: CompiledQuery) => Promise<{ ms: number; ids: number[]; total: number }>;

export const ENTRIES = Number(process.env.BENCH_EVENTLOG_ENTRIES ?? 1_000_000);
export const QUERIES = Number(process.env.BENCH_EVENTLOG_QUERIES ?? 300);

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function pageMatches(page: EventLogPage, q: ReturnType<typeof benchQueries>[number]): boolean {
  const user = q.user?.toLowerCase();
  const text = q.text ?? '';
  return page.rows.every(
    (r) => r.username === user && r.time >= (q.from ?? '') && r.time <= (q.to ?? '') && [r.message, r.category, r.property, r.oldValue, r.newValue, r.reason, r.entityId, r.username].some((v) => v?.toLowerCase().includes(text)),
  );
}

/** Asks every query through readEventPage and the floor, alternating which goes first. */
export async function measurePages(db: Kysely<Database>, floor: Floor, queries: number): Promise<Pick<EventLogFigure, 'queries' | 'pageLimit' | 'meanTotal' | 'p50Ms' | 'p99Ms' | 'floorP50Ms' | 'floorP99Ms' | 'correct'>> {
  const ours: number[] = [];
  const floors: number[] = [];
  let totals = 0;
  let correct = true;
  const list = benchQueries(queries);
  for (const [i, q] of list.entries()) {
    const filtered = filteredEntries(db, 'Audit', q);
    const pageSql = filtered.selectAll().orderBy('time', 'desc').orderBy('id', 'desc').offset(q.offset).limit(q.limit).compile();
    const countSql = filtered.select((eb) => eb.fn.countAll<number>().as('n')).compile();
    const runOurs = async () => {
      const t = performance.now();
      const page = await readEventPage(db, 'Audit', q);
      ours.push(performance.now() - t);
      return page;
    };
    let page: EventLogPage;
    let raw: Awaited<ReturnType<Floor>>;
    if (i % 2 === 0) {
      page = await runOurs();
      raw = await floor(pageSql, countSql);
    } else {
      raw = await floor(pageSql, countSql);
      page = await runOurs();
    }
    floors.push(raw.ms);
    totals += page.total;
    if (!pageMatches(page, q) || page.total !== raw.total || page.rows.map((r) => r.id).join() !== raw.ids.join() || page.rows.length !== Math.min(PAGE_LIMIT, raw.total)) correct = false;
  }
  ours.sort((a, b) => a - b);
  floors.sort((a, b) => a - b);
  return { queries, pageLimit: PAGE_LIMIT, meanTotal: totals / queries, p50Ms: percentile(ours, 50), p99Ms: percentile(ours, 99), floorP50Ms: percentile(floors, 50), floorP99Ms: percentile(floors, 99), correct };
}

function fillSqlite(file: string, entries: number): number {
  const raw = new SqliteDatabase(file);
  raw.pragma('journal_mode = WAL');
  const insert = raw.prepare(`insert into audit_log (${ENTRY_COLUMNS.join(', ')}) values (${ENTRY_COLUMNS.map((c) => `@${c}`).join(', ')})`);
  const started = performance.now();
  raw.transaction(() => {
    for (const entry of benchEntries(entries)) insert.run(entry);
  })();
  raw.exec('analyze');
  raw.close();
  return performance.now() - started;
}

export async function measureEventLog(entries = ENTRIES, queries = QUERIES): Promise<EventLogFigure> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-eventlog-'));
  const file = path.join(dir, 'bench.sqlite');
  try {
    const setup = connectSqlite(file);
    await migrateToLatest(setup.db, 'sqlite');
    await setup.db.destroy();
    const insertMs = fillSqlite(file, entries);
    const { db } = connectSqlite(file);
    const floorDb = new SqliteDatabase(file, { readonly: true });
    const floor: Floor = async (page, count) => {
      const pageStmt = floorDb.prepare(page.sql);
      const countStmt = floorDb.prepare(count.sql);
      const t = performance.now();
      const rows = pageStmt.all(...(page.parameters as unknown[])) as { id: number }[];
      const n = (countStmt.get(...(count.parameters as unknown[])) as { n: number }).n;
      return { ms: performance.now() - t, ids: rows.map((r) => r.id), total: n };
    };
    try {
      return { database: 'SQLite', entries, insertMs, ...(await measurePages(db, floor, queries)) };
    } finally {
      floorDb.close();
      await db.destroy();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
