// Restore (call of the built-in method listed on soft-deleted nodes): brings back exactly the rows
// the node's delete marked (deleted_in = its gId), so nodes deleted on their own before stay in the
// recycle bin. Needs delete access on the node; refused while the parent is deleted too (restore
// the parent first). Bindings to nodes that are gone by now are dropped.
import type { BatchRequestItem, BatchResponseItem } from '../../../src/domain/nodes/node-protocol';
import { BatchResult } from '../../../src/domain/nodes/node-protocol';
import { AccessFlag } from '../../../src/domain/rights';
import type { BatchContext } from '../batch-context';
import { ItemFailure, acOf, requireAccess, requireNode } from '../batch-context';
import { auditNode } from '../node-audit';
import { currentNodeDto, noteChange } from '../node-changes';
import { dropDanglingBindings } from '../node-recycle';
import { findNode, isDeleted, loadProperties, restoreDeletedRows } from '../node-store';
import { syncInstruments } from '../property-reader';

export const MSG_NOT_DELETED = /*i18n*/ 'The node is not deleted.';

export function parentDeletedText(parentName: string): string {
  return `The parent '${parentName}' is deleted too: restore the parent first.`;
}

export async function restoreAction(ctx: BatchContext, item: BatchRequestItem): Promise<BatchResponseItem> {
  const node = await requireNode(ctx, item.gId, 'withDeleted');
  requireAccess(acOf(ctx, node), AccessFlag.delete);
  if (!isDeleted(node)) throw new ItemFailure(BatchResult.invalidArgument, MSG_NOT_DELETED);
  const parent = node.parent_g_id === null ? undefined : await findNode(ctx.db, ctx.host, node.parent_g_id, 'withDeleted');
  if (parent && isDeleted(parent)) throw new ItemFailure(BatchResult.invalidArgument, parentDeletedText(parent.name));

  const restored = await restoreDeletedRows(ctx.db, ctx.host, node.g_id);
  await dropDanglingBindings(ctx, restored, item.userReason);
  const below = restored.length - 1;
  await auditNode(ctx, { category: 'node-restore', gId: node.g_id, newValue: restored.length, reason: item.userReason, message: `Restored ${node.type} '${node.name}'${below > 0 ? ` and ${below} node${below === 1 ? '' : 's'} below it` : ''}` });
  await noteChange(ctx, node.g_id, true);
  syncInstruments(ctx, restored, await loadProperties(ctx.db, ctx.host, restored.map((r) => r.g_id)));
  const root = restored.find((r) => r.g_id === node.g_id) ?? node;
  return { result: BatchResult.ok, gId: node.g_id, returnValue: restored.length, node: await currentNodeDto(ctx, root) };
}
