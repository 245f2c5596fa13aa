// The serialized form of a subtree (serialize, ExportNative, download) and writing one back under
// a parent (deserialize, ImportNative, Clone). A serialized tree holds what the user may browse
// (the browse filter of node-view.ts). An import rebuilds every node from its type: only the
// type's property ids, values checked like an update, children only of allowed types, bindings
// only inside the imported subtree; type, flags, read-only and source never come from the file.
import { z } from 'zod';
import type { PropertyType, PropertyValue } from '../../src/domain/nodes/node-protocol';
import { BatchResult } from '../../src/domain/nodes/node-protocol';
import { joinGId } from '../../src/domain/nodes/node-ids';
import { MSG_SET_FLOW_TOTAL, isSetFlowId, isValidSetFlow } from '../../src/domain/nodes/set-flow';
import { NODE_NAME_MAX } from '../../src/domain/nodes/text-limits';
import type { BatchError } from '../../src/domain/nodes/node-protocol';
import type { NodePropertyRow, NodeRow } from '../db/schema';
import type { BatchContext } from './batch-context';
import { ItemFailure, acOf } from './batch-context';
import type { NodeType, PropertyTemplate } from './node-type';
import type { Db } from './node-store';
import { insertNode, insertProperties, loadProperties, propertyRowFromTemplate } from './node-store';
import { uniqueId } from './node-factory';
import { valueRuleError } from './value-rules';
import type { ViewFilter } from './node-view';
import { mayReadProperty, visibleProperties, visibleTree } from './node-view';
import { decimalsOf } from './property-reader';
import { findNodeType } from './type-registry';
import { checkPropertyValue } from './value-check';

export const SERIALIZED_FORMAT = 'lab-console-nodes';

const propertySchema = z.object({
  id: z.string().min(1).max(64),
  value: z.string(),
  type: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  tdesc: z.string().nullable(),
  category: z.string().nullable(),
  catOrder: z.number().int().nullable(),
  phyQ: z.string().nullable(),
  standardValues: z.string().nullable(),
  visible: z.number().int(),
  order: z.number().int(),
  width: z.number().int().nullable(),
  breakColumn: z.boolean(),
  webEditor: z.string().nullable(),
  flags: z.number().int(),
  readOnly: z.boolean(),
  source: z.enum(['stored', 'live', 'computed']),
  boundGId: z.string().nullable(),
});

export type SerializedNode = {
  id: string;
  /** The gId the node had when serialized, to move bindings inside the subtree along. */
  gId: string;
  name: string;
  type: string;
  visible: number;
  active: boolean;
  webEditor: string | null;
  properties: z.infer<typeof propertySchema>[];
  childs: SerializedNode[];
};

const nodeSchema: z.ZodType<SerializedNode> = z.lazy(() =>
  z.object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    gId: z.string().min(1).max(2000),
    name: z.string().min(1).max(NODE_NAME_MAX),
    type: z.string().min(1).max(64),
    visible: z.number().int().min(1).max(4),
    active: z.boolean(),
    webEditor: z.string().nullable(),
    properties: z.array(propertySchema),
    childs: z.array(nodeSchema),
  }),
);

export const serializedContentSchema = z.object({ format: z.literal(SERIALIZED_FORMAT), version: z.literal(1), nodes: z.array(nodeSchema).min(1) });
export type SerializedContent = z.infer<typeof serializedContentSchema>;

function serializeProperty(p: NodePropertyRow, readable: boolean): SerializedNode['properties'][number] {
  return {
    id: p.prop_id,
    value: readable ? p.value : 'null',
    type: p.type,
    name: p.name,
    description: p.description,
    tdesc: p.tdesc,
    category: p.category,
    catOrder: p.cat_order,
    phyQ: p.phy_q,
    standardValues: p.standard_values,
    visible: p.visible,
    order: p.sort_order,
    width: p.width,
    breakColumn: p.break_column === 1,
    webEditor: p.web_editor,
    flags: p.flags,
    readOnly: p.read_only === 1,
    source: p.source === 'live' || p.source === 'computed' ? p.source : 'stored',
    boundGId: readable ? p.bound_g_id : null,
  };
}

/**
 * The subtree as the user may see it, filtered like a browse of the whole depth: nodes without
 * browse access (and their subtrees) and nodes or properties above the view's levels are left
 * out, values the user may not read are null.
 */
export async function serializeSubtree(ctx: BatchContext, root: NodeRow, view: ViewFilter): Promise<SerializedContent> {
  const tree = await visibleTree(ctx, root, Number.MAX_SAFE_INTEGER, view);
  const props = await loadProperties(ctx.db, ctx.host, tree.included.map((n) => n.g_id));
  const byNode = new Map<string, NodePropertyRow[]>();
  for (const p of props) byNode.set(p.node_g_id, [...(byNode.get(p.node_g_id) ?? []), p]);
  const build = (n: NodeRow): SerializedNode => {
    const ac = acOf(ctx, n);
    return {
      id: n.node_id,
      gId: n.g_id,
      name: n.name,
      type: n.type,
      visible: n.visible,
      active: n.active === 1,
      webEditor: n.web_editor,
      properties: visibleProperties(n, ac, byNode.get(n.g_id) ?? [], view).map((p) => serializeProperty(p, mayReadProperty(p, ac))),
      childs: tree.childsOf(n.g_id).map(build),
    };
  };
  return { format: SERIALIZED_FORMAT, version: 1, nodes: [build(root)] };
}

/** A node an import will write: its type from the registry, checked values and bindings. */
export type PlannedNode = {
  /** The gId the node had in the file (absent for fixed children the file lacked). */
  oldGId: string | undefined;
  gId: string;
  id: string;
  name: string;
  type: NodeType;
  active: boolean;
  values: Map<string, PropertyValue>;
  /** Property id → the bound gId, already moved into the imported subtree. */
  bindings: Map<string, string>;
  childs: PlannedNode[];
};

function refuse(text: string, name?: string): never {
  const error: BatchError = name === undefined ? { text } : { text, name };
  throw new ItemFailure(BatchResult.invalidArgument, text, [error]);
}

function isStoredWritable(t: PropertyTemplate): boolean {
  return !t.readOnly && (t.source ?? 'stored') === 'stored';
}

/** The file's value for a writable template property, checked like an update. */
function importedValue(nodeName: string, t: PropertyTemplate, text: string): PropertyValue {
  const where = `Node '${nodeName}', ${t.name}`;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    refuse(`${where}: Value is not JSON.`, t.id);
  }
  const check = checkPropertyValue(t.type, json);
  if (!check.ok) refuse(`${where}: ${check.error}`, t.id);
  const ruleError = valueRuleError(t.validator, check.value);
  if (ruleError !== null) refuse(`${where}: ${ruleError}`, t.id);
  if (t.type.kind === 'range' && check.value !== null) {
    const r = check.value as { from: number | string | null; to: number | string | null };
    return { from: r.from, to: r.to };
  }
  return check.value;
}

function planProperties(n: SerializedNode, type: NodeType, planned: PlannedNode, rawBindings: Map<string, string>): void {
  const templates = new Map(type.properties.map((t) => [t.id, t]));
  const seen = new Set<string>();
  for (const p of n.properties) {
    if (seen.has(p.id)) refuse(`Node '${n.name}': property '${p.id}' appears twice.`, p.id);
    seen.add(p.id);
    const t = templates.get(p.id);
    if (!t) refuse(`Node '${n.name}': unknown property '${p.id}' for type '${type.type}'.`, p.id);
    // Read-only, live and computed values are the server's: an import starts them from the type.
    if (!isStoredWritable(t)) continue;
    planned.values.set(t.id, importedValue(n.name, t, p.value));
    if (p.boundGId !== null && p.boundGId !== '') rawBindings.set(t.id, p.boundGId);
  }
  if (type.setFlow) {
    const flow = type.properties.filter((t) => isSetFlowId(t.id) && isStoredWritable(t));
    const entries = flow.map((t) => ({ id: t.id, value: Number(planned.values.get(t.id) ?? t.value) }));
    const decimals = Math.max(0, ...flow.map((t) => decimalsOf(t.type as PropertyType)));
    if (entries.length > 0 && !isValidSetFlow(entries, decimals)) refuse(`Node '${n.name}': ${MSG_SET_FLOW_TOTAL}`, flow[0]?.id);
  }
}

type PlanState = { bindings: { node: PlannedNode; raw: Map<string, string> }[]; moved: Map<string, string> };

function planNode(state: PlanState, n: SerializedNode | undefined, type: NodeType, gId: string, id: string, name: string): PlannedNode {
  const planned: PlannedNode = { oldGId: n?.gId, gId, id, name: name.trim() || type.name, type, active: n?.active ?? true, values: new Map(), bindings: new Map(), childs: [] };
  if (n) {
    if (!state.moved.has(n.gId)) state.moved.set(n.gId, gId);
    const raw = new Map<string, string>();
    planProperties(n, type, planned, raw);
    if (raw.size > 0) state.bindings.push({ node: planned, raw });
  }
  const fixed = new Map((type.children ?? []).map((c) => [c.id, c]));
  const usedFixed = new Set<string>();
  const taken = new Set([...fixed.keys()].map((k) => k.toLowerCase()));
  for (const c of n?.childs ?? []) {
    const childType = findNodeType(c.type);
    if (!childType) refuse(`Unknown node type '${c.type}'.`, c.type);
    const template = fixed.get(c.id);
    let childId: string;
    if (template && template.type === c.type && !usedFixed.has(c.id)) {
      usedFixed.add(c.id);
      childId = template.id;
    } else if (type.allowedTypes.some((a) => a.type === c.type)) {
      childId = uniqueId(c.id, taken);
      taken.add(childId.toLowerCase());
    } else {
      refuse(`Type '${c.type}' cannot be created under '${n?.name ?? name}' (${type.type}).`, c.type);
    }
    planned.childs.push(planNode(state, c, childType, joinGId(gId, childId), childId, c.name));
  }
  for (const f of fixed.values()) {
    if (usedFixed.has(f.id)) continue;
    const fixedType = findNodeType(f.type);
    if (fixedType) planned.childs.push(planNode(state, undefined, fixedType, joinGId(gId, f.id), f.id, f.name));
  }
  return planned;
}

/**
 * Checks serialized nodes for an import under `parentType` and plans what to write: top-level
 * types must be allowed under the parent, nested ones under their parent (or be its fixed
 * children); every type must be known. Throws the item's failure (3) and writes nothing.
 */
export function planImport(parentType: NodeType, parentGId: string, nodes: readonly SerializedNode[], taken: Set<string>, rename?: (name: string) => string): PlannedNode[] {
  const allowed = new Set(parentType.allowedTypes.map((t) => t.type));
  const notAllowed = nodes.find((n) => !allowed.has(n.type));
  if (notAllowed) refuse(`Type '${notAllowed.type}' cannot be created under this node.`, notAllowed.type);
  const state: PlanState = { bindings: [], moved: new Map() };
  const planned = nodes.map((n) => {
    const type = findNodeType(n.type);
    if (!type) refuse(`Unknown node type '${n.type}'.`, n.type);
    const id = uniqueId(n.id, taken);
    taken.add(id.toLowerCase());
    return planNode(state, n, type, joinGId(parentGId, id), id, rename ? rename(n.name) : n.name);
  });
  // Bindings move along with the subtree; those pointing outside it are dropped.
  for (const { node, raw } of state.bindings) {
    for (const [propId, bound] of raw) {
      const moved = state.moved.get(bound);
      if (moved !== undefined) node.bindings.set(propId, moved);
    }
  }
  return planned;
}

async function writePlanned(db: Db, host: string, parentGId: string, p: PlannedNode, order: number): Promise<void> {
  await insertNode(db, { host, g_id: p.gId, parent_g_id: parentGId, node_id: p.id, name: p.name, type: p.type.type, sort_order: order, visible: p.type.visible ?? 1, active: p.active ? 1 : 0, web_editor: p.type.webEditor ?? null });
  await insertProperties(
    db,
    p.type.properties.map((t, i) => ({ ...propertyRowFromTemplate(host, p.gId, t, i, p.values.has(t.id) ? (p.values.get(t.id) as PropertyValue) : t.value), bound_g_id: p.bindings.get(t.id) ?? null })),
  );
  for (const [i, c] of p.childs.entries()) await writePlanned(db, host, p.gId, c, i);
}

/** Writes planned top-level nodes under `parentGId` from `nextOrder` on; returns their gIds. */
export async function writePlannedSubtrees(db: Db, host: string, parentGId: string, planned: readonly PlannedNode[], nextOrder: number): Promise<string[]> {
  for (const [i, p] of planned.entries()) await writePlanned(db, host, parentGId, p, nextOrder + i);
  return planned.map((p) => p.gId);
}
