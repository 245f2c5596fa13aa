// The mirror queries the screens render from. Each reads its rows and the host's pending journal
// entries in one read transaction; with entries pending it lays them over the rows (mirror-journal.ts),
// so a journaled response shows as soon as it is recorded, before it is folded into the tables.
import { overlayJournal, prepareOverlay, viewOf } from '../../domain/nodes/mirror-journal';
import type { MirrorJournalEntry } from '../../domain/nodes/mirror-journal';
import { compareMirrorNodes, gIdOfNodeKey, hostOfNodeKey, isInSubtree, parentKeyOf, tempNodesWithin } from '../../domain/nodes/mirror-records';
import type { MirrorNode, MirrorProperty } from '../../domain/nodes/mirror-records';
import { db } from '../db';
import type { ConsoleDatabase } from '../db';
import { pendingEntries } from './mirror-journal-store';
import { FETCHED_AT_META, childRows, childrenOf, descendantsOf, nodeRows, propertiesOf, tempNodeRows } from './mirror-rows';

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
  return database.transaction('r', [database.nodes, database.properties, database.journal], async () => {
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

/** A node and its properties by order (then id), as the property panel shows them, in one read. */
export function nodeWithPropertiesQuery(
  nodeKey: string,
  database: ConsoleDatabase = db,
): Promise<{ node: MirrorNode | undefined; properties: MirrorProperty[] }> {
  const reading: Reading = {
    anchorKey: nodeKey,
    complete: () => false,
    read: async () => {
      const [nodes, properties] = await Promise.all([nodeRows(database, nodeKey), propertiesOf(database, [nodeKey])]);
      return { nodes, properties };
    },
  };
  return readThroughJournal(database, hostOfNodeKey(nodeKey), reading, ({ nodes, properties }) => ({
    node: nodes.find((n) => n.key === nodeKey),
    properties: properties.filter((p) => p.nodeKey === nodeKey).sort(byOrderThenId),
  }));
}

/** Properties of a node by order (then id). */
export async function propertiesQuery(nodeKey: string, database: ConsoleDatabase = db): Promise<MirrorProperty[]> {
  return (await nodeWithPropertiesQuery(nodeKey, database)).properties;
}

/** A node and every mirrored node below it, in no particular order; root first when mirrored. */
export function subtreeQuery(rootKey: string, database: ConsoleDatabase = db): Promise<MirrorNode[]> {
  const reading: Reading = {
    anchorKey: rootKey,
    complete: (nodeKey) => isInSubtree(nodeKey, rootKey),
    read: async () => {
      const [root, below, temp] = await Promise.all([nodeRows(database, rootKey), descendantsOf(database, [rootKey]), tempNodeRows(database, hostOfNodeKey(rootKey))]);
      return { nodes: [...root, ...below, ...temp], properties: [] };
    },
  };
  return readThroughJournal(database, hostOfNodeKey(rootKey), reading, ({ nodes }) => {
    const root = nodes.find((n) => n.key === rootKey);
    const below = [...nodes.filter((n) => n.key !== rootKey && isInSubtree(n.key, rootKey)), ...tempNodesWithin(nodes, rootKey)];
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
