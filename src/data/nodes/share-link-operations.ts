// Share links over the node batch: the built-in methods CreateShareLink and RevokeShareLinks, and the
// first call of a shared view, which learns the shared node from the link alone.
import { Severity } from '../../domain/error-item';
import { FORMATTING_ERROR_FAILED } from '../../domain/normalize-error';
import { BatchAction, BatchResult } from '../../domain/nodes/node-protocol';
import type { NodeDto } from '../../domain/nodes/node-protocol';
import { METHOD_CREATE_SHARE_LINK, METHOD_REVOKE_SHARE_LINKS, isShareLinkGrant } from '../../domain/nodes/share-links';
import type { ShareLinkGrant } from '../../domain/nodes/share-links';
import { ApiError } from '../api-error';
import { runBatch } from './batch-client';
import { BatchItemError } from './node-errors';
import { callMethod } from './node-operations';
import type { OperationOptions } from './node-operations';

export async function createShareLink(host: string, gId: string, hours: number, options: OperationOptions = {}): Promise<ShareLinkGrant> {
  const value = await callMethod(host, gId, METHOD_CREATE_SHARE_LINK, [hours], options);
  if (!isShareLinkGrant(value)) throw new ApiError({ status: 200, errors: [{ msg: FORMATTING_ERROR_FAILED, severity: Severity.error }] });
  return value;
}

/** Revokes every live link of the node; resolves with how many there were. */
export async function revokeShareLinks(host: string, gId: string, options: OperationOptions = {}): Promise<number> {
  const value = await callMethod(host, gId, METHOD_REVOKE_SHARE_LINKS, [], options);
  const revoked = typeof value === 'object' && value !== null ? (value as { revoked?: unknown }).revoked : undefined;
  return typeof revoked === 'number' ? revoked : 0;
}

/**
 * The shared node of an open share view (share-views.ts): a browse without gId, which the server
 * answers with the link's node. Not mirrored: the tree browses the node by its gId right after.
 */
export async function browseSharedNode(host: string, signal?: AbortSignal): Promise<NodeDto> {
  const run = await runBatch(host, [{ action: BatchAction.browse, filter: { depth: 0 } }], { signal, applyToMirror: false });
  const [failure] = run.failures;
  if (failure) throw new BatchItemError(failure);
  const node = run.responses[0]?.node;
  if (!node) throw new BatchItemError({ index: 0, action: BatchAction.browse, gId: undefined, result: BatchResult.notFound, errors: [{ msg: `Error ${BatchResult.notFound}` }] });
  return node;
}
