// Restore's clean-up of bindings. Soft-deleted nodes are missing for every action that does not ask
// for them (requireNode / findNode with 'withDeleted').
import type { NodeRow } from '../db/schema';
import type { BatchContext } from './batch-context';
import { auditNode } from './node-audit';
import { findNode, loadProperties } from './node-store';

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
