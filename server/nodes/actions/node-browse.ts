// browse (action 5): the node with its children nested to `depth`, filtered by visibility level,
// active flag and browse access; hasChildren marks nodes whose children were cut off.
import type { BatchRequestItem, BatchResponseItem, BrowseFilter, NodeDto } from '../../../src/domain/nodes/node-protocol';
import { BatchResult, DEFAULT_BROWSE_DEPTH, ROOT_GID } from '../../../src/domain/nodes/node-protocol';
import { AccessFlag, VisibilityLevel } from '../../../src/domain/rights';
import type { NodePropertyRow, NodeRow } from '../../db/schema';
import type { BatchContext } from '../batch-context';
import { ItemFailure, MSG_ACCESS_DENIED, acOf, requireNode } from '../batch-context';
import { effectiveBrowseLevel, hasAccess } from '../node-access';
import { loadChildren, loadProperties, loadSubtree } from '../node-store';
import type { ViewFilter } from '../node-view';
import { nodeDto } from '../node-view';
import { primeHost, syncInstruments } from '../property-reader';

export function viewFilterOf(ctx: BatchContext, filter: BrowseFilter | undefined): ViewFilter {
  const level = effectiveBrowseLevel(filter?.browseLevel, ctx.rights);
  const view: ViewFilter = { level, memberLevel: effectiveBrowseLevel(filter?.memberBrowseLevel ?? filter?.browseLevel, ctx.rights), props: filter?.props ?? 'all' };
  if (filter?.nodes) view.propNodes = new Set(filter.nodes);
  return view;
}

/** The node and its visible descendants to `depth` as nested NodeDtos. */
export async function browseTree(ctx: BatchContext, root: NodeRow, depth: number, view: ViewFilter, activeOnly = false): Promise<NodeDto> {
  const rows = depth === 0 ? [root, ...(await loadChildren(ctx.db, ctx.host, root.g_id))] : await loadSubtree(ctx.db, ctx.host, root.g_id);
  const childsOf = new Map<string, NodeRow[]>();
  for (const r of rows) if (r.parent_g_id !== null && r.g_id !== root.g_id) childsOf.set(r.parent_g_id, [...(childsOf.get(r.parent_g_id) ?? []), r]);
  const shown = (r: NodeRow) => r.visible <= view.level && (!activeOnly || r.active === 1) && (view.level >= VisibilityLevel.debug || hasAccess(acOf(ctx, r), AccessFlag.browse));

  const included: { row: NodeRow; level: number }[] = [];
  const collect = (r: NodeRow, level: number) => {
    included.push({ row: r, level });
    if (level < depth) for (const c of childsOf.get(r.g_id) ?? []) if (shown(c)) collect(c, level + 1);
  };
  collect(root, 0);
  const withProps = view.props === 'all' ? included.filter((i) => !view.propNodes || view.propNodes.has(i.row.g_id)).map((i) => i.row.g_id) : [];
  const props: NodePropertyRow[] = await loadProperties(ctx.db, ctx.host, withProps);
  syncInstruments(ctx, included.map((i) => i.row), props);

  const build = async (r: NodeRow, level: number): Promise<NodeDto> => {
    const dto = await nodeDto(ctx, r, props, view);
    const kids = (childsOf.get(r.g_id) ?? []).filter(shown);
    if (level < depth) dto.childs = await Promise.all(kids.map((c) => build(c, level + 1)));
    else if (kids.length > 0) dto.hasChildren = true;
    return dto;
  };
  return build(root, 0);
}

export async function browseAction(ctx: BatchContext, item: BatchRequestItem): Promise<BatchResponseItem> {
  const root = await requireNode(ctx, item.gId ?? ROOT_GID);
  const view = viewFilterOf(ctx, item.filter);
  if (!hasAccess(acOf(ctx, root), AccessFlag.browse) && view.level < VisibilityLevel.debug) throw new ItemFailure(BatchResult.accessDenied, MSG_ACCESS_DENIED);
  await primeHost(ctx, root.type === 'ControllerHost' ? root.node_id : ctx.host);
  const node = await browseTree(ctx, root, item.filter?.depth ?? DEFAULT_BROWSE_DEPTH, view, item.filter?.activeOnly ?? false);
  return { result: BatchResult.ok, gId: root.g_id, node, nodes: [node] };
}
