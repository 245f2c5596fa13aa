// Synthetic data of the browser benchmarks: a browse response of a 10-ary tree, the mirror rows it
// makes, and 10,000-action batch responses on the mirrored nodes. Pure, deterministic, no DOM.
import { mirrorNodeKey, toMirrorProperty } from '../../src/domain/nodes/mirror-records';
import type { MirrorProperty } from '../../src/domain/nodes/mirror-records';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import type { BatchRequestItem, BatchResponse, BatchResponseItem, NodeDto } from '../../src/domain/nodes/node-protocol';
import type { TreeNodeInfo } from '../../src/domain/tree/tree-index';

/** The local server's host ('' in mirror keys). */
export const HOST = '';
export const BROWSE_ROOT = '0.Bench';
export const FAN_OUT = 10;
const TYPES = ['Sensor', 'Pump', 'Valve', 'Controller', 'Folder'] as const;

export type TreeFixture = {
  /** The browse root with every node below it in `childs`. */
  root: NodeDto;
  /** Every node, breadth first; all[0] is the root. */
  all: NodeDto[];
  /** Per node: the index (1..FAN_OUT) of its top-level ancestor; 0 for the root. */
  top: number[];
};

/** `count` nodes in one tree, breadth first, FAN_OUT children per inner node; names like 'Pump 4211'. */
export function makeTree(count: number): TreeFixture {
  const make = (index: number, parent: NodeDto | null, order: number): NodeDto => {
    const type = TYPES[index % TYPES.length] as string;
    return {
      gId: parent ? `${parent.gId}.n${index}` : BROWSE_ROOT,
      id: parent ? `n${index}` : 'Bench',
      name: parent ? `${type} ${index}` : 'Bench',
      type,
      parent: parent ? parent.gId : '0',
      order,
      ac: 7,
      visible: 0,
      active: true,
      hasChildren: false,
    };
  };
  const root = make(0, null, 0);
  const all = [root];
  const top = [0];
  for (let p = 0; all.length < count; p++) {
    const parent = all[p] as NodeDto;
    const childs: NodeDto[] = [];
    for (let k = 0; k < FAN_OUT && all.length < count; k++) {
      const child = make(all.length, parent, k);
      childs.push(child);
      top.push(p === 0 ? all.length : (top[p] as number));
      all.push(child);
    }
    parent.childs = childs;
    parent.hasChildren = true;
  }
  return { root, all, top };
}

/** One browse item with depth 999 answered with the whole tree, as the node browser's first load. */
export function browseBatch(tree: TreeFixture): { items: BatchRequestItem[]; response: BatchResponse } {
  return {
    items: [{ action: BatchAction.browse, gId: BROWSE_ROOT, filter: { depth: 999 } }],
    response: { responses: [{ result: BatchResult.ok, nodes: [tree.root] }], descriptors: [] },
  };
}

/** The tree as the pure tree rules see it (the browse root is the only top-level node). */
export function treeInfos(tree: TreeFixture): TreeNodeInfo[] {
  return tree.all.map((node, index) => ({
    key: mirrorNodeKey(HOST, node.gId),
    parentKey: index === 0 || node.parent === null ? null : mirrorNodeKey(HOST, node.parent),
    label: node.name,
    hasChildren: node.childs !== undefined,
  }));
}

export const BATCH_UPDATES = 9_000;
export const BATCH_MOVES = 500;
export const BATCH_CREATES = 500;

export type ActionBatch = {
  items: BatchRequestItem[];
  response: BatchResponse;
  /** Property rows the updates patch; put into the mirror before the batch is applied. */
  properties: MirrorProperty[];
};

/**
 * 10,000 actions on the mirrored nodes under the top-level nodes `tops`: BATCH_UPDATES FmtValue
 * updates of leaves (node row and property row patched), BATCH_MOVES moves of a last child to the
 * front (its siblings renumbered) and BATCH_CREATES creates under leaves.
 */
export function actionBatch(tree: TreeFixture, tops: ReadonlySet<number>, tag: string): ActionBatch {
  const leaves: NodeDto[] = [];
  const lastChildren: NodeDto[] = [];
  tree.all.forEach((node, index) => {
    if (!tops.has(tree.top[index] as number)) return;
    if (node.childs === undefined) leaves.push(node);
    else if (node.childs.every((c) => c.childs === undefined)) lastChildren.push(node.childs[node.childs.length - 1] as NodeDto);
  });
  if (leaves.length < BATCH_UPDATES + BATCH_CREATES * 2 || lastChildren.length < BATCH_MOVES) throw new Error('tree too small for the batch');
  const items: BatchRequestItem[] = [];
  const responses: BatchResponseItem[] = [];
  const properties: MirrorProperty[] = [];
  for (const leaf of leaves.slice(0, BATCH_UPDATES)) {
    const values = [{ id: 'FmtValue', value: `${(leaf.order * 1.5).toFixed(1)} °C` }];
    items.push({ action: BatchAction.update, gId: leaf.gId, values });
    responses.push({ result: BatchResult.ok, gId: leaf.gId, values });
    properties.push(toMirrorProperty(HOST, leaf.gId, { id: 'FmtValue', value: '', ac: 7, type: { kind: 'text' }, name: 'Value' }));
  }
  for (const child of lastChildren.slice(-BATCH_MOVES)) {
    items.push({ action: BatchAction.move, gId: child.gId, newIndex: 0 });
    responses.push({ result: BatchResult.ok, gId: child.gId });
  }
  const createUnder = leaves.slice(leaves.length - 2 * BATCH_CREATES, leaves.length - BATCH_CREATES);
  createUnder.forEach((parent, i) => {
    const key = `${tag}${i}`;
    const node: NodeDto = { gId: `${parent.gId}.${key}`, id: key, name: `New ${key}`, type: 'Sensor', parent: parent.gId, order: 0, ac: 7, visible: 0, active: true, hasChildren: false };
    items.push({ action: BatchAction.create, gId: parent.gId, className: 'Sensor', name: node.name, key });
    responses.push({ result: BatchResult.ok, gId: node.gId, key, node });
  });
  return { items, response: { responses, descriptors: [] }, properties };
}

/** A few updates on inner nodes: starts the worker and warms the code paths, outside the measured halves. */
export function warmUpBatch(tree: TreeFixture): { items: BatchRequestItem[]; response: BatchResponse } {
  const targets = tree.all.slice(1, 21);
  return {
    items: targets.map((n) => ({ action: BatchAction.update, gId: n.gId, values: [{ id: 'FmtValue', value: 'warm' }] })),
    response: { responses: targets.map((n) => ({ result: BatchResult.ok, gId: n.gId, values: [{ id: 'FmtValue', value: 'warm' }] })), descriptors: [] },
  };
}
