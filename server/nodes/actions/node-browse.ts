// browse (action 5): the node with its children nested to `depth`, filtered by visibility level,
// active flag and browse access; hasChildren marks nodes whose children were cut off.
import type { BatchRequestItem, BatchResponseItem, BrowseFilter, NodeDto } from '../../../src/domain/nodes/node-protocol';
import { BatchResult, DEFAULT_BROWSE_DEPTH, ROOT_GID } from '../../../src/domain/nodes/node-protocol';
import { AccessFlag, VisibilityLevel } from '../../../src/domain/rights';
import type { NodePropertyRow, NodeRow } from '../../db/schema';
import type { BatchContext } from '../batch-context';
import { ItemFailure, MSG_ACCESS_DENIED, acOf, requireNode } from '../batch-context';
import { effectiveBrowseLevel, hasAccess } from '../node-access';
import { noteDeepBrowse } from '../batch-budget';
import { loadProperties } from '../node-store';
import type { ViewFilter } from '../node-view';
import { nodeDto, visibleTree } from '../node-view';
import { primeHost, syncInstruments } from '../property-reader';

export function viewFilterOf(ctx: BatchContext, filter: BrowseFilter | undefined): ViewFilter {
  const level = effectiveBrowseLevel(filter?.browseLevel, ctx.rights);
  const view: ViewFilter = { level, memberLevel: effectiveBrowseLevel(filter?.memberBrowseLevel ?? filter?.browseLevel, ctx.rights), props: filter?.props ?? 'all' };
  if (filter?.nodes) view.propNodes = new Set(filter.nodes);
  return view;
}

/** The node and its visible descendants to `depth` as nested NodeDtos. */
export async function browseTree(ctx: BatchContext, root: NodeRow, depth: number, view: ViewFilter, activeOnly = false): Promise<NodeDto> {
  const tree = await visibleTree(ctx, root, depth, view, activeOnly);
  if (depth > 1) noteDeepBrowse(ctx, tree.loaded);
  const withProps = view.props === 'all' ? tree.included.filter((r) => !view.propNodes || view.propNodes.has(r.g_id)).map((r) => r.g_id) : [];
  const props: NodePropertyRow[] = await loadProperties(ctx.db, ctx.host, withProps);
  syncInstruments(ctx, tree.included, props);

  const build = async (r: NodeRow, level: number): Promise<NodeDto> => {
    const dto = await nodeDto(ctx, r, props, view);
    const kids = tree.childsOf(r.g_id);
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
