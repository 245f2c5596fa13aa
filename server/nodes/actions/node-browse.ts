// browse (action 5): the node with its children nested to `depth`, filtered by visibility level,
// active flag, browse access and the mode's scope; hasChildren marks nodes whose children were cut
// off. Soft-deleted nodes are missing below debug level and listed marked `deleted` at it.
import type { BatchRequestItem, BatchResponseItem, BrowseFilter, NodeDto } from '../../../src/domain/nodes/node-protocol';
import { BatchResult, BrowseScope, DEFAULT_BROWSE_DEPTH, ROOT_GID } from '../../../src/domain/nodes/node-protocol';
import { scopeOfMode } from '../../../src/domain/nodes/browse-scope';
import { AccessFlag, VisibilityLevel } from '../../../src/domain/rights';
import type { NodePropertyRow, NodeRow } from '../../db/schema';
import type { BatchContext } from '../batch-context';
import { ItemFailure, MSG_ACCESS_DENIED, acOf, foundNode, requireGId, requireNode } from '../batch-context';
import { effectiveBrowseLevel, hasAccess } from '../node-access';
import { noteBrowse } from '../batch-budget';
import { isDeleted, loadNodeAndBelow, loadProperties, loadPropertiesBelow } from '../node-store';
import type { ViewFilter } from '../node-view';
import { browsableAt, computedValuesOf, deletedRowsOf, nodeDtoWith, visibleTree, visibleTreeOf } from '../node-view';
import { primeHost, syncInstruments } from '../property-reader';

export function viewFilterOf(ctx: BatchContext, filter: BrowseFilter | undefined): ViewFilter {
  const level = effectiveBrowseLevel(filter?.browseLevel, ctx.rights);
  const view: ViewFilter = { level, memberLevel: effectiveBrowseLevel(filter?.memberBrowseLevel ?? filter?.browseLevel, ctx.rights), props: filter?.props ?? 'all' };
  if (filter?.nodes) view.propNodes = new Set(filter.nodes);
  const scope = scopeOfMode(filter?.mode);
  if (scope) view.scope = scope;
  if (level >= VisibilityLevel.debug) view.withDeleted = true;
  return view;
}

/** What a browse of depth 0 or 1 read before its node was checked (loadShallow). */
type Preloaded = { rows: NodeRow[]; props: NodePropertyRow[] | undefined };

/**
 * Depth 0 and 1 (the tree's lazy browse): the node with the nodes below it in one query and, with all
 * properties outside a transaction, the property rows of the node and its children at the same time, each
 * query on its own pooled connection (PostgreSQL). Rows of nodes the view leaves out are never used: each
 * node takes only its own rows. Both reads are bounded (two generations, MAX_EARLY_PROPERTIES).
 */
async function loadShallow(ctx: BatchContext, gId: string, depth: number, view: ViewFilter): Promise<{ root?: NodeRow; preloaded: Preloaded }> {
  const deleted = deletedRowsOf(view);
  const early = view.props === 'all' && !view.propNodes && ctx.db === ctx.server.db;
  const [nodes, props] = await Promise.all([
    loadNodeAndBelow(ctx.db, ctx.host, gId, depth === 0 ? 1 : 2, deleted),
    early ? loadPropertiesBelow(ctx.db, ctx.host, gId, depth === 1 && deleted) : undefined,
  ]);
  return { root: nodes.root, preloaded: { rows: nodes.root ? [nodes.root, ...nodes.below] : [], props } };
}

/** The node and its visible descendants to `depth` as nested NodeDtos; `preloaded` from loadShallow. */
export async function browseTree(ctx: BatchContext, root: NodeRow, depth: number, view: ViewFilter, activeOnly = false, preloaded?: Preloaded): Promise<NodeDto> {
  const tree = preloaded ? visibleTreeOf(ctx, root, preloaded.rows, depth, view, activeOnly) : await visibleTree(ctx, root, depth, view, activeOnly);
  noteBrowse(ctx, depth, tree.loaded);
  const withProps = view.props === 'all' ? tree.included.filter((r) => !view.propNodes || view.propNodes.has(r.g_id)).map((r) => r.g_id) : [];
  const props: NodePropertyRow[] = preloaded?.props ?? (await loadProperties(ctx.db, ctx.host, withProps));
  syncInstruments(ctx, tree.included, props);

  // Each node gets its own rows, and the whole tree is built without waiting once the computed values are in.
  const rowsOf = new Map<string, NodePropertyRow[]>();
  for (const row of props) {
    const own = rowsOf.get(row.node_g_id);
    if (own) own.push(row);
    else rowsOf.set(row.node_g_id, [row]);
  }
  const computed = await computedValuesOf(ctx, props);
  const build = (r: NodeRow, level: number): NodeDto => {
    const dto = nodeDtoWith(ctx, r, rowsOf.get(r.g_id) ?? [], view, computed);
    const kids = tree.childsOf(r.g_id);
    if (level < depth) dto.childs = kids.map((c) => build(c, level + 1));
    else if (kids.length > 0) dto.hasChildren = true;
    return dto;
  };
  return build(root, 0);
}

export async function browseAction(ctx: BatchContext, item: BatchRequestItem): Promise<BatchResponseItem> {
  const view = viewFilterOf(ctx, item.filter);
  const depth = item.filter?.depth ?? DEFAULT_BROWSE_DEPTH;
  // A soft-deleted node can be browsed only by a debug-level view, which lists the recycle bin.
  const shallow = depth <= 1 ? await loadShallow(ctx, requireGId(ctx, item.gId ?? ROOT_GID), depth, view) : undefined;
  const root = shallow ? foundNode(ctx, shallow.root) : await requireNode(ctx, item.gId ?? ROOT_GID, deletedRowsOf(view));
  const ac = acOf(ctx, root);
  if (!browsableAt(ac, view.level, root.type)) throw new ItemFailure(BatchResult.accessDenied, MSG_ACCESS_DENIED);
  await primeHost(ctx, root.type === 'ControllerHost' ? root.node_id : ctx.host);
  const node = await browseTree(ctx, root, depth, view, item.filter?.activeOnly ?? false, shallow?.preloaded);
  // A designer browse: mode design by a user who may change the node (docs/nodes.md "Browse modes").
  const isDesigner = item.filter?.mode === BrowseScope.design && !isDeleted(root) && hasAccess(ac, AccessFlag.write);
  return { result: BatchResult.ok, gId: root.g_id, node, nodes: [node], isDesigner };
}
