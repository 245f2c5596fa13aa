// Turns node and property rows into the NodeDto of the wire protocol for one user: access bits,
// visibility levels and the property filter of the browse request.
import { isInScope } from '../../src/domain/nodes/browse-scope';
import type { ItemScope } from '../../src/domain/nodes/browse-scope';
import { METHOD_RESTORE } from '../../src/domain/nodes/node-recycle';
import type { AllowedType, NodeDto, NodeMethod, NodeProperty, PhysicalQuantity, PropertyType, PropertyValue, StandardValue } from '../../src/domain/nodes/node-protocol';
import { AccessFlag, VisibilityLevel } from '../../src/domain/rights';
import type { NodePropertyRow, NodeRow } from '../db/schema';
import type { BatchContext } from './batch-context';
import { acOf, noteType } from './batch-context';
import { hasAccess, methodAccess, propertyAccess } from './node-access';
import { isDeleted, loadNodeAndBelow, loadSubtree, parseJson, parseSharedJson } from './node-store';
import type { DeletedRows } from './node-store';
import { PROP_ALARMING_INFO, alarmingInfo, immediateValue, isComputed, propertyValue } from './property-reader';
import { inShareScope } from './share-scope';
import { nodeTypeOf, propertyScope } from './type-registry';

export type ViewFilter = {
  /** Visibility level for nodes and methods. */
  level: number;
  /** Visibility level for properties. */
  memberLevel: number;
  props: 'all' | 'AlarmingInfo' | 'none';
  /** Only these nodes get properties (all when absent). */
  propNodes?: ReadonlySet<string>;
  /** The browse mode's scope: properties and methods of the other scope are left out (all when absent). */
  scope?: ItemScope;
  /** List soft-deleted nodes too, marked deleted (debug-level browses only). */
  withDeleted?: boolean;
};

/** Which node rows a view reads: the recycle bin too for a debug-level view. */
export function deletedRowsOf(view: ViewFilter): DeletedRows {
  return view.withDeleted ? 'withDeleted' : 'live';
}

export const FULL_VIEW: ViewFilter = { level: VisibilityLevel.standard, memberLevel: VisibilityLevel.standard, props: 'all' };

/**
 * The values of the computed properties among `rows`, read before the DTOs are built: they are the only
 * values that need waiting for, so the rest of a browse answer is built without a turn per property.
 */
export type ComputedValues = ReadonlyMap<NodePropertyRow, PropertyValue>;

export async function computedValuesOf(ctx: BatchContext, rows: readonly NodePropertyRow[]): Promise<ComputedValues> {
  const values = new Map<NodePropertyRow, PropertyValue>();
  for (const row of rows) if (isComputed(row)) values.set(row, await propertyValue(ctx, row));
  return values;
}

function propertyDto(ctx: BatchContext, row: NodePropertyRow, nodeAc: number, computed: ComputedValues): NodeProperty {
  const ac = propertyAccess(nodeAc, row.read_only === 1);
  const dto: NodeProperty = {
    id: row.prop_id,
    value: hasAccess(ac, AccessFlag.read) ? (isComputed(row) ? (computed.get(row) as PropertyValue) : immediateValue(ctx, row)) : null,
    ac,
    type: parseSharedJson<PropertyType>(row.type, { kind: 'text' }),
    name: row.name,
    visible: row.visible,
    order: row.sort_order,
  };
  if (row.description !== null) dto.desc = row.description;
  if (row.tdesc !== null) dto.tdesc = row.tdesc;
  if (row.category !== null) dto.category = row.category;
  if (row.cat_order !== null) dto.catOrder = row.cat_order;
  const phyQ = parseSharedJson<PhysicalQuantity | null>(row.phy_q, null);
  if (phyQ) dto.phyQ = phyQ;
  const standardValues = parseSharedJson<StandardValue[] | null>(row.standard_values, null);
  if (standardValues) dto.standardValues = standardValues;
  if (row.width !== null) dto.width = row.width;
  if (row.break_column) dto.breakColumn = true;
  if (row.web_editor !== null) dto.webEditor = row.web_editor;
  if (row.flags) dto.flags = row.flags;
  // A share link shows no bindings that point outside its subtree: they would name nodes it cannot reach.
  if (row.bound_g_id !== null && inShareScope(ctx.share, row.bound_g_id)) dto.bound = row.bound_g_id;
  return dto;
}

/** What a soft-deleted node keeps of its access: it can be looked at and restored or purged, nothing else. */
const DELETED_NODE_BITS = AccessFlag.browse | AccessFlag.read | AccessFlag.delete;

function alarmingInfoDto(ctx: BatchContext, node: NodeRow, nodeAc: number): NodeProperty {
  const ac = nodeAc & (AccessFlag.browse | AccessFlag.read);
  return { id: PROP_ALARMING_INFO, name: 'Alarms', type: { kind: 'text' }, ac, value: hasAccess(ac, AccessFlag.read) ? alarmingInfo(ctx, node) : null, webEditor: 'alarmViewer', visible: VisibilityLevel.standard };
}

/**
 * Whether a node with this access is shown at the level: browse access needed, except at debug level —
 * but not for a node that shows a record (a licence node): only its record's readers see it (node-type.ts).
 */
export function browsableAt(nodeAc: number, level: number, type: string): boolean {
  return hasAccess(nodeAc, AccessFlag.browse) || (level >= VisibilityLevel.debug && !nodeTypeOf(type).recordMirror);
}

/**
 * The node's property rows a user may see at the level: none on a node not browsableAt it, none above
 * the member level. Browse and serialize share this filter.
 */
export function visibleProperties(node: NodeRow, nodeAc: number, rows: readonly NodePropertyRow[], filter: ViewFilter): NodePropertyRow[] {
  if (!browsableAt(nodeAc, filter.level, node.type)) return [];
  return rows.filter((row) => row.node_g_id === node.g_id && row.visible <= filter.memberLevel && (filter.scope === undefined || isInScope(propertyScope(node.type, row.prop_id), filter.scope)));
}

/** True when the user may read the property's value (else it is sent as null). */
export function mayReadProperty(row: NodePropertyRow, nodeAc: number): boolean {
  return hasAccess(propertyAccess(nodeAc, row.read_only === 1), AccessFlag.read);
}

/** Properties a user may see at the level (visibleProperties). */
function propertyDtos(ctx: BatchContext, node: NodeRow, nodeAc: number, rows: readonly NodePropertyRow[], filter: ViewFilter, computed: ComputedValues): NodeProperty[] {
  // Alarms are run-time information.
  if (filter.props === 'AlarmingInfo') return isInScope('run', filter.scope) ? [alarmingInfoDto(ctx, node, nodeAc)] : [];
  return visibleProperties(node, nodeAc, rows, filter).map((row) => propertyDto(ctx, row, nodeAc, computed));
}

export type VisibleTree = {
  /** The root and the descendants the view shows, to the depth, parents before children. */
  included: NodeRow[];
  /** The shown children of a node (also below the depth, for hasChildren). */
  childsOf(gId: string): NodeRow[];
  /** Node rows loaded from the database (the work the request caused). */
  loaded: number;
};

/**
 * The node and its descendants to `depth` that the view shows: nodes above the level, inactive
 * ones with activeOnly, and nodes not browsableAt the level (with their subtrees) are left out.
 * Browse and serialize share this filter.
 */
export async function visibleTree(ctx: BatchContext, root: NodeRow, depth: number, view: ViewFilter, activeOnly = false): Promise<VisibleTree> {
  const deleted = deletedRowsOf(view);
  // Depth 0 and 1: the node's children (for hasChildren) and at depth 1 its grandchildren, by parent (indexed).
  const rows = depth <= 1 ? [root, ...(await loadNodeAndBelow(ctx.db, ctx.host, root.g_id, depth === 0 ? 1 : 2, deleted)).below] : await loadSubtree(ctx.db, ctx.host, root.g_id, deleted);
  return visibleTreeOf(ctx, root, rows, depth, view, activeOnly);
}

/** visibleTree over rows already loaded: the root and (at least) the rows under it to depth + 1. */
export function visibleTreeOf(ctx: BatchContext, root: NodeRow, rows: readonly NodeRow[], depth: number, view: ViewFilter, activeOnly = false): VisibleTree {
  const all = new Map<string, NodeRow[]>();
  for (const r of rows) {
    if (r.parent_g_id === null || r.g_id === root.g_id) continue;
    const siblings = all.get(r.parent_g_id);
    if (siblings) siblings.push(r);
    else all.set(r.parent_g_id, [r]);
  }
  const shown = (r: NodeRow) => r.visible <= view.level && (!activeOnly || r.active === 1) && browsableAt(acOf(ctx, r), view.level, r.type);
  const childsOf = (gId: string) => (all.get(gId) ?? []).filter(shown);

  const included: NodeRow[] = [];
  const collect = (r: NodeRow, level: number) => {
    included.push(r);
    if (level < depth) for (const c of childsOf(r.g_id)) collect(c, level + 1);
  };
  collect(root, 0);
  return { included, childsOf, loaded: rows.length };
}

/** Restore: listed on a soft-deleted node for users with delete access on it (needs no scope). */
function restoreMethodDto(nodeAc: number): NodeMethod[] {
  if (!hasAccess(nodeAc, AccessFlag.delete)) return [];
  return [{ id: METHOD_RESTORE, name: 'Restore', desc: 'Brings back the node and what its delete removed.', ac: (nodeAc & (AccessFlag.browse | AccessFlag.read)) | AccessFlag.write }];
}

export function methodDtos(node: NodeRow, nodeAc: number, level: number, scope?: ItemScope): NodeMethod[] {
  if (!browsableAt(nodeAc, level, node.type)) return [];
  if (isDeleted(node)) return restoreMethodDto(nodeAc);
  return nodeTypeOf(node.type).methods.filter((m) => isInScope(m.scope, scope)).map((m) => {
    const dto: NodeMethod = { id: m.id, name: m.name, ac: methodAccess(nodeAc, m.need) };
    if (m.type) dto.type = m.type;
    if (m.desc) dto.desc = m.desc;
    if (m.args) dto.args = m.args;
    if (m.returnArg) dto.returnArg = m.returnArg;
    return dto;
  });
}

function visibleAllowedTypes(types: readonly AllowedType[], level: number): AllowedType[] {
  return types.filter((t) => (t.visible ?? VisibilityLevel.standard) <= level);
}

const DESCRIPTION_PROPERTY = 'Description';

/** The row's description: the node's own Description when readable and set, else its type's description. */
function nodeDescription(node: NodeRow, ac: number, rows: readonly NodePropertyRow[], typeDesc: string | undefined): string | undefined {
  const own = rows.find((r) => r.node_g_id === node.g_id && r.prop_id === DESCRIPTION_PROPERTY);
  const value = own && hasAccess(ac, AccessFlag.read) ? parseJson<unknown>(own.value, null) : null;
  if (typeof value === 'string' && value.trim() !== '') return value;
  return typeDesc;
}

/** One node without children; `rows` holds (at least) its property rows. */
export async function nodeDto(ctx: BatchContext, node: NodeRow, rows: readonly NodePropertyRow[], filter: ViewFilter): Promise<NodeDto> {
  return nodeDtoWith(ctx, node, rows, filter, await computedValuesOf(ctx, rows));
}

/** nodeDto with the computed values read beforehand (computedValuesOf), for a tree built in one go. */
export function nodeDtoWith(ctx: BatchContext, node: NodeRow, rows: readonly NodePropertyRow[], filter: ViewFilter, computed: ComputedValues): NodeDto {
  const type = nodeTypeOf(node.type);
  const fullAc = acOf(ctx, node);
  const ac = isDeleted(node) ? fullAc & DELETED_NODE_BITS : fullAc;
  noteType(ctx, node.type);
  const dto: NodeDto = {
    gId: node.g_id,
    id: node.node_id,
    name: node.name,
    type: node.type,
    parent: node.parent_g_id,
    order: node.sort_order,
    ac,
    visible: node.visible,
    active: node.active === 1,
    allowedTypes: visibleAllowedTypes(type.allowedTypes, filter.level),
    canReorder: type.canReorder,
    isArray: type.isArray,
    clonable: type.clonable,
  };
  const desc = nodeDescription(node, ac, rows, type.desc);
  if (desc) dto.desc = desc;
  if (node.web_editor !== null) dto.webEditor = node.web_editor;
  if (filter.props !== 'none' && (!filter.propNodes || filter.propNodes.has(node.g_id))) dto.properties = propertyDtos(ctx, node, ac, rows, filter, computed);
  const methods = methodDtos(node, ac, filter.level, filter.scope);
  if (methods.length > 0) dto.methods = methods;
  if (isDeleted(node)) dto.deleted = true;
  return dto;
}
