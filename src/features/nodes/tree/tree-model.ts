// Turns the mirrored nodes of one tree into the pure TreeIndex of src/domain/tree: only the nodes
// this user may see (browse access, visibility level, active state), siblings in server order.
import { compareMirrorNodes } from '../../../domain/nodes/mirror-records';
import type { MirrorNode } from '../../../domain/nodes/mirror-records';
import { buildTreeIndex } from '../../../domain/tree/tree-index';
import type { TreeIndex, TreeNodeInfo } from '../../../domain/tree/tree-index';
import { isNodeShown } from './row-permissions';

export type TreeModel = {
  index: TreeIndex;
  nodes: ReadonlyMap<string, MirrorNode>;
  /** All mirrored children per parent key, shown or not, in server order (move indexes count these). */
  siblings: ReadonlyMap<string, MirrorNode[]>;
};

export type TreeModelOptions = {
  browseLevel: number;
  showInactive: boolean;
  isDisabled?: (node: MirrorNode) => boolean;
};

export function buildTreeModel(all: readonly MirrorNode[], rootKey: string, options: TreeModelOptions): TreeModel {
  const siblings = new Map<string, MirrorNode[]>();
  for (const node of all) {
    if (node.parentKey === null) continue;
    const list = siblings.get(node.parentKey);
    if (list) list.push(node);
    else siblings.set(node.parentKey, [node]);
  }
  for (const list of siblings.values()) list.sort(compareMirrorNodes);

  const infos: TreeNodeInfo[] = [];
  const nodes = new Map<string, MirrorNode>();
  const stack = [...(siblings.get(rootKey) ?? [])].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as MirrorNode;
    if (!isNodeShown(node, options.browseLevel, options.showInactive)) continue;
    nodes.set(node.key, node);
    const kids = siblings.get(node.key) ?? [];
    infos.push({
      key: node.key,
      parentKey: node.parentKey === rootKey ? null : node.parentKey,
      label: node.name || node.id,
      disabled: options.isDisabled?.(node) ?? false,
      // Loaded children decide; before loading the server's hasChildren does.
      hasChildren: node.childrenLoaded || kids.length > 0
        ? kids.some((kid) => isNodeShown(kid, options.browseLevel, options.showInactive))
        : node.hasChildren === true,
      childrenIncomplete: !node.childrenLoaded && kids.length > 0,
    });
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i] as MirrorNode);
  }
  return { index: buildTreeIndex(infos), nodes, siblings };
}
