// getType (action 11): type descriptors of the node's type (gId), of a named type (className), or
// of every type the server knows.
import type { BatchRequestItem, BatchResponseItem } from '../../../src/domain/nodes/node-protocol';
import { BatchResult } from '../../../src/domain/nodes/node-protocol';
import { AccessFlag } from '../../../src/domain/rights';
import type { BatchContext } from '../batch-context';
import { ItemFailure, acOf, noteType, requireAccess, requireNode } from '../batch-context';
import { allNodeTypes, findNodeType, nodeTypeOf, typeDescriptor } from '../type-registry';

export async function getTypeAction(ctx: BatchContext, item: BatchRequestItem): Promise<BatchResponseItem> {
  if (item.gId) {
    const node = await requireNode(ctx, item.gId);
    requireAccess(acOf(ctx, node), AccessFlag.browse);
    noteType(ctx, node.type);
    return { result: BatchResult.ok, gId: node.g_id, types: [typeDescriptor(nodeTypeOf(node.type))] };
  }
  if (item.className) {
    const type = findNodeType(item.className);
    if (!type) throw new ItemFailure(BatchResult.notFound, `Unknown node type '${item.className}'.`);
    noteType(ctx, type.type);
    return { result: BatchResult.ok, types: [typeDescriptor(type)] };
  }
  return { result: BatchResult.ok, types: allNodeTypes().map(typeDescriptor) };
}
