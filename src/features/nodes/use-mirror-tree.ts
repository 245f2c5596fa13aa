// Live views of the node mirror for the screens (useLiveQuery over the repository queries), so a
// screen re-renders whenever a batch answer lands in IndexedDB.
import { useLiveQuery } from 'dexie-react-hooks';
import { childrenQuery, mirrorFetchedAt, nodeQuery, propertiesQuery } from '../../data/nodes/mirror-repository';
import type { MirrorNode, MirrorProperty } from '../../domain/nodes/mirror-records';
import { mirrorNodeKey } from '../../domain/nodes/mirror-records';

/** The root and every mirrored node under it, one query per tree level. */
export async function loadSubtree(host: string, rootKey: string): Promise<MirrorNode[]> {
  const root = await nodeQuery(rootKey);
  const out: MirrorNode[] = root ? [root] : [];
  let level = [rootKey];
  const seen = new Set(level);
  while (level.length > 0) {
    const children = (await Promise.all(level.map((key) => childrenQuery(host, key)))).flat();
    const next: string[] = [];
    for (const child of children) {
      if (seen.has(child.key)) continue;
      seen.add(child.key);
      out.push(child);
      next.push(child.key);
    }
    level = next;
  }
  return out;
}

/** The mirrored subtree of a host's node; undefined while the first read runs. */
export function useMirrorSubtree(host: string, rootGId: string): MirrorNode[] | undefined {
  return useLiveQuery(() => loadSubtree(host, mirrorNodeKey(host, rootGId)), [host, rootGId]);
}

export type MirroredNode = { node: MirrorNode | undefined; properties: MirrorProperty[] };

/** A node and its properties from the mirror; undefined while the first read runs. */
export function useMirroredNode(host: string, gId: string): MirroredNode | undefined {
  return useLiveQuery(async () => {
    const key = mirrorNodeKey(host, gId);
    const [node, properties] = await Promise.all([nodeQuery(key), propertiesQuery(key)]);
    return { node, properties };
  }, [host, gId]);
}

/** When the host's mirror was last refreshed by a browse (epoch ms), null when never. */
export function useMirrorFetchedAt(host: string): number | null | undefined {
  return useLiveQuery(() => mirrorFetchedAt(host), [host]);
}
