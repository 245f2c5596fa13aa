// The node recycle bin's lookups and clean-up shared by delete (permanent purge) and Restore.
// Soft-deleted nodes are missing for every other action (node-store.ts findNode).
import { BatchResult } from '../../src/domain/nodes/node-protocol';
import type { NodeRow } from '../db/schema';
import type { BatchContext } from './batch-context';
import { ItemFailure, MSG_NOT_FOUND, requireNode, resolveGId } from './batch-context';
import { auditNode } from './node-audit';
import { findNode, findNodeWithDeleted, isDeleted, loadProperties } from './node-store';

/**
 * The node, soft-deleted or not. A live node goes through requireNode with all its checks; a
 * deleted one is looked up only when requireNode found nothing.
 */
export async function requireNodeOrDeleted(ctx: BatchContext, gId: string | undefined): Promise<NodeRow> {
  try {
    return await requireNode(ctx, gId);
  } catch (error) {
    if (!(error instanceof ItemFailure) || error.result !== BatchResult.notFound || gId === undefined) throw error;
  }
  const row = await findNodeWithDeleted(ctx.db, ctx.host, resolveGId(ctx, gId));
  if (!row || !isDeleted(row)) throw new ItemFailure(BatchResult.notFound, MSG_NOT_FOUND);
  return row;
}

/**
 * Bindings of restored nodes to nodes that no longer exist (deleted or purged while these were in
 * the recycle bin) are dropped, so no property points at a missing node; each is audited.
 */
export async function dropDanglingBindings(ctx: BatchContext, restored: readonly NodeRow[], reason: string | undefined): Promise<void> {
  const props = await loadProperties(ctx.db, ctx.host, restored.map((r) => r.g_id));
  const exists = new Map<string, boolean>();
  for (const p of props) {
    if (p.bound_g_id === null) continue;
    if (!exists.has(p.bound_g_id)) exists.set(p.bound_g_id, (await findNode(ctx.db, ctx.host, p.bound_g_id)) !== undefined);
    if (exists.get(p.bound_g_id)) continue;
    await ctx.db.updateTable('node_properties').set({ bound_g_id: null }).where('id', '=', p.id).execute();
    await auditNode(ctx, { category: 'node-unbind', gId: p.node_g_id, property: p.prop_id, oldValue: p.bound_g_id, newValue: null, reason, message: `Unbound on restore because ${p.bound_g_id} no longer exists` });
  }
}
