// Writes of the node mirror. A batch response is planned and written in one rw transaction over nodes,
// properties and meta, so a screen never sees half of a response and a concurrent writer (another
// tab's worker) cannot slip between the reads a plan is based on and its writes. A large action batch
// goes to the journal instead (mirror-journal.ts) and is folded in later; mirror-queries.ts reads both.
import { batchMirrorReads } from '../../domain/nodes/batch-reads';
import type { MirrorReads } from '../../domain/nodes/batch-reads';
import { planBatchResponse } from '../../domain/nodes/batch-apply';
import { shouldJournal } from '../../domain/nodes/mirror-journal';
import type { MirrorPlan } from '../../domain/nodes/mirror-plan';
import { descendantKeyRange, propertyKeyRange } from '../../domain/nodes/mirror-records';
import type { MirrorNode, MirrorProperty } from '../../domain/nodes/mirror-records';
import { createMirrorSnapshot } from '../../domain/nodes/mirror-snapshot';
import type { MirrorSnapshot } from '../../domain/nodes/mirror-snapshot';
import type { BatchRequestItem, BatchResponse } from '../../domain/nodes/node-protocol';
import { db } from '../db';
import type { ConsoleDatabase } from '../db';
import { appendToJournal, scheduleFold } from './mirror-journal-store';
import type { FoldStep } from './mirror-journal-store';
import { FETCHED_AT_META, childrenOf, descendantsOf } from './mirror-rows';

/** What applying a response changed: small enough to cross the worker boundary cheaply. */
export type MirrorSummary = {
  /** The response went to the journal: the counts below are 0, the rows follow when it is folded. */
  journaled: boolean;
  nodesPut: number;
  nodesDeleted: number;
  propertiesPut: number;
  propertiesDeleted: number;
  patches: number;
};

export type ApplyOptions = {
  database?: ConsoleDatabase;
  now?: number;
  /** false: write even a large batch directly (the benchmark's peer; tests comparing both ways). @default true */
  journalLarge?: boolean;
};

/**
 * The one way a batch response reaches the mirror (worker and page fallback alike). A large action
 * batch is journaled and folded in the background; anything else is planned and written in a single
 * transaction that also holds the reads for planning. While the journal holds entries every response
 * joins them, so responses land in order.
 */
export async function applyBatchToMirror(
  host: string,
  items: readonly BatchRequestItem[],
  response: BatchResponse,
  options: ApplyOptions = {},
): Promise<MirrorSummary> {
  const database = options.database ?? db;
  const now = options.now ?? Date.now();
  const journal = options.journalLarge !== false && shouldJournal(items);
  const summary = await database.transaction('rw', [database.nodes, database.properties, database.meta, database.journal], async () => {
    if (journal || (await database.journal.count()) > 0) return journalResponse(database, host, items, response, now);
    const plan = await planAgainstMirror(database, host, items, response, now);
    await writePlan(database, plan);
    return summarize(plan);
  });
  if (summary.journaled) void scheduleFold(foldStep(database), database);
  return summary;
}

/** How the fold of this database plans a journaled response and writes its parts. */
export function foldStep(database: ConsoleDatabase = db): FoldStep {
  return {
    resolve: (entry) => planAgainstMirror(database, entry.host, entry.items, entry.response, entry.now),
    write: (part) => writePlan(database, part),
  };
}

async function journalResponse(
  database: ConsoleDatabase,
  host: string,
  items: readonly BatchRequestItem[],
  response: BatchResponse,
  now: number,
): Promise<MirrorSummary> {
  await appendToJournal(database, host, items, response, now);
  return { journaled: true, nodesPut: 0, nodesDeleted: 0, propertiesPut: 0, propertiesDeleted: 0, patches: 0 };
}

async function planAgainstMirror(
  database: ConsoleDatabase,
  host: string,
  items: readonly BatchRequestItem[],
  response: BatchResponse,
  now: number,
): Promise<MirrorPlan> {
  const snapshot = await readSnapshot(database, host, batchMirrorReads(host, items, response));
  return planBatchResponse(host, items, response, snapshot, now);
}

async function readSnapshot(database: ConsoleDatabase, host: string, reads: MirrorReads): Promise<MirrorSnapshot> {
  const rows = new Map<string, MirrorNode>();
  const add = (list: readonly (MirrorNode | undefined)[]) => {
    for (const row of list) if (row) rows.set(row.key, row);
  };
  add(await database.nodes.bulkGet([...new Set([...reads.nodeKeys, ...reads.subtreeKeys])]));
  if (reads.childrenOfKeys.length > 0) add(await childrenOf(database, host, reads.childrenOfKeys));
  // Every node and property below a subtree root shares its key prefix: one range per root, not one
  // query per node.
  const roots = [...new Set(reads.subtreeKeys)];
  add(await descendantsOf(database, roots));
  const ranges = roots.flatMap((key) => [propertyKeyRange(key), descendantKeyRange(key)]);
  const propertyKeys = ranges.length > 0 ? await database.properties.where('key').inAnyRange(ranges).primaryKeys() : [];
  return createMirrorSnapshot(rows.values(), propertyKeys);
}

async function writePlan(database: ConsoleDatabase, plan: MirrorPlan): Promise<void> {
  if (plan.deleteNodeKeys.length > 0) await database.nodes.bulkDelete(plan.deleteNodeKeys);
  if (plan.deletePropertyKeys.length > 0) await database.properties.bulkDelete(plan.deletePropertyKeys);
  if (plan.putNodes.length > 0) await database.nodes.bulkPut(plan.putNodes);
  if (plan.putProperties.length > 0) await database.properties.bulkPut(plan.putProperties);
  const nodePatches: { key: string; changes: Partial<MirrorNode> }[] = [];
  const propertyPatches: { key: string; changes: Partial<MirrorProperty> }[] = [];
  for (const patch of plan.patches) {
    if (patch.table === 'nodes') nodePatches.push({ key: patch.key, changes: patch.changes });
    else propertyPatches.push({ key: patch.key, changes: patch.changes });
  }
  // bulkUpdate skips keys that are not in the mirror: a read of a node never browsed changes nothing.
  if (nodePatches.length > 0) await database.nodes.bulkUpdate(nodePatches);
  if (propertyPatches.length > 0) await database.properties.bulkUpdate(propertyPatches);
  if (plan.fetchedAt !== null) {
    await database.meta.put({ key: `${FETCHED_AT_META}${plan.host}`, value: plan.fetchedAt, updatedAt: new Date(plan.fetchedAt).toISOString() });
  }
}

function summarize(plan: MirrorPlan): MirrorSummary {
  return {
    journaled: false,
    nodesPut: plan.putNodes.length,
    nodesDeleted: plan.deleteNodeKeys.length,
    propertiesPut: plan.putProperties.length,
    propertiesDeleted: plan.deletePropertyKeys.length,
    patches: plan.patches.length,
  };
}
