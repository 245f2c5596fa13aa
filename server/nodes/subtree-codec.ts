// The serialized form of a subtree (serialize, ExportNative, download) and writing one back under
// a parent (deserialize, ImportNative, Clone). Property rows travel whole, so a round trip keeps
// every field; bindings inside the subtree follow it to its new place.
import { z } from 'zod';
import { joinGId } from '../../src/domain/nodes/node-ids';
import type { NodePropertyRow, NodeRow } from '../db/schema';
import type { Db } from './node-store';
import { insertNode, insertProperties, loadSubtree, loadSubtreeProperties } from './node-store';
import { siblingInfo, uniqueId } from './node-factory';

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
    name: z.string().min(1).max(200),
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

function serializeProperty(p: NodePropertyRow): SerializedNode['properties'][number] {
  return {
    id: p.prop_id,
    value: p.value,
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
    boundGId: p.bound_g_id,
  };
}

export async function serializeSubtree(db: Db, host: string, gId: string): Promise<SerializedContent> {
  const nodes = await loadSubtree(db, host, gId);
  const props = await loadSubtreeProperties(db, host, gId);
  const byNode = new Map<string, NodePropertyRow[]>();
  for (const p of props) byNode.set(p.node_g_id, [...(byNode.get(p.node_g_id) ?? []), p]);
  const childsOf = new Map<string, NodeRow[]>();
  for (const n of nodes) if (n.parent_g_id !== null) childsOf.set(n.parent_g_id, [...(childsOf.get(n.parent_g_id) ?? []), n]);
  const build = (n: NodeRow): SerializedNode => ({
    id: n.node_id,
    gId: n.g_id,
    name: n.name,
    type: n.type,
    visible: n.visible,
    active: n.active === 1,
    webEditor: n.web_editor,
    properties: (byNode.get(n.g_id) ?? []).map(serializeProperty),
    childs: (childsOf.get(n.g_id) ?? []).map(build),
  });
  const root = nodes.find((n) => n.g_id === gId);
  return { format: SERIALIZED_FORMAT, version: 1, nodes: root ? [build(root)] : [] };
}

/** Writes serialized nodes under `parentGId` with ids unique among the new siblings; returns the new top-level gIds. */
export async function writeSubtrees(db: Db, host: string, parentGId: string, nodes: readonly SerializedNode[], rename?: (name: string) => string): Promise<string[]> {
  const { taken, nextOrder } = await siblingInfo(db, host, parentGId);
  const moved = new Map<string, string>();
  const written: string[] = [];
  const pendingProps: { gId: string; props: SerializedNode['properties'] }[] = [];

  async function write(n: SerializedNode, parent: string, id: string, order: number, name: string): Promise<void> {
    const gId = joinGId(parent, id);
    moved.set(n.gId, gId);
    await insertNode(db, { host, g_id: gId, parent_g_id: parent, node_id: id, name, type: n.type, sort_order: order, visible: n.visible, active: n.active ? 1 : 0, web_editor: n.webEditor });
    pendingProps.push({ gId, props: n.properties });
    for (const [i, c] of n.childs.entries()) await write(c, gId, c.id, i, c.name);
  }

  for (const [i, n] of nodes.entries()) {
    const id = uniqueId(n.id, taken);
    taken.add(id.toLowerCase());
    await write(n, parentGId, id, nextOrder + i, rename ? rename(n.name) : n.name);
    written.push(joinGId(parentGId, id));
  }

  const movedBinding = (bound: string | null): string | null => {
    if (bound === null) return null;
    for (const [from, to] of moved) if (bound === from) return to;
    return bound;
  };
  await insertProperties(
    db,
    pendingProps.flatMap(({ gId, props }) =>
      props.map((p) => ({
        host,
        node_g_id: gId,
        prop_id: p.id,
        value: p.value,
        type: p.type,
        name: p.name,
        description: p.description,
        tdesc: p.tdesc,
        category: p.category,
        cat_order: p.catOrder,
        phy_q: p.phyQ,
        standard_values: p.standardValues,
        visible: p.visible,
        sort_order: p.order,
        width: p.width,
        break_column: p.breakColumn ? (1 as const) : (0 as const),
        web_editor: p.webEditor,
        flags: p.flags,
        read_only: p.readOnly ? (1 as const) : (0 as const),
        source: p.source,
        bound_g_id: movedBinding(p.boundGId),
      })),
    ),
  );
  return written;
}

/** All node types used in serialized nodes, for the check that each is known. */
export function typesIn(nodes: readonly SerializedNode[]): string[] {
  return nodes.flatMap((n) => [n.type, ...typesIn(n.childs)]);
}
