// The part of the mirror that planning a batch response needs, read up front (inside the same
// IndexedDB transaction) so that planning itself is synchronous, pure and fast.
import { compareMirrorNodes, nodeKeyOfPropertyKey } from './mirror-records';
import type { MirrorNode } from './mirror-records';

export type MirrorSnapshot = {
  node: (key: string) => MirrorNode | undefined;
  /** The loaded children of a node, in display order. */
  children: (parentKey: string) => readonly MirrorNode[];
  /** Keys of the loaded properties of a node. */
  propertyKeys: (nodeKey: string) => readonly string[];
};

const NONE: readonly never[] = [];

/** A snapshot over rows already read; children and property keys are indexed once. */
export function createMirrorSnapshot(nodes: Iterable<MirrorNode>, propertyKeys: Iterable<string> = NONE): MirrorSnapshot {
  const byKey = new Map<string, MirrorNode>();
  for (const node of nodes) byKey.set(node.key, node);
  const byParent = new Map<string, MirrorNode[]>();
  for (const node of byKey.values()) {
    if (node.parentKey === null) continue;
    const siblings = byParent.get(node.parentKey);
    if (siblings) siblings.push(node);
    else byParent.set(node.parentKey, [node]);
  }
  for (const siblings of byParent.values()) siblings.sort(compareMirrorNodes);
  const propsByNode = new Map<string, string[]>();
  for (const key of propertyKeys) {
    const nodeKey = nodeKeyOfPropertyKey(key);
    const list = propsByNode.get(nodeKey);
    if (list) list.push(key);
    else propsByNode.set(nodeKey, [key]);
  }
  return {
    node: (key) => byKey.get(key),
    children: (parentKey) => byParent.get(parentKey) ?? NONE,
    propertyKeys: (nodeKey) => propsByNode.get(nodeKey) ?? NONE,
  };
}

export const EMPTY_MIRROR_SNAPSHOT: MirrorSnapshot = createMirrorSnapshot(NONE);
