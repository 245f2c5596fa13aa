// Reads and writes node and property rows. Subtrees are selected by gId prefix with substr (not
// LIKE): exact and case-sensitive on SQLite and PostgreSQL alike, and ids need no escaping.
import { sql } from 'kysely';
import type { Insertable, Kysely } from 'kysely';
import type { PropertyValue } from '../../src/domain/nodes/node-protocol';
import type { Database, NodePropertiesTable, NodePropertyRow, NodeRow, NodesTable } from '../db/schema';
import { compiledOnce } from '../db/compiled-once';
import type { PropertyTemplate } from './node-type';

export type Db = Kysely<Database>;

function inSubtree(column: 'g_id' | 'node_g_id', gId: string) {
  const prefix = `${gId}.`;
  return sql<boolean>`(${sql.ref(column)} = ${gId} or substr(${sql.ref(column)}, 1, ${prefix.length}) = ${prefix})`;
}

/** Soft-deleted rows (the recycle bin) are left out unless asked for: they behave as missing. */
export type DeletedRows = 'live' | 'withDeleted';

function nodesOf(db: Db, host: string, rows: DeletedRows) {
  const all = db.selectFrom('nodes').selectAll().where('host', '=', host);
  return rows === 'live' ? all.where('deleted_at', 'is', null) : all;
}

export function isDeleted(row: NodeRow): boolean {
  return row.deleted_at !== null;
}

// Every batch looks nodes up one by one (the controller check, each item's node): compiled once.
const liveNode = compiledOnce((db: Db, host: string, gId: string) => nodesOf(db, host, 'live').where('g_id', '=', gId));

/** The node; a soft-deleted one only with 'withDeleted' (debug browse, restore, permanent delete). */
export async function findNode(db: Db, host: string, gId: string, rows: DeletedRows = 'live'): Promise<NodeRow | undefined> {
  if (rows === 'live') return (await liveNode(db, host, gId))[0];
  return nodesOf(db, host, rows).where('g_id', '=', gId).executeTakeFirst();
}

/** The nodes of `gIds` that exist (live ones unless asked), by gId: one query per 500 ids. */
export async function findNodes(db: Db, host: string, gIds: readonly string[], rows: DeletedRows = 'live'): Promise<Map<string, NodeRow>> {
  const found = new Map<string, NodeRow>();
  for (let i = 0; i < gIds.length; i += 500) {
    for (const row of await nodesOf(db, host, rows).where('g_id', 'in', gIds.slice(i, i + 500)).execute()) found.set(row.g_id, row);
  }
  return found;
}

/** The node and all its descendants, parents before children, siblings in order. */
export async function loadSubtree(db: Db, host: string, gId: string, rows: DeletedRows = 'live'): Promise<NodeRow[]> {
  const found = await nodesOf(db, host, rows).where(inSubtree('g_id', gId)).execute();
  return found.sort((x, y) => x.g_id.split('.').length - y.g_id.split('.').length || x.sort_order - y.sort_order || x.id - y.id);
}

export async function loadChildren(db: Db, host: string, parentGId: string, rows: DeletedRows = 'live'): Promise<NodeRow[]> {
  return nodesOf(db, host, rows).where('parent_g_id', '=', parentGId).orderBy('sort_order').orderBy('id').execute();
}

/**
 * The gIds of a node and of its children (those `rows` lists), as a subquery the indexes serve (a union:
 * an `or` in it, or between a column and a subquery, makes SQLite scan every node of the host).
 */
function selfAndChildIds(db: Db, host: string, gId: string, rows: DeletedRows) {
  const self = db.selectFrom('nodes').select('g_id').where('host', '=', host).where('g_id', '=', gId);
  return self.unionAll(nodesOf(db, host, rows).clearSelect().select('g_id').where('parent_g_id', '=', gId));
}

// The tree's lazy browse runs these on every request: compiled once per shape (the recycle bin in or
// out, one generation or two, the children's property rows or the node's own), so only the values change,
// and kept while the database is unchanged (direct-read.ts): every tablet browses the same few nodes.
const below = (db: Db, host: string, gId: string, rows: DeletedRows, generations: 1 | 2) =>
  generations === 1 ? nodesOf(db, host, rows).where('parent_g_id', '=', gId) : nodesOf(db, host, rows).where('parent_g_id', 'in', selfAndChildIds(db, host, gId, rows));
const KEEP = { keep: true };
const nodeAndBelow = (rows: DeletedRows, generations: 1 | 2) =>
  compiledOnce((db: Db, host: string, gId: string) => nodesOf(db, host, rows).where('g_id', '=', gId).unionAll(below(db, host, gId, rows, generations)).orderBy('sort_order').orderBy('id'), KEEP);
const nodesAround = {
  live: { 1: nodeAndBelow('live', 1), 2: nodeAndBelow('live', 2) },
  withDeleted: { 1: nodeAndBelow('withDeleted', 1), 2: nodeAndBelow('withDeleted', 2) },
};

/**
 * A node with its children (generations 1) or also its grandchildren (2), in one query: what a browse of
 * depth 0 or 1 shows (the lowest generation for hasChildren). `root` is missing when the node is; `below`
 * holds the other rows, siblings in order (index nodes_host_parent).
 */
export async function loadNodeAndBelow(db: Db, host: string, gId: string, generations: 1 | 2, rows: DeletedRows = 'live'): Promise<{ root?: NodeRow; below: NodeRow[] }> {
  const found = await nodesAround[rows][generations](db, host, gId);
  return { root: found.find((r) => r.g_id === gId), below: found.filter((r) => r.g_id !== gId) };
}

/** Property rows a browse reads ahead of its node rows at most; more are read after the budget check. */
export const MAX_EARLY_PROPERTIES = 2000;

// Property rows are inserted whole (propertyRowFromTemplate) and afterwards only their value and binding
// change (setPropertyValue, bind, the unbinding of delete and restore); ids are never reused (SQLite
// AUTOINCREMENT, PostgreSQL serial). So everything else in a row stays as it was for as long as its id
// exists, on every server instance: the browse reads only id, value and bound_g_id and takes the rest from
// rows it read whole before (better-sqlite3 and pg build a row's object column by column, and the 22
// columns were the largest part of a browse). Code that changes another column must read it here too.
type ChangingColumns = Pick<NodePropertyRow, 'id' | 'value' | 'bound_g_id'>;
type StaticColumns = Omit<NodePropertyRow, 'value' | 'bound_g_id'>;

/** Per database (tests run several in one process, with the same ids); the oldest go first when full. */
const staticsByDb = new WeakMap<Db, Map<number, StaticColumns>>();
const MAX_STATIC_ROWS = 20_000;

async function withStaticColumns(db: Db, changing: readonly ChangingColumns[]): Promise<NodePropertyRow[]> {
  let statics = staticsByDb.get(db);
  if (!statics) {
    statics = new Map();
    staticsByDb.set(db, statics);
  }
  const missing = changing.filter((r) => !statics.has(r.id)).map((r) => r.id);
  for (let i = 0; i < missing.length; i += 500) {
    for (const row of await db.selectFrom('node_properties').selectAll().where('id', 'in', missing.slice(i, i + 500)).execute()) {
      if (statics.size >= MAX_STATIC_ROWS) statics.delete(statics.keys().next().value as number);
      statics.set(row.id, propertyRowOf(row, row.value, row.bound_g_id));
    }
  }
  const rows: NodePropertyRow[] = [];
  for (const { id, value, bound_g_id } of changing) {
    const known = statics.get(id);
    // A row deleted between the two reads is left out, as if the first had missed it.
    if (known) rows.push(propertyRowOf(known, value, bound_g_id));
  }
  // The order loadProperties reads in; sorted here, from the kept columns, instead of by the database.
  return rows.sort((x, y) => x.sort_order - y.sort_order || x.id - y.id);
}

/**
 * The row as one object literal: every row gets the same shape (the drivers' row objects, built column by
 * column, are slow to copy and to read), and it is a copy, so no caller can change what is kept.
 */
function propertyRowOf(s: StaticColumns, value: string, bound_g_id: string | null): NodePropertyRow {
  return {
    id: s.id,
    host: s.host,
    node_g_id: s.node_g_id,
    prop_id: s.prop_id,
    value,
    type: s.type,
    name: s.name,
    description: s.description,
    tdesc: s.tdesc,
    category: s.category,
    cat_order: s.cat_order,
    phy_q: s.phy_q,
    standard_values: s.standard_values,
    visible: s.visible,
    sort_order: s.sort_order,
    width: s.width,
    break_column: s.break_column,
    web_editor: s.web_editor,
    flags: s.flags,
    read_only: s.read_only,
    source: s.source,
    bound_g_id,
  };
}

// Unordered: withStaticColumns sorts them.
function changingColumnsOf(db: Db, host: string) {
  return db.selectFrom('node_properties').select(['id', 'value', 'bound_g_id']).where('host', '=', host);
}

const propertiesBelow = {
  own: compiledOnce((db: Db, host: string, gId: string) => changingColumnsOf(db, host).where('node_g_id', '=', gId).limit(MAX_EARLY_PROPERTIES + 1), KEEP),
  live: compiledOnce(
    (db: Db, host: string, gId: string) => changingColumnsOf(db, host).where('node_g_id', 'in', selfAndChildIds(db, host, gId, 'live')).limit(MAX_EARLY_PROPERTIES + 1),
    KEEP,
  ),
  withDeleted: compiledOnce(
    (db: Db, host: string, gId: string) => changingColumnsOf(db, host).where('node_g_id', 'in', selfAndChildIds(db, host, gId, 'withDeleted')).limit(MAX_EARLY_PROPERTIES + 1),
    KEEP,
  ),
};

/**
 * The property rows of a node and, with `children`, of its children: the rows a browse of depth 0 or 1
 * can show, read without waiting for the node rows (node-browse.ts runs both queries at once). More than
 * MAX_EARLY_PROPERTIES rows answer undefined, so reading them ahead never costs more than that (the
 * browse's own budget check comes after the node rows).
 */
export async function loadPropertiesBelow(db: Db, host: string, gId: string, children: DeletedRows | false): Promise<NodePropertyRow[] | undefined> {
  const found = await propertiesBelow[children || 'own'](db, host, gId);
  return found.length > MAX_EARLY_PROPERTIES ? undefined : withStaticColumns(db, found);
}

/**
 * loadProperties read narrow (id, value, bound_g_id) and joined with the kept columns: for reads outside a
 * transaction on every request (the live-value poll's prefetch), where the whole rows were most of the time.
 */
export async function loadPropertiesKept(db: Db, host: string, gIds: readonly string[]): Promise<NodePropertyRow[]> {
  const rows: ChangingColumns[] = [];
  for (let i = 0; i < gIds.length; i += 500) rows.push(...(await changingColumnsOf(db, host).where('node_g_id', 'in', gIds.slice(i, i + 500)).execute()));
  return withStaticColumns(db, rows);
}

export async function loadProperties(db: Db, host: string, gIds: readonly string[]): Promise<NodePropertyRow[]> {
  if (gIds.length === 0) return [];
  const rows: NodePropertyRow[] = [];
  // Chunked: PostgreSQL and SQLite both limit the number of parameters of one statement.
  for (let i = 0; i < gIds.length; i += 500) {
    const chunk = gIds.slice(i, i + 500);
    rows.push(...(await db.selectFrom('node_properties').selectAll().where('host', '=', host).where('node_g_id', 'in', chunk).orderBy('sort_order').orderBy('id').execute()));
  }
  return rows;
}

export async function insertNode(db: Db, row: Insertable<NodesTable>): Promise<void> {
  await db.insertInto('nodes').values(row).execute();
}

export async function insertProperties(db: Db, rows: Insertable<NodePropertiesTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('node_properties').values(rows.slice(i, i + 200)).execute();
}

/**
 * Soft delete: marks the node and its live descendants as deleted by this delete (deleted_in = gId).
 * Rows an earlier delete marked keep their own deleted_in, so each delete is restored on its own.
 */
export async function markSubtreeDeleted(db: Db, host: string, gId: string, userId: number, at: string): Promise<void> {
  await db.updateTable('nodes').set({ deleted_at: at, deleted_by: userId, deleted_in: gId }).where('host', '=', host).where(inSubtree('g_id', gId)).where('deleted_at', 'is', null).execute();
}

/** Brings back exactly the rows the delete of gId marked; returns them. */
export async function restoreDeletedRows(db: Db, host: string, gId: string): Promise<NodeRow[]> {
  const rows = await db.selectFrom('nodes').selectAll().where('host', '=', host).where('deleted_in', '=', gId).execute();
  await db.updateTable('nodes').set({ deleted_at: null, deleted_by: null, deleted_in: null }).where('host', '=', host).where('deleted_in', '=', gId).execute();
  return rows.map((r) => ({ ...r, deleted_at: null, deleted_by: null, deleted_in: null }));
}

/** Removes the node and everything below it for good, soft-deleted rows included. */
export async function deleteSubtree(db: Db, host: string, gId: string): Promise<void> {
  await db.deleteFrom('node_properties').where('host', '=', host).where(inSubtree('node_g_id', gId)).execute();
  await db.deleteFrom('nodes').where('host', '=', host).where(inSubtree('g_id', gId)).execute();
}

/**
 * Properties outside the subtree bound to a node inside it: the references a delete checks. Those of
 * soft-deleted nodes do not count (a restore drops bindings to nodes that are gone by then).
 */
export async function findReferences(db: Db, host: string, gId: string): Promise<NodePropertyRow[]> {
  const liveNodes = db.selectFrom('nodes').select('g_id').where('host', '=', host).where('deleted_at', 'is', null);
  const rows = await db.selectFrom('node_properties').selectAll().where('host', '=', host).where('bound_g_id', 'is not', null).where('node_g_id', 'in', liveNodes).execute();
  const inside = (g: string) => g === gId || g.startsWith(`${gId}.`);
  return rows.filter((r) => r.bound_g_id !== null && inside(r.bound_g_id) && !inside(r.node_g_id));
}

export async function setPropertyValue(db: Db, host: string, gId: string, propId: string, value: PropertyValue): Promise<void> {
  await db.updateTable('node_properties').set({ value: JSON.stringify(value) }).where('host', '=', host).where('node_g_id', '=', gId).where('prop_id', '=', propId).execute();
}

export function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

// A property's type, unit and standard values are JSON text copied from its type's template, so a few
// texts repeat in every browse: each is parsed once and shared, frozen so no answer can change another's.
const sharedTexts = new Map<string, unknown>();
const MAX_SHARED_TEXTS = 2000;
const UNPARSABLE = Symbol('unparsable');

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

/** parseJson for the repeating metadata columns: the same text gives the same frozen value. */
export function parseSharedJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  let parsed = sharedTexts.get(text);
  if (parsed === undefined) {
    parsed = parseJson<unknown>(text, UNPARSABLE);
    deepFreeze(parsed);
    // The oldest goes first when full (Map keeps insertion order).
    if (sharedTexts.size >= MAX_SHARED_TEXTS) sharedTexts.delete(sharedTexts.keys().next().value as string);
    sharedTexts.set(text, parsed);
  }
  return parsed === UNPARSABLE ? fallback : (parsed as T);
}

export function propertyRowFromTemplate(host: string, gId: string, t: PropertyTemplate, order: number, value: PropertyValue = t.value): Insertable<NodePropertiesTable> {
  return {
    host,
    node_g_id: gId,
    prop_id: t.id,
    value: JSON.stringify(value),
    type: JSON.stringify(t.type),
    name: t.name,
    description: t.desc ?? null,
    tdesc: t.tdesc ?? null,
    category: t.category ?? null,
    cat_order: t.catOrder ?? null,
    phy_q: t.phyQ ? JSON.stringify(t.phyQ) : null,
    standard_values: t.standardValues ? JSON.stringify(t.standardValues) : null,
    visible: t.visible ?? 1,
    sort_order: order,
    width: t.width ?? null,
    break_column: t.breakColumn ? 1 : 0,
    web_editor: t.webEditor ?? null,
    flags: t.flags ?? 0,
    read_only: t.readOnly ? 1 : 0,
    source: t.source ?? 'stored',
    bound_g_id: null,
  };
}

