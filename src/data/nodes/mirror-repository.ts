// Reads and writes of the node mirror. A batch response is planned and written in one rw transaction
// over nodes, properties and meta, so a screen never sees half of a response and a concurrent writer
// (another tab's worker) cannot slip between the reads a plan is based on and its writes.
import { batchMirrorReads } from '../../domain/nodes/batch-reads';
import type { MirrorReads } from '../../domain/nodes/batch-reads';
import { planBatchResponse } from '../../domain/nodes/batch-apply';
import type { MirrorPlan } from '../../domain/nodes/mirror-plan';
import { compareMirrorNodes, descendantKeyRange, hostKeyRange, propertyKeyRange } from '../../domain/nodes/mirror-records';
import type { MirrorNode, MirrorProperty } from '../../domain/nodes/mirror-records';
import { createMirrorSnapshot } from '../../domain/nodes/mirror-snapshot';
import type { MirrorSnapshot } from '../../domain/nodes/mirror-snapshot';
import type { BatchRequestItem, BatchResponse } from '../../domain/nodes/node-protocol';
import { db } from '../db';
import type { ConsoleDatabase } from '../db';

/** What applying a response changed: small enough to cross the worker boundary cheaply. */
export type MirrorSummary = {
  nodesPut: number;
  nodesDeleted: number;
  propertiesPut: number;
  propertiesDeleted: number;
  patches: number;
  designerChanged: boolean;
};

export type ApplyOptions = { database?: ConsoleDatabase; now?: number };

const FETCHED_AT_META = 'mirror.fetchedAt:';

/** Plans and writes one batch response in a single transaction; the reads for planning happen inside it. */
export function applyBatchToMirror(
  host: string,
  items: readonly BatchRequestItem[],
  response: BatchResponse,
  options: ApplyOptions = {},
): Promise<MirrorSummary> {
  const database = options.database ?? db;
  return database.transaction('rw', [database.nodes, database.properties, database.meta], async () => {
    const snapshot = await readSnapshot(database, host, batchMirrorReads(host, items, response));
    const plan = planBatchResponse(host, items, response, snapshot, options.now ?? Date.now());
    await writePlan(database, plan);
    return summarize(plan);
  });
}

/** Writes a plan made elsewhere, in one transaction. */
export function applyPlan(plan: MirrorPlan, database: ConsoleDatabase = db): Promise<MirrorSummary> {
  return database.transaction('rw', [database.nodes, database.properties, database.meta], async () => {
    await writePlan(database, plan);
    return summarize(plan);
  });
}

/** Children of a node in display order; parentKey null lists the host's roots. */
export async function childrenQuery(host: string, parentKey: string | null, database: ConsoleDatabase = db): Promise<MirrorNode[]> {
  const rows =
    parentKey === null
      ? await database.nodes
          .where('key')
          .between(...hostKeyRange(host), true, true)
          .filter((n) => n.parentKey === null)
          .toArray()
      : await database.nodes.where('[host+parentKey]').equals([host, parentKey]).toArray();
  return rows.sort(compareMirrorNodes);
}

export function nodeQuery(key: string, database: ConsoleDatabase = db): Promise<MirrorNode | undefined> {
  return database.nodes.get(key);
}

/** Properties of a node by order (then id), as the property panel lists them. */
export async function propertiesQuery(nodeKey: string, database: ConsoleDatabase = db): Promise<MirrorProperty[]> {
  const rows = await propertiesOf(database, [nodeKey]);
  return rows.sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** When a browse last refreshed this host's mirror (epoch ms), or null when it never did. */
export async function mirrorFetchedAt(host: string, database: ConsoleDatabase = db): Promise<number | null> {
  const row = await database.meta.get(`${FETCHED_AT_META}${host}`);
  return typeof row?.value === 'number' ? row.value : null;
}

/** How old the host's mirror is in milliseconds, or null when nothing was ever fetched. */
export async function mirrorAge(host: string, now: number = Date.now(), database: ConsoleDatabase = db): Promise<number | null> {
  const fetchedAt = await mirrorFetchedAt(host, database);
  return fetchedAt === null ? null : Math.max(0, now - fetchedAt);
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

/** The properties of the given nodes, through primary-key ranges (the table has no other index). */
export function propertiesOf(database: ConsoleDatabase, nodeKeys: readonly string[]): Promise<MirrorProperty[]> {
  if (nodeKeys.length === 0) return Promise.resolve([]);
  return database.properties.where('key').inAnyRange(nodeKeys.map(propertyKeyRange)).toArray();
}

/** A node and every mirrored node below it, in no particular order; root first when mirrored. */
export async function subtreeQuery(rootKey: string, database: ConsoleDatabase = db): Promise<MirrorNode[]> {
  const [root, below] = await Promise.all([database.nodes.get(rootKey), descendantsOf(database, [rootKey])]);
  return root ? [root, ...below] : below;
}

/** The nodes strictly below the given ones: one getAll over a key range each, all in flight together. */
async function descendantsOf(database: ConsoleDatabase, nodeKeys: readonly string[]): Promise<MirrorNode[]> {
  const lists = await Promise.all(nodeKeys.map((key) => database.nodes.where('key').between(...descendantKeyRange(key), true, true).toArray()));
  return lists.flat();
}

async function childrenOf(database: ConsoleDatabase, host: string, parentKeys: readonly string[]): Promise<MirrorNode[]> {
  // One getAll per parent, all in flight together: anyOf walks a cursor row by row, several times slower.
  const lists = await Promise.all(parentKeys.map((key) => database.nodes.where('[host+parentKey]').equals([host, key]).toArray()));
  return lists.flat();
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
    nodesPut: plan.putNodes.length,
    nodesDeleted: plan.deleteNodeKeys.length,
    propertiesPut: plan.putProperties.length,
    propertiesDeleted: plan.deletePropertyKeys.length,
    patches: plan.patches.length,
    designerChanged: plan.designerChanged,
  };
}
