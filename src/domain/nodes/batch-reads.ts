// Which mirror rows planning a batch response needs: the repository reads exactly these inside its
// transaction and hands them to planBatchResponse as a snapshot.
import { batchItemSucceeded } from './batch-errors';
import { mirrorNodeKey, parentKeyOf } from './mirror-records';
import { BatchAction, BatchResult } from './node-protocol';
import type { BatchRequestItem, BatchResponse } from './node-protocol';
import { collectCreatedIds, rewriteTempIds } from './temp-ids';

export type MirrorReads = {
  /** Single nodes (parents whose hasChildren changes, moved nodes). */
  nodeKeys: string[];
  /** Nodes whose direct children are needed (move renumbering, delete's emptied parent). */
  childrenOfKeys: string[];
  /** Nodes whose whole loaded subtree and its property keys are needed (browse, delete). */
  subtreeKeys: string[];
};

export function batchMirrorReads(host: string, items: readonly BatchRequestItem[], response: BatchResponse): MirrorReads {
  const ids = collectCreatedIds(items, response);
  const nodeKeys = new Set<string>();
  const childrenOfKeys = new Set<string>();
  const subtreeKeys = new Set<string>();
  response.responses.forEach((answer, index) => {
    const request = items[index];
    if (!request) return;
    const { action, gId } = rewriteTempIds(request, ids);
    const browseGone = action === BatchAction.browse && answer.result === BatchResult.notFound;
    if ((!batchItemSucceeded(answer, action) && !browseGone) || gId === undefined) return;
    const key = mirrorNodeKey(host, gId);
    const parentKey = parentKeyOf(host, gId);
    switch (action) {
      case BatchAction.browse:
        subtreeKeys.add(key);
        for (const node of answer.nodes ?? []) subtreeKeys.add(mirrorNodeKey(host, node.gId));
        break;
      case BatchAction.delete:
        subtreeKeys.add(key);
        if (parentKey !== null) {
          nodeKeys.add(parentKey);
          childrenOfKeys.add(parentKey);
        }
        break;
      case BatchAction.create:
      case BatchAction.deserialize:
        nodeKeys.add(key);
        break;
      case BatchAction.move:
        nodeKeys.add(key);
        if (parentKey !== null) childrenOfKeys.add(parentKey);
        break;
      default:
        break;
    }
  });
  return { nodeKeys: [...nodeKeys], childrenOfKeys: [...childrenOfKeys], subtreeKeys: [...subtreeKeys] };
}
