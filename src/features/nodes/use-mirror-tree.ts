// Live views of the node mirror for the screens (useLiveQuery over the repository queries), so a
// screen re-renders whenever a batch answer lands in IndexedDB.
import { useLiveQuery } from 'dexie-react-hooks';
import { mirrorFetchedAt, nodeWithPropertiesQuery, subtreeQuery } from '../../data/nodes/mirror-queries';
import type { MirrorNode, MirrorProperty } from '../../domain/nodes/mirror-records';
import { mirrorNodeKey } from '../../domain/nodes/mirror-records';

/**
 * The mirrored subtree of a host's node, in no particular order (the tree sorts siblings itself);
 * undefined while the first read runs. It re-runs on every mirror write, the live refresh's each
 * second included, so it reads the whole subtree in one key range.
 */
export function useMirrorSubtree(host: string, rootGId: string): MirrorNode[] | undefined {
  return useLiveQuery(() => subtreeQuery(mirrorNodeKey(host, rootGId)), [host, rootGId]);
}

export type MirroredNode = { node: MirrorNode | undefined; properties: MirrorProperty[] };

/** A node and its properties from the mirror; undefined while the first read runs. */
export function useMirroredNode(host: string, gId: string): MirroredNode | undefined {
  // One read for both: with journal entries pending, each query lays them over its rows.
  return useLiveQuery(() => nodeWithPropertiesQuery(mirrorNodeKey(host, gId)), [host, gId]);
}

/** When the host's mirror was last refreshed by a browse (epoch ms), null when never. */
export function useMirrorFetchedAt(host: string): number | null | undefined {
  return useLiveQuery(() => mirrorFetchedAt(host), [host]);
}
