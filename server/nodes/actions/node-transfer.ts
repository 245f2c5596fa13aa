// serialize (action 8) and deserialize (action 9): a subtree as JSON text and back under a parent.
// ExportNative, ImportNative and Clone use the same code.
import type { BatchRequestItem, BatchResponseItem, NodeDto } from '../../../src/domain/nodes/node-protocol';
import { BatchResult } from '../../../src/domain/nodes/node-protocol';
import { AccessFlag } from '../../../src/domain/rights';
import type { NodeRow } from '../../db/schema';
import type { BatchContext } from '../batch-context';
import { ItemFailure, acOf, requireAccess, requireNode } from '../batch-context';
import { auditNode } from '../node-audit';
import { noteChange } from '../node-changes';
import { findNode } from '../node-store';
import { FULL_VIEW } from '../node-view';
import { serializeSubtree, serializedContentSchema, typesIn, writeSubtrees } from '../subtree-codec';
import type { SerializedNode } from '../subtree-codec';
import { findNodeType, nodeTypeOf } from '../type-registry';
import { browseTree } from './node-browse';

export async function serializedText(ctx: BatchContext, node: NodeRow): Promise<string> {
  return JSON.stringify(await serializeSubtree(ctx.db, ctx.host, node.g_id));
}

export async function serializeAction(ctx: BatchContext, item: BatchRequestItem): Promise<BatchResponseItem> {
  const node = await requireNode(ctx, item.gId);
  requireAccess(acOf(ctx, node), AccessFlag.read);
  return { result: BatchResult.ok, gId: node.g_id, serializedContent: await serializedText(ctx, node) };
}

export function parseContent(content: unknown): SerializedNode[] {
  if (typeof content !== 'string' || content === '') throw new ItemFailure(BatchResult.invalidArgument, 'content is required.');
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new ItemFailure(BatchResult.invalidArgument, 'Invalid content: not JSON.');
  }
  const parsed = serializedContentSchema.safeParse(json);
  if (!parsed.success) throw new ItemFailure(BatchResult.invalidArgument, `Invalid content: ${parsed.error.issues[0]?.message ?? 'unknown format'}.`);
  return parsed.data.nodes;
}

/** Writes serialized nodes under `parent`; top-level types must be allowed there and every type known. */
export async function importUnder(ctx: BatchContext, parent: NodeRow, nodes: readonly SerializedNode[], reason: string | undefined, rename?: (name: string) => string): Promise<NodeDto[]> {
  requireAccess(acOf(ctx, parent), AccessFlag.create);
  const allowed = new Set(nodeTypeOf(parent.type).allowedTypes.map((t) => t.type));
  const refused = nodes.find((n) => !allowed.has(n.type));
  if (refused) throw new ItemFailure(BatchResult.invalidArgument, `Type '${refused.type}' cannot be created under this node.`);
  const unknown = typesIn(nodes).find((t) => !findNodeType(t));
  if (unknown) throw new ItemFailure(BatchResult.invalidArgument, `Unknown node type '${unknown}'.`);
  const gIds = await writeSubtrees(ctx.db, ctx.host, parent.g_id, nodes, rename);
  const out: NodeDto[] = [];
  for (const gId of gIds) {
    const row = (await findNode(ctx.db, ctx.host, gId)) as NodeRow;
    await auditNode(ctx, { category: 'node-create', gId, newValue: row.type, reason, message: `Imported ${row.type} '${row.name}'` });
    noteChange(ctx, gId);
    out.push(await browseTree(ctx, row, 999, FULL_VIEW));
  }
  return out;
}

export async function deserializeAction(ctx: BatchContext, item: BatchRequestItem): Promise<BatchResponseItem> {
  const parent = await requireNode(ctx, item.gId);
  requireAccess(acOf(ctx, parent), AccessFlag.create);
  const nodes = await importUnder(ctx, parent, parseContent(item.content), item.userReason);
  return { result: BatchResult.ok, gId: parent.g_id, nodes };
}
