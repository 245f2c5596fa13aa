// bind (action 7): sets the node a property is bound to (bindGId; empty unbinds). The property is
// named by a property address ('<gId>.<propId>.#') or by gId plus propIds[0]. Bound properties are
// the references a delete checks. The rules of an update apply: write access, no read-only, live or
// computed property, a reason for critical ones; the value itself is not changed.
import type { BatchRequestItem, BatchResponseItem } from '../../../src/domain/nodes/node-protocol';
import { BatchResult, PROPERTY_SUFFIX, PropertyFlag } from '../../../src/domain/nodes/node-protocol';
import { ownIdOf, parentGIdOf } from '../../../src/domain/nodes/node-ids';
import { AccessFlag } from '../../../src/domain/rights';
import type { BatchContext } from '../batch-context';
import { ItemFailure, acOf, requireNode, resolveGId } from '../batch-context';
import { hasAccess, propertyAccess } from '../node-access';
import { auditNode } from '../node-audit';
import { fullNodeIfAsked, noteChange } from '../node-changes';
import { findNode } from '../node-store';
import { MSG_REASON_REQUIRED } from './node-update';

function target(item: BatchRequestItem): { gId: string | undefined; propId: string | undefined } {
  if (item.gId?.endsWith(PROPERTY_SUFFIX)) {
    const address = item.gId.slice(0, -PROPERTY_SUFFIX.length);
    return { gId: parentGIdOf(address) ?? undefined, propId: ownIdOf(address) };
  }
  return { gId: item.gId, propId: item.propIds?.[0] };
}

export async function bindAction(ctx: BatchContext, item: BatchRequestItem): Promise<BatchResponseItem> {
  const { gId, propId } = target(item);
  const node = await requireNode(ctx, gId);
  if (!propId) throw new ItemFailure(BatchResult.invalidArgument, 'The property to bind is required (propIds[0] or a property address).');
  const row = await ctx.db.selectFrom('node_properties').selectAll().where('host', '=', ctx.host).where('node_g_id', '=', node.g_id).where('prop_id', '=', propId).executeTakeFirst();
  if (!row) throw new ItemFailure(BatchResult.invalidArgument, `Unknown property '${propId}'.`);
  // Like an update: write access on the node, never read-only, live or computed properties.
  if (!hasAccess(propertyAccess(acOf(ctx, node), row.read_only === 1 || row.source !== 'stored'), AccessFlag.write)) {
    throw new ItemFailure(BatchResult.accessDenied, `Property '${row.name}' is read-only for you.`, [{ name: propId, text: `Property '${row.name}' is read-only for you.` }]);
  }
  const bound = item.bindGId ? resolveGId(ctx, item.bindGId) : null;
  const boundNode = bound === null ? undefined : await findNode(ctx.db, ctx.host, bound);
  // A node the user cannot browse is answered like a missing one.
  if (bound !== null && (!boundNode || !hasAccess(acOf(ctx, boundNode), AccessFlag.browse))) throw new ItemFailure(BatchResult.invalidArgument, `Node '${bound}' to bind to was not found.`);
  if ((row.flags & PropertyFlag.critical) !== 0 && !item.userReason?.trim()) {
    throw new ItemFailure(BatchResult.reasonRequired, MSG_REASON_REQUIRED, [{ text: MSG_REASON_REQUIRED, name: 'userReason' }]);
  }
  // Only the binding changes: the value keeps its type (a gId is no flow rate).
  await ctx.db.updateTable('node_properties').set({ bound_g_id: bound }).where('id', '=', row.id).execute();
  await auditNode(ctx, { category: 'node-bind', gId: node.g_id, property: propId, oldValue: row.bound_g_id, newValue: bound, reason: item.userReason, message: bound ? `Bound ${row.name} to ${bound}` : `Unbound ${row.name}` });
  await noteChange(ctx, node.g_id);
  return { result: BatchResult.ok, gId: node.g_id, bindings: [{ id: propId, bound }], ...(await fullNodeIfAsked(ctx, node)) };
}
