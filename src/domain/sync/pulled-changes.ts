// What a page of pulled changes does to the mirrors, decided purely. Node changes become a synthetic
// batch of depth-0 browses per host, so the mirror worker applies them with the same planning as any
// browse answer (batch-apply.ts): a node answer is put, a removal deletes the mirrored subtree. Only
// nodes the mirror holds, or new children of a node whose children it holds, are applied: the mirror
// stays a set of browsed subtrees, never stray rows without their parents.
import { mirrorNodeKey, parentKeyOf } from '../nodes/mirror-records';
import { BatchAction, BatchResult } from '../nodes/node-protocol';
import type { BatchRequestItem, BatchResponse, BatchResponseItem } from '../nodes/node-protocol';
import type { RecordEntity } from '../records/record-entities';
import type { RecordAnswer } from '../records/record-wire';
import type { NodeChange, SyncChange, SyncChangesAnswer } from './sync-protocol';

/** The meta row holding the change feed's cursor (docs/architecture.md "Pull"). */
export const SYNC_CURSOR_META = 'sync.changesCursor';

export type NodeBatchToApply = { host: string; items: BatchRequestItem[]; response: BatchResponse };

export type PulledChangesPlan = {
  nodeBatches: NodeBatchToApply[];
  putRecords: RecordAnswer[];
  deleteRecords: { entity: RecordEntity; id: number }[];
};

/** The next step of a pull: start over from a fresh browse, or apply a page and maybe ask for the next. */
export type PullStep = { kind: 'reset'; cursor: string } | { kind: 'apply'; changes: SyncChange[]; cursor: string; more: boolean };

export function pullStepOf(answer: SyncChangesAnswer): PullStep {
  if (answer.reset === true) return { kind: 'reset', cursor: answer.cursor };
  return { kind: 'apply', changes: answer.changes, cursor: answer.cursor, more: answer.more };
}

/** Mirror keys whose presence decides which node changes apply: each changed node and its parent. */
export function nodeKeysToCheck(changes: readonly SyncChange[]): string[] {
  const keys = new Set<string>();
  for (const change of changes) {
    if (change.kind !== 'node') continue;
    keys.add(mirrorNodeKey(change.host, change.gId));
    const parent = parentKeyOf(change.host, change.gId);
    if (parent !== null) keys.add(parent);
  }
  return [...keys];
}

/**
 * `mirrored`: the checked keys the mirror holds, each with its childrenLoaded flag. Event-log entries
 * have no mirror yet and are left out.
 */
export function planPulledChanges(changes: readonly SyncChange[], mirrored: ReadonlyMap<string, boolean>): PulledChangesPlan {
  const batches = new Map<string, NodeBatchToApply>();
  const plan: PulledChangesPlan = { nodeBatches: [], putRecords: [], deleteRecords: [] };
  for (const change of changes) {
    if (change.kind === 'record') {
      if ('record' in change) plan.putRecords.push(change.record);
      else plan.deleteRecords.push({ entity: change.entity, id: change.id });
    } else if (change.kind === 'node' && appliesToMirror(change, mirrored)) {
      let batch = batches.get(change.host);
      if (!batch) {
        batch = { host: change.host, items: [], response: { responses: [], descriptors: [] } };
        batches.set(change.host, batch);
        plan.nodeBatches.push(batch);
      }
      batch.items.push({ action: BatchAction.browse, gId: change.gId, filter: { depth: 0 } });
      batch.response.responses.push(answerOf(change));
    }
  }
  return plan;
}

function appliesToMirror(change: NodeChange, mirrored: ReadonlyMap<string, boolean>): boolean {
  if (mirrored.has(mirrorNodeKey(change.host, change.gId))) return true;
  if ('removed' in change) return false;
  const parent = parentKeyOf(change.host, change.gId);
  return parent !== null && mirrored.get(parent) === true;
}

function answerOf(change: NodeChange): BatchResponseItem {
  if ('removed' in change) return { result: BatchResult.notFound, gId: change.gId };
  return { result: BatchResult.ok, gId: change.gId, node: change.node, nodes: [change.node] };
}
