// What every batch action works with: the transaction, the caller and their rights, the tree's
// host, the temporary ids created so far, and the per-item failure type.
import type { BatchError, TypeDescriptor } from '../../src/domain/nodes/node-protocol';
import { BatchResult, TEMP_ID_PREFIX } from '../../src/domain/nodes/node-protocol';
import type { NodeRow, UserRow } from '../db/schema';
import type { ServerContext } from '../context';
import type { InstrumentDriver } from '../instruments/driver';
import type { BatchBudget } from './batch-budget';
import { nodeAccess } from './node-access';
import type { Db } from './node-store';
import { findNode } from './node-store';
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

export const MSG_NOT_FOUND = 'Node not found.';
export const MSG_ACCESS_DENIED = 'Access denied.';

/** Replaces a temporary id ('%key', or '%key.Child') with the gId its create returned. */
export function resolveGId(ctx: BatchContext, gId: string): string {
  if (!gId.startsWith(TEMP_ID_PREFIX)) return gId;
  const dot = gId.indexOf('.');
  const temp = dot < 0 ? gId : gId.slice(0, dot);
  const real = ctx.tempIds.get(temp);
  if (!real) throw new ItemFailure(BatchResult.invalidArgument, `Unknown temporary id '${temp}'.`);
  return dot < 0 ? real : real + gId.slice(dot);
}

export async function requireNode(ctx: BatchContext, gId: string | undefined): Promise<NodeRow> {
  if (gId === undefined || gId === '') throw new ItemFailure(BatchResult.invalidArgument, 'gId is required.');
  const row = await findNode(ctx.db, ctx.host, resolveGId(ctx, gId));
  if (!row) throw new ItemFailure(BatchResult.notFound, MSG_NOT_FOUND);
  return row;
}

export function acOf(ctx: BatchContext, row: NodeRow): number {
  return nodeAccess(ctx.host, row.g_id, nodeTypeOf(row.type), ctx.rights);
}

export function requireAccess(ac: number, flag: number, text = MSG_ACCESS_DENIED): void {
  if ((ac & flag) !== flag) throw new ItemFailure(BatchResult.accessDenied, text);
}

export function noteType(ctx: BatchContext, type: string): void {
  if (!ctx.descriptors.has(type)) ctx.descriptors.set(type, typeDescriptor(nodeTypeOf(type)));
}
