// Nodes, responses and an in-memory mirror for the batch-application tests.
import { planBatchResponse } from '../../../../src/domain/nodes/batch-apply';
import type { MirrorPlan } from '../../../../src/domain/nodes/mirror-plan';
import { applyPlanToView } from '../../../../src/domain/nodes/mirror-journal';
import { compareMirrorNodes, mirrorNodeKey } from '../../../../src/domain/nodes/mirror-records';
import type { MirrorNode, MirrorProperty } from '../../../../src/domain/nodes/mirror-records';
import { createMirrorSnapshot } from '../../../../src/domain/nodes/mirror-snapshot';
import { ownIdOf, parentGIdOf } from '../../../../src/domain/nodes/node-ids';
import { BatchAction } from '../../../../src/domain/nodes/node-protocol';
import type { BatchRequestItem, BatchResponse, BatchResponseItem, NodeDto, NodeProperty, PropertyValue } from '../../../../src/domain/nodes/node-protocol';

export const HOST = '';

export function dto(gId: string, extra: Partial<NodeDto> = {}): NodeDto {
  return { gId, id: ownIdOf(gId), name: ownIdOf(gId), type: 'Folder', parent: parentGIdOf(gId), order: 0, ac: 255, ...extra };
}

/** A node with children nested, their orders following the list. */
export function tree(gId: string, children: NodeDto[] = [], extra: Partial<NodeDto> = {}): NodeDto {
  return dto(gId, { childs: children.map((c, order) => ({ ...c, order })), ...extra });
}

export function prop(id: string, value: PropertyValue, extra: Partial<NodeProperty> = {}): NodeProperty {
  return { id, value, ac: 48, type: { kind: 'text' }, name: id, ...extra };
}

export function answer(extra: Partial<BatchResponseItem> = {}): BatchResponseItem {
  return { result: 0, ...extra };
}

export function batch(...responses: BatchResponseItem[]): BatchResponse {
  return { responses, descriptors: [] };
}

export function browseItem(gId: string, depth = 999): BatchRequestItem {
  return { action: BatchAction.browse, gId, filter: { depth } };
}

/** The mirror as two maps, changed by plans the way the repository changes IndexedDB. */
export type MemoryMirror = { nodes: Map<string, MirrorNode>; properties: Map<string, MirrorProperty> };

export function emptyMirror(): MemoryMirror {
  return { nodes: new Map(), properties: new Map() };
}

export function applyInMemory(mirror: MemoryMirror, plan: MirrorPlan): void {
  applyPlanToView(plan, mirror);
}

/** Plans a response against the whole memory mirror, applies it and returns the plan. */
export function step(mirror: MemoryMirror, items: BatchRequestItem[], response: BatchResponse, now = 1000, host = HOST): MirrorPlan {
  const snapshot = createMirrorSnapshot(mirror.nodes.values(), mirror.properties.keys());
  const plan = planBatchResponse(host, items, response, snapshot, now);
  applyInMemory(mirror, plan);
  return plan;
}

export function childIds(mirror: MemoryMirror, gId: string, host = HOST): string[] {
  const parentKey = mirrorNodeKey(host, gId);
  return [...mirror.nodes.values()]
    .filter((n) => n.parentKey === parentKey)
    .sort(compareMirrorNodes)
    .map((n) => n.id);
}

export function nodeAt(mirror: MemoryMirror, gId: string, host = HOST): MirrorNode | undefined {
  return mirror.nodes.get(mirrorNodeKey(host, gId));
}

/** Mirrors a browsed tree as the starting state of a test. */
export function seeded(root: NodeDto): MemoryMirror {
  const mirror = emptyMirror();
  step(mirror, [browseItem(root.gId)], batch(answer({ nodes: [root] })), 1);
  return mirror;
}
