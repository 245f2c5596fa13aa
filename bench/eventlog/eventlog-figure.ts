// Issue 12's event log scale goal: a million audit entries in SQLite (migration 0011's schema and indexes,
// chained as writeAudit chains them), and a filtered page — one user, a text and a 30-day range, 50 rows
// and the total — read through the server's own readEventPage, p99 < 50 ms. The floor is the same two
// SELECTs (compiled from the same Kysely query) run as prepared better-sqlite3 statements in the same
// process and run; every page's rows are checked against the floor's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { EventLogQuery } from '../../src/domain/eventlog/eventlog-protocol';
import { connectSqlite } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { chainAfter, GENESIS_HASH } from '../../server/services/audit-chain';
import { filteredEntries, readEventPage } from '../../server/services/eventlog-query';

export type EventLogFigure = {
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
  /** Every page equalled the floor's rows and total. */
  correct: boolean;
};

const USERS = 50;
const WORDS = ['pump', 'flow', 'lamp', 'valve', 'pressure', 'customer', 'licence', 'package', 'login', 'calibration', 'detector', 'column'];
const CATEGORIES = ['node-update', 'record-publish', 'login', 'logout', 'record-create', 'login-failed'];
const DAY_MS = 24 * 3600 * 1000;
const SPAN_DAYS = 730;

/** A small deterministic generator, so every run reads the same data. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function fill(file: string, entries: number, end: number): number {
  const raw = new SqliteDatabase(file);
  raw.pragma('journal_mode = WAL');
  const columns = ['time', 'source', 'category', 'severity', 'user_id', 'username', 'ip', 'host', 'entity', 'entity_id', 'property', 'old_value', 'new_value', 'reason', 'message', 'client_time', 'chain_seq', 'prev_hash', 'hash'];
  const insert = raw.prepare(`insert into audit_log (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`);
  const next = random(12);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const started = performance.now();
  raw.transaction(() => {
    let head = { seq: 0, hash: GENESIS_HASH };
    const start = end - SPAN_DAYS * DAY_MS;
    for (let i = 0; i < entries; i++) {
      const user = Math.floor(next() * USERS);
      const category = pick(CATEGORIES);
      const content = {
        time: new Date(start + (i / entries) * SPAN_DAYS * DAY_MS).toISOString(),
        source: 'Audit',
        category,
        severity: category === 'login-failed' ? 1 : 0,
        user_id: user + 1,
        username: `user${user}`,
        ip: '10.0.0.1',
        host: next() < 0.3 ? 'LAB-CTRL-1' : null,
        entity: category.startsWith('record') ? 'customer' : 'node',
        entity_id: `0.Dev${Math.floor(next() * 500)}`,
        property: 'Setpoint',
        old_value: String(Math.floor(next() * 100)),
        new_value: String(Math.floor(next() * 100)),
        reason: next() < 0.2 ? `Adjusted ${pick(WORDS)} after check` : null,
        message: `Changed ${pick(WORDS)} ${pick(WORDS)} setting`,
        client_time: null,
      };
      const chain = chainAfter(head, content);
      insert.run({ ...content, ...chain });
      head = { seq: chain.chain_seq, hash: chain.hash };
    }
  })();
  raw.pragma('analysis_limit = 1000');
  raw.exec('analyze');
  raw.close();
  return performance.now() - started;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export async function measureEventLog(entries = Number(process.env.BENCH_EVENTLOG_ENTRIES ?? 1_000_000), queries = Number(process.env.BENCH_EVENTLOG_QUERIES ?? 300)): Promise<EventLogFigure> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-eventlog-'));
  const file = path.join(dir, 'bench.sqlite');
  try {
    const setup = connectSqlite(file);
    await migrateToLatest(setup.db, 'sqlite');
    await setup.db.destroy();
    const end = Date.parse('2026-11-01T00:00:00.000Z');
    const insertMs = fill(file, entries, end);

    const { db } = connectSqlite(file);
    const floorDb = new SqliteDatabase(file, { readonly: true });
    const pageLimit = 50;
    const next = random(99);
    const ours: number[] = [];
    const floor: number[] = [];
    let totals = 0;
    let correct = true;
    for (let i = 0; i < queries; i++) {
      const to = end - Math.floor(next() * (SPAN_DAYS - 30)) * DAY_MS;
      const q: EventLogQuery & { offset: number; limit: number } = {
        user: `USER${Math.floor(next() * USERS)}`,
        text: WORDS[Math.floor(next() * WORDS.length)] as string,
        from: new Date(to - 30 * DAY_MS).toISOString(),
        to: new Date(to).toISOString(),
        offset: 0,
        limit: pageLimit,
      };
      // Alternate which side runs first, so neither always finds the pages warmer.
      const runOurs = async () => {
        const t = performance.now();
        const page = await readEventPage(db, 'Audit', q);
        ours.push(performance.now() - t);
        return page;
      };
      const runFloor = () => {
        const filtered = filteredEntries(db, 'Audit', q);
        const pageSql = filtered.selectAll().orderBy('time', 'desc').orderBy('id', 'desc').offset(q.offset).limit(q.limit).compile();
        const countSql = filtered.select((eb) => eb.fn.countAll<number>().as('n')).compile();
        const pageStmt = floorDb.prepare(pageSql.sql);
        const countStmt = floorDb.prepare(countSql.sql);
        const t = performance.now();
        const rows = pageStmt.all(...(pageSql.parameters as unknown[])) as { id: number }[];
        const n = (countStmt.get(...(countSql.parameters as unknown[])) as { n: number }).n;
        floor.push(performance.now() - t);
        return { ids: rows.map((r) => r.id), total: n };
      };
      let page;
      let raw;
      if (i % 2 === 0) {
        page = await runOurs();
        raw = runFloor();
      } else {
        raw = runFloor();
        page = await runOurs();
      }
      totals += page.total;
      const expectedUser = q.user?.toLowerCase();
      const rowsOk = page.rows.every((r) => r.username === expectedUser && r.time >= (q.from ?? '') && r.time <= (q.to ?? '') && [r.message, r.category, r.property, r.oldValue, r.newValue, r.reason, r.entityId, r.username].some((v) => v?.toLowerCase().includes(q.text ?? '')));
      if (!rowsOk || page.total !== raw.total || page.rows.map((r) => r.id).join() !== raw.ids.join() || page.rows.length !== Math.min(pageLimit, raw.total)) correct = false;
    }
    floorDb.close();
    await db.destroy();
    ours.sort((a, b) => a - b);
    floor.sort((a, b) => a - b);
    return { entries, insertMs, queries, pageLimit, meanTotal: totals / queries, p50Ms: percentile(ours, 50), p99Ms: percentile(ours, 99), floorP50Ms: percentile(floor, 50), floorP99Ms: percentile(floor, 99), correct };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
