// What every batch action works with: the transaction, the caller and their rights, the tree's
// host, the temporary ids created so far, and the per-item failure type.
import type { BatchError, TypeDescriptor } from '../../src/domain/nodes/node-protocol';
import { BatchResult, TEMP_ID_PREFIX } from '../../src/domain/nodes/node-protocol';
import type { NodePropertyRow, NodeRow, UserRow } from '../db/schema';
import type { ServerContext } from '../context';
import type { InstrumentDriver } from '../instruments/driver';
import { AccessFlag } from '../../src/domain/rights';
import type { BatchBudget } from './batch-budget';
import { licenceNodeAccess } from './licence-sight';
import { hasAccess, nodeAccess } from './node-access';
import type { Db, DeletedRows } from './node-store';
import { findNode } from './node-store';
import type { ShareScope } from './share-scope';
import { inShareScope, shareAccess } from './share-scope';
import { nodeTypeOf, typeDescriptor } from './type-registry';

export type DatabaseKind = 'sqlite' | 'postgresql';

export type BatchContext = {
  db: Db;
  server: ServerContext;
  driver: InstrumentDriver;
  host: string;
  user: UserRow;
  rights: ReadonlySet<string>;
  ip: string;
  databaseKind: DatabaseKind;
  /** Set by a fullResponse item: update, move, bind and call answer the node too. */
  fullResponse: boolean;
  /** '%key' → the gId a create with that key returned. */
  tempIds: Map<string, string>;
  descriptors: Map<string, TypeDescriptor>;
  /** Controller hosts whose instruments the driver has been given (kept by the node service). */
  primedHosts: Set<string>;
  /** Raised when a tag definition changed, so the security version is bumped once per batch. */
  tagsChanged: boolean;
  /** Heavy items and answer size so far (batch-budget.ts). */
  budget: BatchBudget;
  /** Set when the batch runs through a share link: only that subtree, read-only (share-scope.ts). */
  share?: ShareScope;
  /**
   * A read-only batch's read items' nodes and properties, loaded in one query each before the items
   * run instead of two queries per item (batch-runner.ts). Absent gIds are looked up as usual.
   */
  prefetched?: { nodes: Map<string, NodeRow>; props: Map<string, NodePropertyRow[]> };
  /** Ids of the licence records the caller may read, for batches that reach the licence nodes (licence-sight.ts). */
  licenceSight?: ReadonlySet<number>;
};

/** A failed item: its result code, text and errors; the batch goes on with the next item. */
export class ItemFailure extends Error {
  constructor(
    readonly result: BatchResult,
    readonly text: string,
    readonly errors?: BatchError[],
  ) {
    super(text);
  }
}

export const MSG_NOT_FOUND = /*i18n*/ 'Node not found.';
export const MSG_ACCESS_DENIED = /*i18n*/ 'Access denied.';

/** Replaces a temporary id ('%key', or '%key.Child') with the gId its create returned. */
export function resolveGId(ctx: BatchContext, gId: string): string {
  if (!gId.startsWith(TEMP_ID_PREFIX)) return gId;
  const dot = gId.indexOf('.');
  const temp = dot < 0 ? gId : gId.slice(0, dot);
  const real = ctx.tempIds.get(temp);
  if (!real) throw new ItemFailure(BatchResult.invalidArgument, `Unknown temporary id '${temp}'.`);
  return dot < 0 ? real : real + gId.slice(dot);
}

/** The node of an item, with every check; soft-deleted nodes are missing unless `rows` asks for them. */
export async function requireNode(ctx: BatchContext, gId: string | undefined, rows: DeletedRows = 'live'): Promise<NodeRow> {
  const resolved = requireGId(ctx, gId);
  return foundNode(ctx, (rows === 'live' ? ctx.prefetched?.nodes.get(resolved) : undefined) ?? (await findNode(ctx.db, ctx.host, resolved, rows)));
}

/** The checks of requireNode before the lookup: the item's gId, resolved, within a share link's reach. */
export function requireGId(ctx: BatchContext, gId: string | undefined): string {
  if (gId === undefined || gId === '') throw new ItemFailure(BatchResult.invalidArgument, 'gId is required.');
  const resolved = resolveGId(ctx, gId);
  // Through a share link, nodes outside its subtree and nodes it may not browse do not exist: the
  // answer cannot tell which nodes are there.
  if (!inShareScope(ctx.share, resolved)) throw new ItemFailure(BatchResult.notFound, MSG_NOT_FOUND);
  return resolved;
}

/** The checks of requireNode after the lookup (of the gId requireGId gave). */
export function foundNode(ctx: BatchContext, row: NodeRow | undefined): NodeRow {
  if (!row) throw new ItemFailure(BatchResult.notFound, MSG_NOT_FOUND);
  if (ctx.share && !hasAccess(acOf(ctx, row), AccessFlag.browse)) throw new ItemFailure(BatchResult.notFound, MSG_NOT_FOUND);
  return row;
}

export function acOf(ctx: BatchContext, row: NodeRow): number {
  const type = nodeTypeOf(row.type);
  const bits = nodeAccess(ctx.host, row.g_id, type, ctx.rights);
  return shareAccess(ctx.share, row.g_id, type.recordMirror ? licenceNodeAccess(ctx, row.g_id, bits) : bits);
}

export function requireAccess(ac: number, flag: number, text = MSG_ACCESS_DENIED): void {
  if ((ac & flag) !== flag) throw new ItemFailure(BatchResult.accessDenied, text);
}

export function noteType(ctx: BatchContext, type: string): void {
  if (!ctx.descriptors.has(type)) ctx.descriptors.set(type, typeDescriptor(nodeTypeOf(type)));
}
