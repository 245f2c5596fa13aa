// delete (action 2): removes the node and its subtree for good. Properties elsewhere bound to the
// subtree are references: they stop the delete (result 6) unless refByCheck is false, which unbinds them
// (needs write access on every referencing node, else 2 and nothing changes).
import type { BatchError, BatchRequestItem, BatchResponseItem } from '../../../src/domain/nodes/node-protocol';
import { BatchResult } from '../../../src/domain/nodes/node-protocol';
import { AccessFlag } from '../../../src/domain/rights';
import type { BatchContext } from '../batch-context';
import { ItemFailure, MSG_ACCESS_DENIED, MSG_NOT_FOUND, acOf, requireAccess, resolveGId } from '../batch-context';
import { hasAccess } from '../node-access';
import { auditNode } from '../node-audit';
import { noteChange } from '../node-changes';
import { deleteSubtree, findNode, findReferences } from '../node-store';

export async function deleteAction(ctx: BatchContext, item: BatchRequestItem): Promise<BatchResponseItem> {
  if (!item.gId) throw new ItemFailure(BatchResult.invalidArgument, 'gId is required.');
  const gId = resolveGId(ctx, item.gId);
  const node = await findNode(ctx.db, ctx.host, gId);
  if (!node) throw new ItemFailure(BatchResult.notFound, MSG_NOT_FOUND);
  requireAccess(acOf(ctx, node), AccessFlag.delete);
  const refs = await findReferences(ctx.db, ctx.host, gId);
  if (refs.length > 0 && item.refByCheck !== false) {
    throw new ItemFailure(
      BatchResult.referencesExist,
      `The node is referenced by ${refs.length} ${refs.length === 1 ? 'property' : 'properties'}.`,
      refs.map((r) => ({ name: `${r.node_g_id}.${r.prop_id}`, text: `Property '${r.name}' of ${r.node_g_id} is bound to ${r.bound_g_id ?? ''}.` })),
    );
  }
  // Unbinding changes the referencing nodes: the user needs write access on each of them.
  const denied: BatchError[] = [];
  for (const refGId of new Set(refs.map((r) => r.node_g_id))) {
    const refNode = await findNode(ctx.db, ctx.host, refGId);
    if (refNode && hasAccess(acOf(ctx, refNode), AccessFlag.write)) continue;
    for (const r of refs.filter((x) => x.node_g_id === refGId)) denied.push({ name: `${r.node_g_id}.${r.prop_id}`, text: `Property '${r.name}' of ${r.node_g_id} cannot be unbound by you.` });
  }
  if (denied.length > 0) throw new ItemFailure(BatchResult.accessDenied, denied[0]?.text ?? MSG_ACCESS_DENIED, denied);
  for (const r of refs) {
    await ctx.db.updateTable('node_properties').set({ bound_g_id: null }).where('id', '=', r.id).execute();
    await auditNode(ctx, { category: 'node-unbind', gId: r.node_g_id, property: r.prop_id, oldValue: r.bound_g_id, newValue: null, reason: item.userReason, message: `Unbound because ${gId} was deleted` });
  }
  await deleteSubtree(ctx.db, ctx.host, gId);
  ctx.driver.forget(ctx.host, gId);
  await auditNode(ctx, { category: 'node-delete', gId, oldValue: node.name, reason: item.userReason, message: `Deleted ${node.type} '${node.name}'` });
  noteChange(ctx, gId);
  return { result: BatchResult.ok, gId };
}
