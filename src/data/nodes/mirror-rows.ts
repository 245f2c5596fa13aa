// Row reads of the node mirror by key and key range, shared by the write path (planning snapshots)
// and the queries. Every node and property below a node shares its key prefix (mirror-records.ts).
import { descendantKeyRange, hostKeyRange, propertyKeyRange, tempNodeKeyRange } from '../../domain/nodes/mirror-records';
import type { MirrorNode, MirrorProperty } from '../../domain/nodes/mirror-records';
import type { ConsoleDatabase } from '../db';

/** Meta key prefix of a host's mirror age: when a browse last refreshed it. */
export const FETCHED_AT_META = 'mirror.fetchedAt:';

/** A node's children (unordered); parentKey null: the host's roots. */
export async function childRows(database: ConsoleDatabase, host: string, parentKey: string | null): Promise<MirrorNode[]> {
  if (parentKey !== null) return database.nodes.where('[host+parentKey]').equals([host, parentKey]).toArray();
  return database.nodes
    .where('key')
    .between(...hostKeyRange(host), true, true)
    .filter((n) => n.parentKey === null)
    .toArray();
}

export async function nodeRows(database: ConsoleDatabase, key: string): Promise<MirrorNode[]> {
  const row = await database.nodes.get(key);
  return row ? [row] : [];
}

/** The properties of the given nodes, through primary-key ranges (the table has no other index). */
export function propertiesOf(database: ConsoleDatabase, nodeKeys: readonly string[]): Promise<MirrorProperty[]> {
  if (nodeKeys.length === 0) return Promise.resolve([]);
  return database.properties.where('key').inAnyRange(nodeKeys.map(propertyKeyRange)).toArray();
}

/** The nodes strictly below the given ones: one getAll over a key range each, all in flight together. */
export async function descendantsOf(database: ConsoleDatabase, nodeKeys: readonly string[]): Promise<MirrorNode[]> {
  const lists = await Promise.all(nodeKeys.map((key) => database.nodes.where('key').between(...descendantKeyRange(key), true, true).toArray()));
  return lists.flat();
}

export async function childrenOf(database: ConsoleDatabase, host: string, parentKeys: readonly string[]): Promise<MirrorNode[]> {
  // One getAll per parent, all in flight together: anyOf walks a cursor row by row, several times slower.
  const lists = await Promise.all(parentKeys.map((key) => database.nodes.where('[host+parentKey]').equals([host, key]).toArray()));
  return lists.flat();
}

/** The host's nodes created offline (temporary gIds), wherever they hang. */
export async function tempNodeRows(database: ConsoleDatabase, host: string): Promise<MirrorNode[]> {
  const [from, to] = tempNodeKeyRange(host);
  return database.nodes.where('key').between(from, to, true, true).toArray();
}
