// The bench page: every measurement runs here, in Debian's Chromium, on the real modules of src and
// workers; bench/run.ts calls the steps of window.__bench one by one and prints the table.
import { planBatchResponse } from '../../src/domain/nodes/batch-apply';
import { batchMirrorReads } from '../../src/domain/nodes/batch-reads';
import { mirrorNodeKey, parentKeyOf } from '../../src/domain/nodes/mirror-records';
import type { MirrorNode } from '../../src/domain/nodes/mirror-records';
import type { MirrorPlan } from '../../src/domain/nodes/mirror-plan';
import { BatchAction } from '../../src/domain/nodes/node-protocol';
import { EMPTY_MIRROR_SNAPSHOT, createMirrorSnapshot } from '../../src/domain/nodes/mirror-snapshot';
import { expandAllKeys, flattenTree } from '../../src/domain/tree/flatten-tree';
import { EMPTY_OPEN_STATE, applySearchOpen } from '../../src/domain/tree/open-set';
import { buildTreeIndex } from '../../src/domain/tree/tree-index';
import { effectiveQuery, searchTree } from '../../src/domain/tree/tree-search';
import { db } from '../../src/data/db';
import { applyBatchToMirror } from '../../src/data/nodes/mirror-repository';
import { childrenQuery, nodeQuery } from '../../src/data/nodes/mirror-queries';
import { applyResponseToMirror, mirrorFolded, mirrorWorkerActive } from '../../src/data/nodes/mirror-worker-client';
import { applyChanges } from '../../src/data/sync/change-puller';
import { mirrorRecordOf } from '../../src/domain/records/record-mirror';
import type { BenchApi, BenchWindow, TreeFigure } from './bench-api';
import { HOST, actionBatch, browseBatch, makeTree, treeInfos, warmUpBatch } from './fixture';
import type { ActionBatch, TreeFixture } from './fixture';
import { observeLongTasks, timedWithLongTasks } from './long-tasks';
import { naiveExpandAll, naiveSearch } from './naive-tree';
import { PULL_CHANGES, pulledChanges } from './pull-fixture';
import { queuedEditFigure } from './queued-edit';
import { csvExportFigure } from './csv-export-step';
import { childTableFigure } from './child-table-step';
import { chartFigure } from '../charts/chart-step';
import { deleteDatabase, dropRawDatabase, openRawDatabase, putInOneTransaction } from './raw-idb';

export const TREE_NODES = 100_000;
export const SEARCH_TEXT = '42';

let tree: TreeFixture | null = null;
let planned: { plan: MirrorPlan; planMs: number } | null = null;
let batches: { worker: ActionBatch; page: ActionBatch } | null = null;
const NOW = Date.UTC(2025, 0, 1);

function fixture(): TreeFixture {
  tree ??= makeTree(TREE_NODES);
  return tree;
}

/** The browse planned against an empty mirror: its node rows are the raw baseline's records. */
function plannedBrowse(): { plan: MirrorPlan; planMs: number } {
  if (!planned) {
    const { items, response } = browseBatch(fixture());
    const started = performance.now();
    const plan = planBatchResponse(HOST, items, response, EMPTY_MIRROR_SNAPSHOT, NOW);
    planned = { plan, planMs: performance.now() - started };
  }
  return planned;
}

function actionBatches(): { worker: ActionBatch; page: ActionBatch } {
  batches ??= { worker: actionBatch(fixture(), new Set([1, 2, 3, 4, 5]), 'w'), page: actionBatch(fixture(), new Set([6, 7, 8, 9, 10]), 'p') };
  return batches;
}

/** Whether the mirror queries show the batch: an update's value, a move's new first child, a created node. */
async function batchVisible(batch: ActionBatch): Promise<boolean> {
  const update = batch.items.find((item) => item.action === BatchAction.update);
  const move = batch.items.find((item) => item.action === BatchAction.move);
  const created = batch.response.responses.find((answer) => answer.node !== undefined)?.node;
  if (!update?.gId || !move?.gId || !created) throw new Error('the batch lacks an update, a move or a create');
  const parentKey = parentKeyOf(HOST, move.gId) as string;
  const [updated, children, added] = await Promise.all([
    nodeQuery(mirrorNodeKey(HOST, update.gId)),
    childrenQuery(HOST, parentKey),
    nodeQuery(mirrorNodeKey(HOST, created.gId)),
  ]);
  return updated?.fmtValue === update.values?.[0]?.value && children[0]?.gId === move.gId && added !== undefined;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function medianTime<T>(runs: number, work: () => T): { ms: number; value: T } {
  let value = work(); // warm-up run, not counted
  work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    value = work();
    times.push(performance.now() - started);
  }
  return { ms: median(times), value };
}

const api: BenchApi = {
  async reset() {
    const names = (await indexedDB.databases()).map((d) => d.name).filter((n): n is string => typeof n === 'string');
    db.close({ disableAutoOpen: false });
    for (const name of names) await deleteDatabase(name);
    return names;
  },

  async rawPut() {
    const records = plannedBrowse().plan.putNodes;
    const database = await openRawDatabase(db.nodes.schema);
    const run = await timedWithLongTasks(() => putInOneTransaction(database, records));
    await dropRawDatabase(database);
    return { records: records.length, ms: run.ms, longestTaskMs: run.tasks.longestMs, longTasks: run.tasks.count };
  },

  async mirrorInPage() {
    const { items, response } = browseBatch(fixture());
    const { planMs } = plannedBrowse();
    await db.delete({ disableAutoOpen: false });
    await db.open();
    const run = await timedWithLongTasks(() => applyBatchToMirror(HOST, items, response, { now: NOW }));
    return { records: run.value.nodesPut, ms: run.ms, planMs, longestTaskMs: run.tasks.longestMs, longTasks: run.tasks.count };
  },

  async mirrorInWorker() {
    const { items, response } = browseBatch(fixture());
    // The worker creates the database afresh; the page's connection must not block the delete.
    await db.delete({ disableAutoOpen: false });
    if (!mirrorWorkerActive()) throw new Error('no module worker');
    const run = await timedWithLongTasks(() => applyResponseToMirror(HOST, items, response));
    if (!mirrorWorkerActive()) throw new Error('the mirror worker failed: the browse was applied in the page');
    return { records: run.value.nodesPut, ms: run.ms, longestTaskMs: run.tasks.longestMs, longTasks: run.tasks.count };
  },

  async pullRaw() {
    const rows = pulledChanges(PULL_CHANGES).map((c) => mirrorRecordOf(c.record, NOW));
    const database = await openRawDatabase(db.records.schema);
    const run = await timedWithLongTasks(() => putInOneTransaction(database, rows));
    await dropRawDatabase(database);
    return { records: rows.length, ms: run.ms, longestTaskMs: run.tasks.longestMs, longTasks: run.tasks.count };
  },

  async pullIntoMirror() {
    const changes = pulledChanges(PULL_CHANGES);
    await db.records.clear();
    const run = await timedWithLongTasks(() => applyChanges(changes, 'c1.1.1.000000000000.1'));
    return { records: changes.length, ms: run.ms, longestTaskMs: run.tasks.longestMs, longTasks: run.tasks.count };
  },

  queuedEdit: (runs) => queuedEditFigure(runs),
  csvExport: (rows) => csvExportFigure(rows),
  childTable: (rows, pasteRows) => childTableFigure(rows, pasteRows),
  chart: (ticks) => chartFigure(ticks),

  async prepareBatches() {
    const { worker, page } = actionBatches();
    await db.properties.bulkPut([...worker.properties, ...page.properties]);
    const warm = warmUpBatch(fixture());
    await applyResponseToMirror(HOST, warm.items, warm.response);
    await applyBatchToMirror(HOST, warm.items, warm.response);
  },

  async batchInWorker() {
    const batch = actionBatches().worker;
    const { items, response } = batch;
    const run = await timedWithLongTasks(async () => {
      const started = performance.now();
      const summary = await applyResponseToMirror(HOST, items, response);
      const appliedMs = performance.now() - started;
      // What a screen reads right after the call: the rows with the journal laid over them.
      const seen = await batchVisible(batch);
      await mirrorFolded();
      return { summary, appliedMs, seen };
    });
    if (!mirrorWorkerActive()) throw new Error('the mirror worker failed: the batch was applied in the page');
    if (!run.value.summary.journaled) throw new Error('the batch was not journaled');
    if (!run.value.seen) throw new Error('a query right after the apply did not show the batch');
    if ((await db.journal.count()) > 0 || !(await batchVisible(batch))) throw new Error('the fold did not write the batch into the tables');
    return {
      actions: items.length,
      records: run.value.summary.nodesPut,
      patches: run.value.summary.patches,
      ms: run.value.appliedMs,
      foldedMs: run.ms,
      longestTaskMs: run.tasks.longestMs,
      longTasks: run.tasks.count,
    };
  },

  async batchInPage() {
    const batch = actionBatches().page;
    const { items, response } = batch;
    const run = await timedWithLongTasks(() => applyBatchToMirror(HOST, items, response, { journalLarge: false }));
    if (run.value.journaled || !(await batchVisible(batch))) throw new Error('the direct apply did not write the batch');
    return { actions: items.length, records: run.value.nodesPut, patches: run.value.patches, ms: run.ms, foldedMs: run.ms, longestTaskMs: run.tasks.longestMs, longTasks: run.tasks.count };
  },

  async batchFloor() {
    const { items, response } = actionBatches().worker;
    // The rows planning needs, read as the repository does (moves and creates: nodes and children).
    const reads = batchMirrorReads(HOST, items, response);
    const rows: (MirrorNode | undefined)[] = await db.nodes.bulkGet(reads.nodeKeys);
    rows.push(...(await db.nodes.where('[host+parentKey]').anyOf(reads.childrenOfKeys.map((key) => [HOST, key])).toArray()));
    const snapshot = createMirrorSnapshot(rows.filter((row): row is MirrorNode => row !== undefined));
    const started = performance.now();
    const plan = planBatchResponse(HOST, items, response, snapshot, NOW);
    const planMs = performance.now() - started;
    // The batch is applied already: re-put the rows it wrote, as they are now, in one plain transaction.
    const nodeKeys = [...plan.putNodes.map((n) => n.key), ...plan.patches.filter((p) => p.table === 'nodes').map((p) => p.key)];
    const propertyKeys = plan.patches.filter((p) => p.table === 'properties').map((p) => p.key);
    const nodes = (await db.nodes.bulkGet(nodeKeys)).filter((row) => row !== undefined);
    const properties = (await db.properties.bulkGet(propertyKeys)).filter((row) => row !== undefined);
    const database = db.backendDB();
    const run = await timedWithLongTasks(
      () =>
        new Promise<void>((resolve, reject) => {
          const transaction = database.transaction(['nodes', 'properties'], 'readwrite');
          const nodeStore = transaction.objectStore('nodes');
          const propertyStore = transaction.objectStore('properties');
          for (const row of nodes) nodeStore.put(row);
          for (const row of properties) propertyStore.put(row);
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error ?? new Error('transaction failed'));
          transaction.onabort = () => reject(transaction.error ?? new Error('transaction aborted'));
        }),
    );
    return { records: nodes.length + properties.length, ms: run.ms, planMs, longestTaskMs: run.tasks.longestMs, longTasks: run.tasks.count };
  },

  async tree(runs) {
    const data = fixture();
    const infos = treeInfos(data);
    const started = performance.now();
    const index = buildTreeIndex(infos);
    const indexMs = performance.now() - started;
    const query = effectiveQuery(SEARCH_TEXT) as string;
    const expand = medianTime(runs, () => flattenTree(index, expandAllKeys(index)));
    const naiveExpand = medianTime(runs, () => naiveExpandAll(data.root));
    let matches = 0;
    const search = medianTime(runs, () => {
      const result = searchTree(index, query);
      matches = result.matches.size;
      const { open } = applySearchOpen(EMPTY_OPEN_STATE, result.open);
      return flattenTree(index, open, { visible: result.visible });
    });
    const naive = medianTime(runs, () => naiveSearch(data.root, query));
    const figure: TreeFigure = {
      nodes: infos.length,
      runs,
      indexMs,
      expandAllMs: expand.ms,
      expandAllRows: expand.value.length,
      naiveExpandAllMs: naiveExpand.ms,
      query,
      searchMs: search.ms,
      searchRows: search.value.length,
      searchMatches: matches,
      naiveSearchMs: naive.ms,
      naiveSearchRows: naive.value.length,
    };
    return figure;
  },
};

observeLongTasks();
const target = window as unknown as BenchWindow;
target.__bench = api;
target.__benchReady = true;
