// move (action 10): puts a node at newIndex among its siblings; only under parents whose type
// can reorder, and only with the move right. Sibling orders are renumbered 0…n-1.
import type { BatchRequestItem, BatchResponseItem } from '../../../src/domain/nodes/node-protocol';
import { BatchResult } from '../../../src/domain/nodes/node-protocol';
import { AccessFlag } from '../../../src/domain/rights';
import type { BatchContext } from '../batch-context';
import { ItemFailure, acOf, requireAccess, requireNode } from '../batch-context';
import { auditNode } from '../node-audit';
import { fullNodeIfAsked, noteChange } from '../node-changes';
import { findNode, loadChildren } from '../node-store';
import { nodeTypeOf } from '../type-registry';

export async function moveAction(ctx: BatchContext, item: BatchRequestItem): Promise<BatchResponseItem> {
  const node = await requireNode(ctx, item.gId);
  const parent = node.parent_g_id === null ? undefined : await findNode(ctx.db, ctx.host, node.parent_g_id);
  if (!parent) throw new ItemFailure(BatchResult.invalidArgument, 'The root cannot be moved.');
  if (!nodeTypeOf(parent.type).canReorder) throw new ItemFailure(BatchResult.invalidArgument, 'The children of this node cannot be reordered.');
  requireAccess(acOf(ctx, node), AccessFlag.move);
  if (item.newIndex === undefined) throw new ItemFailure(BatchResult.invalidArgument, 'newIndex is required.');
  const siblings = (await loadChildren(ctx.db, ctx.host, parent.g_id)).filter((s) => s.id !== node.id);
  const oldIndex = (await loadChildren(ctx.db, ctx.host, parent.g_id)).findIndex((s) => s.id === node.id);
  const index = Math.min(item.newIndex, siblings.length);
  siblings.splice(index, 0, node);
  for (const [i, s] of siblings.entries()) {
    if (s.sort_order === i) continue;
    await ctx.db.updateTable('nodes').set({ sort_order: i }).where('id', '=', s.id).execute();
    // Every renumbered sibling is a change: a mirror puts the children in their new order.
    await noteChange(ctx, s.g_id);
  }
  await auditNode(ctx, { category: 'node-move', gId: node.g_id, property: 'order', oldValue: oldIndex, newValue: index, reason: item.userReason, message: `Moved '${node.name}' to position ${index + 1}` });
  return { result: BatchResult.ok, gId: node.g_id, ...(await fullNodeIfAsked(ctx, node)) };
}
