// Side effects shared by the actions that change the tree: tag definitions raise the security
// version, the change log learns the node for GET /api/sync/changes, and a full-response batch
// answers the changed node.
import type { NodeDto } from '../../src/domain/nodes/node-protocol';
import type { NodeRow } from '../db/schema';
import { parentGIdOf } from '../../src/domain/nodes/node-ids';
import { appendNodeChanges } from '../sync/change-log';
import type { BatchContext } from './batch-context';
import { GID_TAGS, isWithin } from './node-access';
import { findNode, loadProperties } from './node-store';
import { FULL_VIEW, nodeDto } from './node-view';

/**
 * Called by every action that changes a node, in the batch's transaction. `structural`: the node
 * appeared or went away, so its parent's hasChildren may have changed as well.
 */
export async function noteChange(ctx: BatchContext, gId: string, structural = false): Promise<void> {
  if (ctx.host === '' && isWithin(gId, GID_TAGS)) ctx.tagsChanged = true;
  const parent = structural ? parentGIdOf(gId) : null;
  await appendNodeChanges(ctx.db, ctx.host, parent === null ? [gId] : [gId, parent]);
}

export async function currentNodeDto(ctx: BatchContext, row: NodeRow): Promise<NodeDto> {
  const fresh = (await findNode(ctx.db, ctx.host, row.g_id)) ?? row;
  return nodeDto(ctx, fresh, await loadProperties(ctx.db, ctx.host, [fresh.g_id]), FULL_VIEW);
}

/** The node for the answer when the batch asked for full responses. */
export async function fullNodeIfAsked(ctx: BatchContext, row: NodeRow): Promise<{ node?: NodeDto }> {
  return ctx.fullResponse ? { node: await currentNodeDto(ctx, row) } : {};
}
