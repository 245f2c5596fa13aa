// The built-in methods CreateShareLink(hours) and RevokeShareLinks (docs/nodes.md "Share links"): the
// createShareLink right (admin implies it) and browse access on the node. Both are audited; the pass
// never is, it exists only in the answer.
import type { BatchResponseItem, PropertyValue } from '../../../src/domain/nodes/node-protocol';
import { BatchResult } from '../../../src/domain/nodes/node-protocol';
import { AccessFlag, Right } from '../../../src/domain/rights';
import type { NodeRow } from '../../db/schema';
import { hasRight } from '../../services/user-rights';
import type { BatchContext } from '../batch-context';
import { ItemFailure, acOf, requireAccess } from '../batch-context';
import { auditNode } from '../node-audit';
import { createShareLink, revokeShareLinks } from '../share-link-store';

export const MSG_NO_SHARE_RIGHT = /*i18n*/ 'You do not have the right to create share links.';

/** Checked before the arguments, so a caller without the right learns nothing about them. */
export function requireShareRight(ctx: BatchContext, node: NodeRow): void {
  if (!hasRight(ctx.rights, Right.createShareLink)) throw new ItemFailure(BatchResult.accessDenied, MSG_NO_SHARE_RIGHT);
  requireAccess(acOf(ctx, node), AccessFlag.browse);
}

/** args: [hours], already checked against SHARE_LINK_HOURS_ARG. */
export async function createShareLinkCall(ctx: BatchContext, node: NodeRow, args: readonly PropertyValue[]): Promise<BatchResponseItem> {
  const hours = Number(args[0]);
  const grant = await createShareLink(ctx.db, { host: ctx.host, gId: node.g_id, createdBy: ctx.user.id, hours });
  await auditNode(ctx, {
    category: 'node-share',
    gId: node.g_id,
    newValue: { shareId: grant.shareId, hours, expiresAt: grant.expiresAt },
    message: `Created share link ${grant.shareId} of ${node.name}, valid ${hours} h until ${grant.expiresAt}`,
  });
  return { result: BatchResult.ok, gId: node.g_id, returnValue: grant };
}

export async function revokeShareLinksCall(ctx: BatchContext, node: NodeRow): Promise<BatchResponseItem> {
  const revoked = await revokeShareLinks(ctx.db, ctx.host, node.g_id);
  await auditNode(ctx, { category: 'node-share-revoke', gId: node.g_id, newValue: { revoked }, message: `Revoked ${revoked} share link${revoked === 1 ? '' : 's'} of ${node.name}` });
  return { result: BatchResult.ok, gId: node.g_id, returnValue: { revoked } };
}
