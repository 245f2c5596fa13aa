// create (action 0): a child of an allowed type under gId, id derived from the name.
import type { BatchRequestItem, BatchResponseItem } from '../../../src/domain/nodes/node-protocol';
import { BatchResult, TEMP_ID_PREFIX } from '../../../src/domain/nodes/node-protocol';
import { AccessFlag } from '../../../src/domain/rights';
import type { BatchContext } from '../batch-context';
import { ItemFailure, acOf, requireAccess, requireNode } from '../batch-context';
import { auditNode } from '../node-audit';
import { currentNodeDto, noteChange } from '../node-changes';
import { createNodeFromType, idFromName, siblingInfo, uniqueId } from '../node-factory';
import { syncInstrument } from '../property-reader';
import { nodeTypeOf } from '../type-registry';

export async function createAction(ctx: BatchContext, item: BatchRequestItem): Promise<BatchResponseItem> {
  const parent = await requireNode(ctx, item.gId);
  requireAccess(acOf(ctx, parent), AccessFlag.create);
  if (!item.className) throw new ItemFailure(BatchResult.invalidArgument, 'className is required.');
  const allowed = nodeTypeOf(parent.type).allowedTypes.find((t) => t.type === item.className);
  if (!allowed) throw new ItemFailure(BatchResult.invalidArgument, `Type '${item.className}' cannot be created under this node.`);
  const name = item.name?.trim() || allowed.name;
  const { taken, nextOrder } = await siblingInfo(ctx.db, ctx.host, parent.g_id);
  const id = uniqueId(idFromName(name, allowed.type), taken);
  const row = await createNodeFromType(ctx.db, ctx.host, parent.g_id, id, name, allowed.type, nextOrder);
  if (item.key) ctx.tempIds.set(TEMP_ID_PREFIX + item.key, row.g_id);
  await auditNode(ctx, { category: 'node-create', gId: row.g_id, newValue: allowed.type, reason: item.userReason, message: `Created ${allowed.type} '${name}'` });
  await noteChange(ctx, row.g_id, true);
  await syncInstrument(ctx, row);
  return { result: BatchResult.ok, gId: row.g_id, node: await currentNodeDto(ctx, row) };
}
