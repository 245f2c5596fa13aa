// serialize (action 8) and deserialize (action 9): a subtree as JSON text and back under a parent.
// ExportNative, ImportNative and Clone use the same code. What is serialized is filtered like a
// browse; what is imported is rebuilt from the node types and checked like an update
// (subtree-codec.ts).
import type { BatchRequestItem, BatchResponseItem, BrowseFilter, NodeDto } from '../../../src/domain/nodes/node-protocol';
import { BatchResult } from '../../../src/domain/nodes/node-protocol';
import { AccessFlag, VisibilityLevel } from '../../../src/domain/rights';
import type { NodeRow } from '../../db/schema';
import type { BatchContext } from '../batch-context';
import { ItemFailure, acOf, requireAccess, requireNode } from '../batch-context';
import { effectiveBrowseLevel } from '../node-access';
import { auditNode } from '../node-audit';
import { noteChange } from '../node-changes';
import { siblingInfo } from '../node-factory';
import { findNode } from '../node-store';
import type { ViewFilter } from '../node-view';
import { FULL_VIEW } from '../node-view';
import { planImport, serializeSubtree, serializedContentSchema, writePlannedSubtrees } from '../subtree-codec';
import type { SerializedNode } from '../subtree-codec';
import { nodeTypeOf } from '../type-registry';
import { MSG_ILL_FORMED, illFormedPath } from '../../services/well-formed-text';
import { browseTree } from './node-browse';

/** Deepest nesting of nodes a serialized content may hold (the node types nest far less). */
const MAX_CONTENT_DEPTH = 32;

/**
 * The view a serialization is filtered by: the request's levels (default: the user's highest),
 * capped by the user and below debug, so nodes without browse access are never serialized.
 */
export function serializeView(ctx: BatchContext, filter?: BrowseFilter): ViewFilter {
  const cap = (requested: number) => Math.min(VisibilityLevel.internal, effectiveBrowseLevel(requested, ctx.rights));
  const level = cap(filter?.browseLevel ?? VisibilityLevel.internal);
  return { level, memberLevel: cap(filter?.memberBrowseLevel ?? filter?.browseLevel ?? VisibilityLevel.internal), props: 'all' };
}

export async function serializedText(ctx: BatchContext, node: NodeRow, filter?: BrowseFilter): Promise<string> {
  return JSON.stringify(await serializeSubtree(ctx, node, serializeView(ctx, filter)));
}

export async function serializeAction(ctx: BatchContext, item: BatchRequestItem): Promise<BatchResponseItem> {
  const node = await requireNode(ctx, item.gId);
  requireAccess(acOf(ctx, node), AccessFlag.read);
  return { result: BatchResult.ok, gId: node.g_id, serializedContent: await serializedText(ctx, node, item.filter) };
}

function nestingDepth(nodes: unknown): number {
  let depth = 0;
  let level: unknown[] = Array.isArray(nodes) ? nodes : [];
  while (level.length > 0 && depth <= MAX_CONTENT_DEPTH) {
    depth += 1;
    level = level.flatMap((n) => (n && typeof n === 'object' && Array.isArray((n as { childs?: unknown }).childs) ? ((n as { childs: unknown[] }).childs) : []));
  }
  return depth;
}

export function parseContent(content: unknown): SerializedNode[] {
  if (typeof content !== 'string' || content === '') throw new ItemFailure(BatchResult.invalidArgument, 'content is required.');
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new ItemFailure(BatchResult.invalidArgument, 'Invalid content: not JSON.');
  }
  const illFormed = illFormedPath(json);
  if (illFormed) throw new ItemFailure(BatchResult.invalidArgument, `Invalid content: ${illFormed.join('.') || 'root'} ${MSG_ILL_FORMED}.`);
  if (json && typeof json === 'object' && nestingDepth((json as { nodes?: unknown }).nodes) > MAX_CONTENT_DEPTH) {
    throw new ItemFailure(BatchResult.invalidArgument, `Invalid content: nodes nested deeper than ${MAX_CONTENT_DEPTH} levels.`);
  }
  const parsed = serializedContentSchema.safeParse(json);
  if (!parsed.success) throw new ItemFailure(BatchResult.invalidArgument, `Invalid content: ${parsed.error.issues[0]?.message ?? 'unknown format'}.`);
  return parsed.data.nodes;
}

/**
 * Writes serialized nodes under `parent`, each rebuilt from its type (subtree-codec.ts planImport).
 * Everything is checked before the first write, so a refused import changes nothing.
 */
export async function importUnder(ctx: BatchContext, parent: NodeRow, nodes: readonly SerializedNode[], reason: string | undefined, rename?: (name: string) => string): Promise<NodeDto[]> {
  requireAccess(acOf(ctx, parent), AccessFlag.create);
  const { taken, nextOrder } = await siblingInfo(ctx.db, ctx.host, parent.g_id);
  const planned = planImport(nodeTypeOf(parent.type), parent.g_id, nodes, taken, rename);
  const gIds = await writePlannedSubtrees(ctx.db, ctx.host, parent.g_id, planned, nextOrder);
  const out: NodeDto[] = [];
  for (const gId of gIds) {
    const row = (await findNode(ctx.db, ctx.host, gId)) as NodeRow;
    await auditNode(ctx, { category: 'node-create', gId, newValue: row.type, reason, message: `Imported ${row.type} '${row.name}'` });
    await noteChange(ctx, gId, true);
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
