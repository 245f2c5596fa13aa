// `npx tsx bench/server-load.ts`: the reference server under load on loopback, with autocannon.
// For each database (SQLite always; PostgreSQL when BENCH_DATABASE_URL names an admin URL) it starts
// the real server (startTestServer: buildApp over a fresh, seeded database) and prints one markdown
// table:
// - throughput of the tablet's live-value poll (read of AlarmingInfo and FmtValue of the five
//   instruments) and of a depth-1 browse, 20 connections, beside a floor measured in the same run:
//   the same rows read by one prepared statement and serialised by a bare Fastify route;
// - p99 of /api/health and of a one-node browse while the largest accepted batch (MAX_BATCH_ITEMS
//   reads) runs again and again. See bench/README.md.
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { XSRF_COOKIE, XSRF_HEADER } from '../src/domain/app-constants';
import { BatchAction } from '../src/domain/nodes/node-protocol';
import type { BatchRequestItem } from '../src/domain/nodes/node-protocol';
import { MAX_BATCH_ITEMS } from '../server/nodes/batch-budget';
import { startTestServer } from '../tests/server/support/test-server';
import type { TestServer } from '../tests/server/support/test-server';

const HOST = 'LAB-CTRL-1';
const QUERY = `controller=${HOST}`;
const INSTRUMENTS = ['0.Pump', '0.Autosampler', '0.MWD', '0.MALS', '0.PhMeter'];
const DURATION_S = Number(process.env.BENCH_SERVER_SECONDS ?? 5);
const CONNECTIONS = 20;
const GOAL_RATIO = 0.3;
const GOAL_P99_MS = 100;

const LIVE_POLL: BatchRequestItem[] = INSTRUMENTS.map((gId) => ({ action: BatchAction.read, gId, propIds: ['AlarmingInfo', 'FmtValue'] }));
const BROWSE_1: BatchRequestItem[] = [{ action: BatchAction.browse, gId: '0', filter: { depth: 1 } }];
const BROWSE_ONE_NODE: BatchRequestItem[] = [{ action: BatchAction.browse, gId: '0.Pump', filter: { depth: 0 } }];
const BIG_BATCH: BatchRequestItem[] = Array.from({ length: MAX_BATCH_ITEMS }, () => ({ action: BatchAction.read, gId: '0.Pump' }));

// The rows each request reads: the nodes and their properties.
const LIVE_SQL = (p: (i: number) => string) =>
  `select n.*, p.prop_id, p.value, p.type as prop_type, p.phy_q from nodes n join node_properties p on p.host = n.host and p.node_g_id = n.g_id ` +
  `where n.host = ${p(1)} and n.g_id in (${INSTRUMENTS.map((_, i) => p(i + 2)).join(', ')}) and n.deleted_at is null order by n.g_id, p.sort_order`;
const BROWSE_SQL = (p: (i: number) => string) =>
  `select n.*, p.prop_id, p.value, p.type as prop_type from nodes n left join node_properties p on p.host = n.host and p.node_g_id = n.g_id ` +
  `where n.host = ${p(1)} and (n.g_id = ${p(2)} or n.parent_g_id = ${p(2)}) and n.deleted_at is null order by n.sort_order, p.sort_order`;

// Double-submit XSRF: an anonymous call sends any well-formed token, the same in cookie and header; a
// bearer call sends its session's token (the cookie login set, server/services/xsrf.ts).
const xsrfHeaders = (xsrf = 'b'.repeat(43)) => ({ cookie: `${XSRF_COOKIE}=${xsrf}`, [XSRF_HEADER]: xsrf });

type Figure = { rps: number; p99: number; errors: number };

function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

async function load(url: string, options: { body?: unknown; as?: Login; connections?: number; method?: 'GET' | 'POST' }): Promise<Figure> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...xsrfHeaders(options.as?.xsrf) };
  if (options.as) headers.authorization = `Bearer ${options.as.token}`;
  const result = await autocannon({
    url,
    method: options.method ?? 'POST',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    connections: options.connections ?? CONNECTIONS,
    duration: DURATION_S,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The floor: a bare Fastify route reading the same rows with one prepared statement. */
async function floorServer(server: TestServer): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify();
  const live = [HOST, ...INSTRUMENTS];
  const browse = [HOST, '0'];
  let close: () => Promise<void>;
  if (server.database.dialect === 'sqlite') {
    const db = new Database(server.database.location, { readonly: true });
    const liveStatement = db.prepare(LIVE_SQL(() => '?'));
    // Numbered parameters (?1, ?2 twice) bind by number: better-sqlite3 takes them as an object. Passed
    // as a list they were refused ('Too many parameter values'), so the floor answered 500 fast.
    const browseStatement = db.prepare(BROWSE_SQL((i) => `?${i}`));
    const browseByNumber = Object.fromEntries(browse.map((value, i) => [i + 1, value]));
    app.post('/live', async () => liveStatement.all(...live));
    app.post('/browse', async () => browseStatement.all(browseByNumber));
    close = async () => {
      db.close();
    };
  } else {
    // The test database's name, on the server BENCH_DATABASE_URL names (location hides the user).
    const url = new URL(process.env.BENCH_DATABASE_URL ?? '');
    url.pathname = new URL(server.database.location.replace('***@', '')).pathname;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
    app.post('/live', async () => (await pool.query({ name: 'live', text: LIVE_SQL((i) => `$${i}`), values: live })).rows);
    app.post('/browse', async () => (await pool.query({ name: 'browse', text: BROWSE_SQL((i) => `$${i}`), values: browse })).rows);
    close = () => pool.end();
  }
  const url = await listen(app);
  return {
    url,
    async close() {
      await app.close();
      await close();
    },
  };
}

type Login = { token: string; xsrf: string };

async function login(server: TestServer, username: string): Promise<Login> {
  const { client, auth } = await server.login(username);
  const xsrf = client.cookie(XSRF_COOKIE)?.value;
  if (!xsrf) throw new Error(`no XSRF cookie after the login of ${username}`);
  return { token: auth.token, xsrf };
}

type Row = { what: string; figure: string; floor: string; ratio: string; goal: string };

async function benchDatabase(label: string): Promise<Row[]> {
  log(`${label}: starting the server`);
  const server = await startTestServer();
  const [operator, engineer, admin] = [await login(server, 'operator'), await login(server, 'engineer'), await login(server, 'admin')];
  const batchUrl = `${server.baseUrl}/api/node/batch?${QUERY}`;
  const floor = await floorServer(server);
  const rows: Row[] = [];
  try {
    // Warm-up: the driver primes the host, the JIT settles.
    await load(batchUrl, { body: LIVE_POLL, as: operator, connections: 4 });
    for (const [what, body, floorPath] of [
      ['live-value poll (5 reads)', LIVE_POLL, '/live'],
      ['depth-1 browse of the controller root', BROWSE_1, '/browse'],
    ] as const) {
      log(`${label}: ${what}`);
      const sample = (await (await fetch(floor.url + floorPath, { method: 'POST' })).json()) as unknown;
      if (!Array.isArray(sample) || sample.length === 0) throw new Error(`the floor ${floorPath} read no rows: ${JSON.stringify(sample)}`);
      const base = await load(floor.url + floorPath, { body: {} });
      // A floor that fails answers fast and makes any ratio meaningless.
      if (base.errors > 0) throw new Error(`the floor ${floorPath} answered ${base.errors} errors`);
      const ours = await load(batchUrl, { body, as: operator });
      const ratio = ours.rps / base.rps;
      rows.push({
        what: `${label}: ${what}, ${CONNECTIONS} connections`,
        figure: `${ours.rps.toFixed(0)} req/s, p99 ${ours.p99} ms, ${ours.errors} errors`,
        floor: `${base.rps.toFixed(0)} req/s`,
        ratio: ratio.toFixed(2),
        goal: `≥ ${GOAL_RATIO}, 0 errors: ${ratio >= GOAL_RATIO && ours.errors === 0 ? 'met' : 'NOT met'}`,
      });
    }

    // The largest accepted batch, again and again, while health and a one-node browse are measured.
    log(`${label}: p99 while ${MAX_BATCH_ITEMS}-item batches run`);
    let stop = false;
    let bigBatches = 0;
    const big = (async () => {
      while (!stop) {
        const res = await fetch(batchUrl, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}`, ...xsrfHeaders(admin.xsrf) }, body: JSON.stringify(BIG_BATCH) });
        if (res.status !== 200) throw new Error(`large batch answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
        bigBatches += 1;
      }
    })();
    const health = await load(`${server.baseUrl}/api/health`, { method: 'GET', connections: 2 });
    const browse = await load(batchUrl, { body: BROWSE_ONE_NODE, as: engineer, connections: 2 });
    stop = true;
    await big;
    for (const [what, figure] of [
      ['/api/health', health],
      ['one-node browse', browse],
    ] as const) {
      rows.push({
        what: `${label}: ${what} while ${MAX_BATCH_ITEMS}-item read batches run (${bigBatches} ran)`,
        figure: `p99 ${figure.p99} ms, ${figure.rps.toFixed(0)} req/s, ${figure.errors} errors`,
        floor: '–',
        ratio: '–',
        goal: `p99 < ${GOAL_P99_MS} ms: ${figure.p99 < GOAL_P99_MS && figure.errors === 0 ? 'met' : 'NOT met'}`,
      });
    }
  } finally {
    await floor.close();
    await server.close();
  }
  return rows;
}

async function main(): Promise<void> {
  const rows = await benchDatabase('SQLite');
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    // startTestServer creates (and drops) its own database on the server TEST_DATABASE_URL names.
    process.env.TEST_DATABASE_URL = pgUrl;
    rows.push(...(await benchDatabase('PostgreSQL')));
  } else log('PostgreSQL skipped: set BENCH_DATABASE_URL (an admin URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)');
  const lines = ['| what | figure | floor (same run) | ratio | goal |', '|---|---|---|---|---|', ...rows.map((r) => `| ${r.what} | ${r.figure} | ${r.floor} | ${r.ratio} | ${r.goal} |`)];
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
