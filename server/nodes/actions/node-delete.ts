// delete (action 2): soft by default — the node and its subtree go to the recycle bin (marked deleted,
// restorable with the Restore method) — or for good with `permanent: true`, which needs a reason and
// also purges a node already in the recycle bin. Properties elsewhere bound to the subtree are
// references: they stop the delete (result 6) unless refByCheck is false, which unbinds them (needs
// write access on every referencing node, else 2 and nothing changes).
import type { BatchError, BatchRequestItem, BatchResponseItem } from '../../../src/domain/nodes/node-protocol';
import { BatchResult } from '../../../src/domain/nodes/node-protocol';
import { AccessFlag } from '../../../src/domain/rights';
import { REASON_REQUIRED } from '../../../src/domain/values/value-messages';
import type { BatchContext } from '../batch-context';
import { ItemFailure, MSG_ACCESS_DENIED, acOf, requireAccess, requireNode } from '../batch-context';
import { hasAccess } from '../node-access';
import { auditNode } from '../node-audit';
import { noteChange } from '../node-changes';
import { deleteSubtree, findNode, findReferences, isDeleted, markSubtreeDeleted } from '../node-store';

/** Refuses (6) or, with refByCheck false, unbinds the properties outside the subtree bound into it. */
async function settleReferences(ctx: BatchContext, gId: string, item: BatchRequestItem): Promise<void> {
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
    await noteChange(ctx, r.node_g_id);
    await auditNode(ctx, { category: 'node-unbind', gId: r.node_g_id, property: r.prop_id, oldValue: r.bound_g_id, newValue: null, reason: item.userReason, message: `Unbound because ${gId} was deleted` });
  }
}

export async function deleteAction(ctx: BatchContext, item: BatchRequestItem): Promise<BatchResponseItem> {
  if (!item.gId) throw new ItemFailure(BatchResult.invalidArgument, 'gId is required.');
  const permanent = item.permanent === true;
  // Only a permanent delete sees the recycle bin: it purges what a soft delete left there.
  const node = await requireNode(ctx, item.gId, permanent ? 'withDeleted' : 'live');
  requireAccess(acOf(ctx, node), AccessFlag.delete);
  if (permanent && !item.userReason?.trim()) throw new ItemFailure(BatchResult.reasonRequired, REASON_REQUIRED, [{ text: REASON_REQUIRED, name: 'userReason' }]);
  const gId = node.g_id;
  await settleReferences(ctx, gId, item);
  if (permanent) await deleteSubtree(ctx.db, ctx.host, gId);
  else await markSubtreeDeleted(ctx.db, ctx.host, gId, ctx.user.id, new Date().toISOString());
  ctx.driver.forget(ctx.host, gId);
  const what = `${node.type} '${node.name}'`;
  const message = permanent ? `Deleted ${what} permanently${isDeleted(node) ? ' from the recycle bin' : ''}` : `Deleted ${what} (restorable)`;
  // new_value says which delete it was: 'permanent' or 'soft' (restorable).
  await auditNode(ctx, { category: 'node-delete', gId, oldValue: node.name, newValue: permanent ? 'permanent' : 'soft', reason: item.userReason, message });
  await noteChange(ctx, gId, true);
  return { result: BatchResult.ok, gId };
}
