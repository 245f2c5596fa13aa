// `npm run bench`: the figures of issue 3's goals, each against a peer or raw baseline measured in the
// same run. Builds bench/browser (the real src and workers modules) with Vite into a temporary folder,
// serves it on a loopback port, opens it in Debian's Chromium through playwright-core with a fresh
// profile, runs the steps of window.__bench and prints one markdown table. See bench/README.md.
import { execFile } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { lingui } from '@lingui/vite-plugin';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium-launch';
import type { BatchFigure, BatchFloorFigure, BenchWindow, ChildTableFigure, CsvBrowserFigure, EditFigure, MirrorFigure, TreeFigure, WriteFigure } from './browser/bench-api';
import type { ReplayFigure } from './outbox-replay-figure';
import { CSV_BROWSER_ROWS, csvBrowserRow, csvFigure, csvRow } from './csv-export-figure';
import type { CsvFigure } from './csv-export-figure';
import { measureUnits } from './units/units-figure';
import type { UnitsFigure } from './units/units-figure';
import { unitsRow } from './units/units-row';
import { CHILD_TABLE_PASTE_ROWS, CHILD_TABLE_ROWS, childTableRow } from './child-table-figure';
import type { UploadFigure } from './upload/upload-figure';
import { CHART_TICKS, chartRow } from './charts/chart-figure';
import type { ChartFigure } from './charts/chart-figure';
import { uploadFigure, uploadRow } from './upload/upload-row';
import { measureEventLog } from './eventlog/eventlog-figure';
import type { EventLogFigure } from './eventlog/eventlog-figure';
import { eventLogRow } from './eventlog/eventlog-row';
import { measureFirstLoad } from './first-load/first-load-figure';
import type { FirstLoadFigure } from './first-load/first-load-figure';
import { firstLoadRows } from './first-load/first-load-rows';

const TREE_RUNS = Number(process.env.BENCH_TREE_RUNS ?? 7);
/** Rounds of raw put and mirror, in A-B-B-A order so neither side always runs on a fresher disk. */
const MIRROR_ROUNDS = Number(process.env.BENCH_MIRROR_ROUNDS ?? 2);
const STEP_TIMEOUT_MS = 240_000;

const GOAL_MIRROR_RATIO = 0.7;
const GOAL_BATCH_MS = 200;
const GOAL_LONG_TASK_MS = 50;
const GOAL_TREE_MS = 100;
const GOAL_REPLAY_MS = 3000;
const GOAL_EDIT_P95_MS = 16;
const EDIT_RUNS = Number(process.env.BENCH_EDIT_RUNS ?? 200);

const MIME: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

async function buildPage(outDir: string): Promise<void> {
  await build({
    root: join(import.meta.dirname, 'browser'),
    configFile: false,
    // The app's catalogs (.po), which the child table's texts come from.
    plugins: [lingui({ configPath: join(import.meta.dirname, '..', 'src', 'i18n', 'lingui.config.ts') })],
    publicDir: false,
    logLevel: 'warn',
    base: './',
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
  });
}

function serve(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** One step of the page, timed out generously so a hung browser ends the run. */
async function step<T>(page: Page, name: string, call: (bench: BenchWindow['__bench']) => Promise<T>): Promise<T> {
  log(`${name}…`);
  const started = Date.now();
  const source = `(${call.toString()})(window.__bench)`;
  const result = (await Promise.race([
    page.evaluate(source),
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${name} timed out`)), STEP_TIMEOUT_MS).unref()),
  ])) as T;
  log(`${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Several runs of one write as one figure: records and time summed, the longest task of all. */
function combine(runs: readonly WriteFigure[]): WriteFigure & { runs: number } {
  return {
    runs: runs.length,
    records: runs.reduce((sum, r) => sum + r.records, 0),
    ms: runs.reduce((sum, r) => sum + r.ms, 0),
    longestTaskMs: Math.max(0, ...runs.map((r) => r.longestTaskMs)),
    longTasks: runs.reduce((sum, r) => sum + r.longTasks, 0),
  };
}

type Figures = {
  raw: WriteFigure & { runs: number };
  mirror: MirrorFigure & { runs: number };
  mirrorWorker: WriteFigure;
  batchWorker: BatchFigure;
  batchPage: BatchFigure;
  batchFloor: BatchFloorFigure;
  tree: TreeFigure;
  pullRaw: WriteFigure & { runs: number };
  pull: WriteFigure & { runs: number };
  replay: ReplayFigure;
  edit: EditFigure;
  csv: CsvFigure;
  csvBrowser: CsvBrowserFigure;
  units: UnitsFigure;
  childTable: ChildTableFigure;
  upload: UploadFigure;
  eventLog: EventLogFigure;
  chart: ChartFigure;
  firstLoad: FirstLoadFigure;
};

const rate = (f: WriteFigure) => f.records / (f.ms / 1000);
const count = (n: number) => n.toLocaleString('en-US');
const fmtRate = (f: WriteFigure & { runs?: number }) =>
  `${count(Math.round(rate(f)))} rec/s (${count(f.records)} in ${(f.ms / 1000).toFixed(2)} s${f.runs && f.runs > 1 ? `, ${f.runs} runs` : ''})`;
const fmtMs = (ms: number) => `${ms < 10 ? ms.toFixed(1) : Math.round(ms).toLocaleString('en-US')} ms`;
const fmtTask = (f: WriteFigure) => (f.longTasks === 0 ? 'none ≥ 50 ms' : `${fmtMs(f.longestTaskMs)} (${f.longTasks} long task${f.longTasks === 1 ? '' : 's'})`);
const yes = (met: boolean) => (met ? 'yes' : '**no**');

function table(f: Figures): string {
  const rows: string[][] = [];
  const mirrorRatio = rate(f.mirror) / rate(f.raw);
  rows.push([
    '1. Mirror a 100,000-node browse into IndexedDB: planner + repository one-transaction write (applyBatchToMirror, page thread)',
    fmtRate(f.mirror),
    `raw IndexedDB put, one transaction, same records and indexes: ${fmtRate(f.raw)}`,
    `${mirrorRatio.toFixed(2)} × raw`,
    `≥ ${GOAL_MIRROR_RATIO} × raw`,
    yes(mirrorRatio >= GOAL_MIRROR_RATIO),
  ]);
  rows.push([
    '1b. Same browse through the mirror worker client (Comlink transfer + worker), fresh database',
    `${fmtRate(f.mirrorWorker)}; longest main-thread task: ${fmtTask(f.mirrorWorker)}`,
    `raw put: ${Math.round(rate(f.raw)).toLocaleString('en-US')} rec/s`,
    `${(rate(f.mirrorWorker) / rate(f.raw)).toFixed(2)} × raw`,
    'info',
    '—',
  ]);
  rows.push([
    '1c. Planning alone (planBatchResponse, 100,000 nodes, empty mirror)',
    fmtMs(f.mirror.planMs),
    `whole mirror write: ${fmtMs(f.mirror.ms / f.mirror.runs)} per run`,
    `${((f.mirror.planMs / (f.mirror.ms / f.mirror.runs)) * 100).toFixed(1)} % of it`,
    'info',
    '—',
  ]);
  const describe = (b: BatchFigure) => `${b.actions.toLocaleString('en-US')} actions, ${b.patches.toLocaleString('en-US')} row patches, ${count(b.records)} rows put`;
  rows.push([
    `2. Apply a 10,000-action batch response (9,000 updates, 500 moves, 500 creates) in the module worker via the mirror worker client, until the call answers; a mirror query right after it is checked to show the batch (journaled: ${describe(f.batchWorker)})`,
    fmtMs(f.batchWorker.ms),
    `same shape written directly in one transaction on the page thread (applyBatchToMirror, journalLarge: false): ${fmtMs(f.batchPage.ms)}`,
    `${(f.batchWorker.ms / f.batchPage.ms).toFixed(2)} × page`,
    `< ${GOAL_BATCH_MS} ms`,
    yes(f.batchWorker.ms < GOAL_BATCH_MS),
  ]);
  rows.push([
    '2d. The same batch until the worker has folded the journal into the node and property tables (background, after the call answered)',
    fmtMs(f.batchWorker.foldedMs),
    `direct one-transaction write: ${fmtMs(f.batchPage.ms)}`,
    `${(f.batchWorker.foldedMs / f.batchPage.ms).toFixed(2)} × direct`,
    'info',
    '—',
  ]);
  rows.push([
    '2a. Longest main-thread task while the worker applies it and folds it (PerformanceObserver longtask)',
    fmtTask(f.batchWorker),
    `applied on the page thread: ${fmtTask(f.batchPage)}`,
    f.batchPage.longestTaskMs > 0 ? `${(f.batchWorker.longestTaskMs / f.batchPage.longestTaskMs).toFixed(2)} × page` : '—',
    `no task > ${GOAL_LONG_TASK_MS} ms`,
    yes(f.batchWorker.longestTaskMs <= GOAL_LONG_TASK_MS),
  ]);
  rows.push([
    `2b. Raw floor of that batch: the ${f.batchFloor.records.toLocaleString('en-US')} rows it wrote, put again in one plain IndexedDB transaction`,
    fmtMs(f.batchFloor.ms),
    `fold: ${fmtMs(f.batchWorker.foldedMs)}`,
    `fold = ${(f.batchWorker.foldedMs / f.batchFloor.ms).toFixed(2)} × floor`,
    'info',
    '—',
  ]);
  rows.push([
    '2c. Planning that batch alone (planBatchResponse with its snapshot, page thread), part of the fold',
    fmtMs(f.batchFloor.planMs),
    `fold: ${fmtMs(f.batchWorker.foldedMs)}`,
    `${((f.batchFloor.planMs / f.batchWorker.foldedMs) * 100).toFixed(1)} % of it`,
    'info',
    '—',
  ]);
  const t = f.tree;
  rows.push([
    `3. Expand-all over ${t.nodes.toLocaleString('en-US')} nodes to the row list (expandAllKeys + flattenTree; ${t.expandAllRows.toLocaleString('en-US')} rows), median of ${t.runs}`,
    fmtMs(t.expandAllMs),
    `naive recursive flatten of the nested browse nodes: ${fmtMs(t.naiveExpandAllMs)}`,
    `${(t.expandAllMs / t.naiveExpandAllMs).toFixed(2)} × naive`,
    `< ${GOAL_TREE_MS} ms`,
    yes(t.expandAllMs < GOAL_TREE_MS),
  ]);
  rows.push([
    `3b. 2-character search "${t.query}" over ${t.nodes.toLocaleString('en-US')} nodes to the row list (searchTree + applySearchOpen + flattenTree; ${t.searchMatches.toLocaleString('en-US')} matches, ${t.searchRows.toLocaleString('en-US')} rows), median of ${t.runs}`,
    fmtMs(t.searchMs),
    `naive recursive search, labels lower-cased per run (${t.naiveSearchRows.toLocaleString('en-US')} rows): ${fmtMs(t.naiveSearchMs)}`,
    `${(t.searchMs / t.naiveSearchMs).toFixed(2)} × naive`,
    `< ${GOAL_TREE_MS} ms`,
    yes(t.searchMs < GOAL_TREE_MS),
  ]);
  rows.push([`3c. Building the tree index once (buildTreeIndex, ${t.nodes.toLocaleString('en-US')} nodes)`, fmtMs(t.indexMs), '—', '—', 'info', '—']);
  const header = ['measure', 'result', 'peer/baseline', 'ratio', 'goal', 'met?'];
  const pullRatio = rate(f.pull) / rate(f.pullRaw);
  rows.push([
    `4. Pull ${count(f.pull.records / f.pull.runs)} record changes into the mirror (applyChanges: plan, record rows and cursor in one transaction, page thread)`,
    fmtRate(f.pull),
    `raw IndexedDB put of the same rows, one transaction, same indexes: ${fmtRate(f.pullRaw)}`,
    `${pullRatio.toFixed(2)} × raw`,
    `≥ ${GOAL_MIRROR_RATIO} × raw`,
    yes(pullRatio >= GOAL_MIRROR_RATIO),
  ]);
  const r = f.replay;
  const checked = r.lastValues && r.appliedOnce;
  rows.push([
    `5. Replay ${count(r.entries)} queued property updates after reconnect: the real outbox (fake-indexeddb in Node) and sender against the real server on loopback, until none is pending; server values and one audit entry per entry checked: ${checked ? 'ok' : '**FAILED**'}`,
    fmtMs(r.ms),
    `the same updates posted one by one with plain fetch: ${fmtMs(r.floorMs)}`,
    `${(r.ms / r.floorMs).toFixed(2)} × floor`,
    `< ${fmtMs(GOAL_REPLAY_MS)}, each applied once`,
    yes(checked && r.ms < GOAL_REPLAY_MS),
  ]);
  const e = f.edit;
  rows.push([
    `6. A queued edit on screen: property save through the outbox (enqueue with its optimistic mirror write, no sender) until a React component reading the node like the property panel shows it, p95 of ${e.runs} (p50 ${fmtMs(e.p50Ms)}; longest main-thread task ${e.longestTaskMs > 0 ? fmtMs(e.longestTaskMs) : 'none ≥ 50 ms'})`,
    fmtMs(e.p95Ms),
    `the value put straight into the property row, same component: p95 ${fmtMs(e.floorP95Ms)} (p50 ${fmtMs(e.floorP50Ms)})`,
    `${(e.p95Ms / e.floorP95Ms).toFixed(2)} × floor`,
    `p95 < ${fmtMs(GOAL_EDIT_P95_MS)}`,
    yes(e.p95Ms < GOAL_EDIT_P95_MS),
  ]);
  rows.push(csvRow(f.csv), csvBrowserRow(f.csvBrowser), unitsRow(f.units), childTableRow(f.childTable));
  rows.push(uploadRow(f.upload));
  rows.push(eventLogRow(f.eventLog));
  rows.push(chartRow(f.chart));
  rows.push(...firstLoadRows(f.firstLoad));
  return [header, header.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

/** The replay benchmark in its own Node process (bench/outbox-replay/replay.ts): its JSON line. */
function replayFigure(): Promise<ReplayFigure> {
  log('replay of queued outbox entries against a real server (own process)…');
  const script = join(import.meta.dirname, 'outbox-replay', 'replay.ts');
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', script], { timeout: STEP_TIMEOUT_MS, maxBuffer: 1 << 20 }, (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout.trim().split('\n').pop() ?? '') as ReplayFigure);
    });
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  const outDir = mkdtempSync(join(tmpdir(), 'console-bench-dist-'));
  const profileDir = mkdtempSync(join(tmpdir(), 'console-bench-chromium-'));
  let server: Server | null = null;
  let closeBrowser: (() => Promise<void>) | null = null;
  try {
    log('building bench/browser with Vite…');
    await buildPage(outDir);
    server = await serve(outDir);
    const { port } = server.address() as AddressInfo;
    log(`serving on http://127.0.0.1:${port}/, launching ${CHROMIUM_PATH}`);
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS],
      viewport: { width: 1280, height: 800 },
    });
    closeBrowser = () => context.close();
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (error) => log(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') log(`page ${message.type()}: ${message.text()}`);
    });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction('window.__benchReady === true');

    const deleted = await step(page, 'reset', (b) => b.reset());
    if (deleted.length > 0) log(`deleted databases: ${deleted.join(', ')}`);
    const raws: WriteFigure[] = [];
    const mirrors: MirrorFigure[] = [];
    for (let round = 1; round <= MIRROR_ROUNDS; round++) {
      const rawStep = () => step(page, `round ${round}: raw IndexedDB put of 100,000 records`, (b) => b.rawPut());
      const mirrorStep = () => step(page, `round ${round}: mirror 100,000-node browse in the page`, (b) => b.mirrorInPage());
      if (round % 2 === 1) {
        raws.push(await rawStep());
        mirrors.push(await mirrorStep());
      } else {
        mirrors.push(await mirrorStep());
        raws.push(await rawStep());
      }
    }
    const raw = combine(raws);
    const mirror = { ...combine(mirrors), planMs: Math.min(...mirrors.map((m) => m.planMs)) };
    const mirrorWorker = await step(page, 'mirror 100,000-node browse through the worker client', (b) => b.mirrorInWorker());
    await step(page, 'prepare the batches (property rows, warm-up)', (b) => b.prepareBatches());
    const batchWorker = await step(page, '10,000-action batch in the worker', (b) => b.batchInWorker());
    const batchPage = await step(page, '10,000-action batch on the page thread', (b) => b.batchInPage());
    const batchFloor = await step(page, 'raw floor of the batch (same rows, plain IndexedDB)', (b) => b.batchFloor());
    const runs = TREE_RUNS;
    const tree = await step(page, `tree expand-all and search, ${runs} runs`, new Function('b', `return b.tree(${runs});`) as (b: BenchWindow['__bench']) => Promise<TreeFigure>);

    const pullRaws: WriteFigure[] = [];
    const pulls: WriteFigure[] = [];
    for (let round = 1; round <= MIRROR_ROUNDS; round++) {
      const rawStep = async () => pullRaws.push(await step(page, `round ${round}: raw IndexedDB put of 10,000 record rows`, (b) => b.pullRaw()));
      const pullStep = async () => pulls.push(await step(page, `round ${round}: pull 10,000 record changes into the mirror`, (b) => b.pullIntoMirror()));
      if (round % 2 === 1) {
        await rawStep();
        await pullStep();
      } else {
        await pullStep();
        await rawStep();
      }
    }
    const edit = await step(page, `${EDIT_RUNS} queued edits until shown`, new Function('b', `return b.queuedEdit(${EDIT_RUNS});`) as (b: BenchWindow['__bench']) => Promise<EditFigure>);
    const csvBrowser = await step(page, `CSV export of ${CSV_BROWSER_ROWS} rows through the worker`, new Function('b', `return b.csvExport(${CSV_BROWSER_ROWS});`) as (b: BenchWindow['__bench']) => Promise<CsvBrowserFigure>);
    const childTable = await step(page, `child table of ${CHILD_TABLE_ROWS} rows`, new Function('b', `return b.childTable(${CHILD_TABLE_ROWS}, ${CHILD_TABLE_PASTE_ROWS});`) as (b: BenchWindow['__bench']) => Promise<ChildTableFigure>);
    const chart = await step(page, `live chart, ${CHART_TICKS} samples of 5 series`, new Function('b', `return b.chart(${CHART_TICKS});`) as (b: BenchWindow['__bench']) => Promise<ChartFigure>);
    const replay = await replayFigure();
    log('CSV export against papaparse (own process)…');
    const csv = await csvFigure(STEP_TIMEOUT_MS);
    log('unit conversions, every convert-units pair, against convert-units (Node)…');
    const units = measureUnits();
    log('upload of 256 MiB in chunks against one plain request (own processes)…');
    const upload = await uploadFigure(STEP_TIMEOUT_MS);
    log('event log: a million audit entries on SQLite, filtered pages against prepared statements…');
    const eventLog = await measureEventLog();
    const firstLoad = await measureFirstLoad(log);
    const version = context.browser()?.version() ?? 'unknown';
    console.log(table({ raw, mirror, mirrorWorker, batchWorker, batchPage, batchFloor, tree, pullRaw: combine(pullRaws), pull: combine(pulls), replay, edit, csv, csvBrowser, units, childTable, upload, chart, eventLog, firstLoad }));
    console.log('');
    console.log(`Chromium ${version}, headless, ${new Date().toISOString()}; whole run ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await closeBrowser?.().catch(() => {});
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
