// Making nodes: ids derived from names and unique among siblings, and the rows a node type's
// templates produce (its properties and fixed children).
import { isValidNodeId, joinGId } from '../../src/domain/nodes/node-ids';
import type { NodeRow } from '../db/schema';
import type { Db } from './node-store';
import { insertNode, insertProperties, isDeleted, loadChildren, propertyRowFromTemplate } from './node-store';
import { nodeTypeOf } from './type-registry';

/** The name itself when it is a valid id, else its id characters, else the fallback. */
export function idFromName(name: string, fallback: string): string {
  if (isValidNodeId(name)) return name;
  const cleaned = name.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);
  return cleaned === '' ? fallback : cleaned;
}

/** An id not used by any sibling, compared without case (so gId prefixes never collide on SQLite). */
export function uniqueId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const candidate = base.slice(0, 64 - suffix.length) + suffix;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * Ids a new child may not take and the order it gets. Soft-deleted siblings keep their ids reserved
 * (docs/decisions.md), so a restore never meets a new node holding its gId; orders count live ones.
 */
export async function siblingInfo(db: Db, host: string, parentGId: string): Promise<{ taken: Set<string>; nextOrder: number }> {
  const siblings = await loadChildren(db, host, parentGId, 'withDeleted');
  const live = siblings.filter((s) => !isDeleted(s));
  return { taken: new Set(siblings.map((s) => s.node_id.toLowerCase())), nextOrder: live.reduce((max, s) => Math.max(max, s.sort_order + 1), 0) };
}

/** Inserts a node of `type` with its template properties and children; returns its row. */
export async function createNodeFromType(db: Db, host: string, parentGId: string, id: string, name: string, typeName: string, order: number): Promise<NodeRow> {
  const type = nodeTypeOf(typeName);
  const gId = joinGId(parentGId, id);
  const row = { host, g_id: gId, parent_g_id: parentGId, node_id: id, name, type: typeName, sort_order: order, visible: type.visible ?? 1, active: 1 as const, web_editor: type.webEditor ?? null };
  await insertNode(db, row);
  await insertProperties(db, type.properties.map((t, i) => propertyRowFromTemplate(host, gId, t, i)));
  for (const [i, child] of (type.children ?? []).entries()) await createNodeFromType(db, host, gId, child.id, child.name, child.type, child.order ?? i);
  const stored = await db.selectFrom('nodes').selectAll().where('host', '=', host).where('g_id', '=', gId).executeTakeFirstOrThrow();
  return stored;
}
