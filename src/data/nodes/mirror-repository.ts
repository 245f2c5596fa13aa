// Reads and writes of the node mirror. A batch response is planned and written in one rw transaction
// over nodes, properties and meta, so a screen never sees half of a response and a concurrent writer
// (another tab's worker) cannot slip between the reads a plan is based on and its writes. A large action
// batch goes to the journal instead (mirror-journal.ts); every query reads the rows and the host's
// pending journal entries in one transaction and lays the entries over the rows.
import { batchMirrorReads } from '../../domain/nodes/batch-reads';
import type { MirrorReads } from '../../domain/nodes/batch-reads';
import { planBatchResponse } from '../../domain/nodes/batch-apply';
import { overlayJournal, prepareOverlay, shouldJournal, viewOf } from '../../domain/nodes/mirror-journal';
import type { MirrorJournalEntry } from '../../domain/nodes/mirror-journal';
import type { MirrorPlan } from '../../domain/nodes/mirror-plan';
import {
  compareMirrorNodes,
  descendantKeyRange,
  gIdOfNodeKey,
  hostKeyRange,
  hostOfNodeKey,
  isInSubtree,
  parentKeyOf,
  propertyKeyRange,
} from '../../domain/nodes/mirror-records';
import type { MirrorNode, MirrorProperty } from '../../domain/nodes/mirror-records';
import { createMirrorSnapshot } from '../../domain/nodes/mirror-snapshot';
import type { MirrorSnapshot } from '../../domain/nodes/mirror-snapshot';
import type { BatchRequestItem, BatchResponse } from '../../domain/nodes/node-protocol';
import { db } from '../db';
import type { ConsoleDatabase } from '../db';
import { appendToJournal, pendingEntries, scheduleFold } from './mirror-journal-store';
import type { FoldStep } from './mirror-journal-store';

/** What applying a response changed: small enough to cross the worker boundary cheaply. */
export type MirrorSummary = {
  /** The response went to the journal: the counts below are 0, the rows follow when it is folded. */
  journaled: boolean;
  nodesPut: number;
  nodesDeleted: number;
  propertiesPut: number;
  propertiesDeleted: number;
  patches: number;
  designerChanged: boolean;
};

export type ApplyOptions = {
  database?: ConsoleDatabase;
  now?: number;
  /** false: write even a large batch directly (the benchmark's peer; tests comparing both ways). @default true */
  journalLarge?: boolean;
};

const FETCHED_AT_META = 'mirror.fetchedAt:';

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

/** Writes a plan made elsewhere, in one transaction. */
export function applyPlan(plan: MirrorPlan, database: ConsoleDatabase = db): Promise<MirrorSummary> {
  return database.transaction('rw', [database.nodes, database.properties, database.meta], async () => {
    await writePlan(database, plan);
    return summarize(plan);
  });
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
  const designerChanged = response.responses.some((answer) => answer.isDesigner === true);
  return { journaled: true, nodesPut: 0, nodesDeleted: 0, propertiesPut: 0, propertiesDeleted: 0, patches: 0, designerChanged };
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

type Rows = { nodes: MirrorNode[]; properties: MirrorProperty[] };

/** What a query reads: its anchor node (null: a host's roots), which nodes' children it holds in full, its rows. */
type Reading = { anchorKey: string | null; complete: (nodeKey: string) => boolean; read: () => Promise<Rows> };

/**
 * Reads rows and the host's pending journal entries in one transaction. With none pending the rows
 * are the answer; otherwise the entries are laid over the rows plus the anchor and its ancestors (so
 * a delete or browse above the rows still reaches them) and the children moves and deletes need.
 * `select` picks the answer from either.
 */
function readThroughJournal<T>(database: ConsoleDatabase, host: string, reading: Reading, select: (rows: Rows) => T): Promise<T> {
  return database.transaction('r', [database.nodes, database.properties, database.meta, database.journal], async () => {
    const [rows, entries] = await Promise.all([reading.read(), pendingEntries(database, host)]);
    if (entries.length === 0) return select(rows);
    const ancestors = reading.anchorKey === null ? [] : await database.nodes.bulkGet(anchorAndAncestors(reading.anchorKey));
    const view = viewOf([...ancestors, ...rows.nodes], rows.properties);
    const overlay = prepareOverlay(entries, view, reading.complete);
    if (overlay.childrenOf.length > 0) {
      for (const row of await childrenOf(database, host, overlay.childrenOf)) if (!view.nodes.has(row.key)) view.nodes.set(row.key, row);
    }
    overlayJournal(overlay.entries, view);
    return select({ nodes: [...view.nodes.values()], properties: [...view.properties.values()] });
  });
}

function anchorAndAncestors(nodeKey: string): string[] {
  const keys = [nodeKey];
  const host = hostOfNodeKey(nodeKey);
  for (let key = parentKeyOf(host, gIdOfNodeKey(nodeKey)); key !== null; key = parentKeyOf(host, gIdOfNodeKey(key))) keys.push(key);
  return keys;
}

const byOrderThenId = (a: MirrorProperty, b: MirrorProperty) => (a.order ?? 0) - (b.order ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Children of a node in display order; parentKey null lists the host's roots. */
export function childrenQuery(host: string, parentKey: string | null, database: ConsoleDatabase = db): Promise<MirrorNode[]> {
  const reading: Reading = {
    anchorKey: parentKey,
    complete: (nodeKey) => nodeKey === parentKey,
    read: async () => ({ nodes: await childRows(database, host, parentKey), properties: [] }),
  };
  return readThroughJournal(database, host, reading, ({ nodes }) => childrenAmong(nodes, host, parentKey));
}

/** A node's children in display order and their properties (in no particular order). */
export function childrenWithPropertiesQuery(
  host: string,
  parentKey: string,
  database: ConsoleDatabase = db,
): Promise<{ children: MirrorNode[]; properties: MirrorProperty[] }> {
  const reading: Reading = {
    anchorKey: parentKey,
    complete: (nodeKey) => nodeKey === parentKey,
    read: async () => {
      const nodes = await childRows(database, host, parentKey);
      return { nodes, properties: await propertiesOf(database, nodes.map((n) => n.key)) };
    },
  };
  return readThroughJournal(database, host, reading, ({ nodes, properties }) => {
      const children = childrenAmong(nodes, host, parentKey);
      const keys = new Set(children.map((n) => n.key));
    return { children, properties: properties.filter((p) => keys.has(p.nodeKey)) };
  });
}

export function nodeQuery(key: string, database: ConsoleDatabase = db): Promise<MirrorNode | undefined> {
  const reading: Reading = { anchorKey: key, complete: () => false, read: async () => ({ nodes: await nodeRows(database, key), properties: [] }) };
  return readThroughJournal(database, hostOfNodeKey(key), reading, ({ nodes }) => nodes.find((n) => n.key === key));
}

/** Properties of a node by order (then id), as the property panel lists them. */
export function propertiesQuery(nodeKey: string, database: ConsoleDatabase = db): Promise<MirrorProperty[]> {
  const reading: Reading = {
    anchorKey: nodeKey,
    complete: () => false,
    read: async () => {
      const [nodes, properties] = await Promise.all([nodeRows(database, nodeKey), propertiesOf(database, [nodeKey])]);
      return { nodes, properties };
    },
  };
  return readThroughJournal(database, hostOfNodeKey(nodeKey), reading, ({ properties }) => properties.filter((p) => p.nodeKey === nodeKey).sort(byOrderThenId));
}

/** A node and every mirrored node below it, in no particular order; root first when mirrored. */
export function subtreeQuery(rootKey: string, database: ConsoleDatabase = db): Promise<MirrorNode[]> {
  const reading: Reading = {
    anchorKey: rootKey,
    complete: (nodeKey) => isInSubtree(nodeKey, rootKey),
    read: async () => {
      const [root, below] = await Promise.all([nodeRows(database, rootKey), descendantsOf(database, [rootKey])]);
      return { nodes: [...root, ...below], properties: [] };
    },
  };
  return readThroughJournal(database, hostOfNodeKey(rootKey), reading, ({ nodes }) => {
    const root = nodes.find((n) => n.key === rootKey);
    const below = nodes.filter((n) => n.key !== rootKey && isInSubtree(n.key, rootKey));
    return root ? [root, ...below] : below;
  });
}

/** When a browse last refreshed this host's mirror (epoch ms), or null when it never did. */
export function mirrorFetchedAt(host: string, database: ConsoleDatabase = db): Promise<number | null> {
  return database.transaction('r', [database.meta, database.journal], async () => {
    const [row, entries] = await Promise.all([database.meta.get(`${FETCHED_AT_META}${host}`), pendingEntries(database, host)]);
    return latestFetchedAt(typeof row?.value === 'number' ? row.value : null, entries);
  });
}

/** How old the host's mirror is in milliseconds, or null when nothing was ever fetched. */
export async function mirrorAge(host: string, now: number = Date.now(), database: ConsoleDatabase = db): Promise<number | null> {
  const fetchedAt = await mirrorFetchedAt(host, database);
  return fetchedAt === null ? null : Math.max(0, now - fetchedAt);
}

function latestFetchedAt(stored: number | null, entries: readonly MirrorJournalEntry[]): number | null {
  let latest = stored;
  for (const entry of entries) if (entry.fetchedAt !== null) latest = entry.fetchedAt;
  return latest;
}

function childrenAmong(nodes: readonly MirrorNode[], host: string, parentKey: string | null): MirrorNode[] {
  return nodes.filter((n) => n.parentKey === parentKey && n.host === host).sort(compareMirrorNodes);
}

async function childRows(database: ConsoleDatabase, host: string, parentKey: string | null): Promise<MirrorNode[]> {
  if (parentKey !== null) return database.nodes.where('[host+parentKey]').equals([host, parentKey]).toArray();
  return database.nodes
    .where('key')
    .between(...hostKeyRange(host), true, true)
    .filter((n) => n.parentKey === null)
    .toArray();
}

async function nodeRows(database: ConsoleDatabase, key: string): Promise<MirrorNode[]> {
  const row = await database.nodes.get(key);
  return row ? [row] : [];
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
function propertiesOf(database: ConsoleDatabase, nodeKeys: readonly string[]): Promise<MirrorProperty[]> {
  if (nodeKeys.length === 0) return Promise.resolve([]);
  return database.properties.where('key').inAnyRange(nodeKeys.map(propertyKeyRange)).toArray();
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
    journaled: false,
    nodesPut: plan.putNodes.length,
    nodesDeleted: plan.deleteNodeKeys.length,
    propertiesPut: plan.putProperties.length,
    propertiesDeleted: plan.deletePropertyKeys.length,
    patches: plan.patches.length,
    designerChanged: plan.designerChanged,
  };
}
