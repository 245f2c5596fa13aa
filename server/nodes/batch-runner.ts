// Runs a batch in one database transaction. Each item answers its own result and a failed item
// (ItemFailure) changes nothing and does not undo the others; an unexpected exception rolls the
// whole batch back and becomes a 500 (docs/nodes.md). With stopOnFailure (our extension, for the
// outbox's groups of queued changes) the batch ends after the first item that did not succeed, so no
// later change runs after one before it was refused. The batch budget (batch-budget.ts) refuses
// too many items up front and stops a batch whose answer grows too large.
//
// A batch that only reads runs without a transaction and in slices: after SLICE_MS of work it
// yields to the event loop (setImmediate), so other requests (and, on SQLite, their queries on the
// one connection a transaction would hold) get their turn while a 10,000-item read runs.
import type { BatchAction, BatchRequestItem, BatchResponse, BatchResponseItem } from '../../src/domain/nodes/node-protocol';
import { BatchResult, TEMP_ID_PREFIX } from '../../src/domain/nodes/node-protocol';
import { BatchAction as Action } from '../../src/domain/nodes/node-protocol';
import type { UserRow } from '../db/schema';
import { runWithAuditScope } from '../services/audit-context';
import type { ServerContext } from '../context';
import type { InstrumentDriver } from '../instruments/driver';
import { browseAction } from './actions/node-browse';
import { bindAction } from './actions/node-bind';
import { callAction } from './actions/node-call';
import { createAction } from './actions/node-create';
import { deleteAction } from './actions/node-delete';
import { getTypeAction } from './actions/node-get-type';
import { moveAction } from './actions/node-move';
import { historyReadAction, readAction } from './actions/node-read';
import { deserializeAction, serializeAction } from './actions/node-transfer';
import { updateAction } from './actions/node-update';
import type { BatchContext, DatabaseKind } from './batch-context';
import { ItemFailure } from './batch-context';
import type { BatchBudget } from './batch-budget';
import { checkHeavyItems, noteAnswer, runsSliced } from './batch-budget';
import type { Db } from './node-store';
import { findNodes, loadPropertiesKept } from './node-store';
import type { NodePropertyRow } from '../db/schema';
import type { ShareScope } from './share-scope';
import { MSG_SHARE_READ_ONLY, shareRefusal } from './share-scope';
import { bumpTagsSecurityVersion } from './tags-security';
import { loadLicenceSight, reachesLicences } from './licence-sight';

type Handler = (ctx: BatchContext, item: BatchRequestItem) => Promise<BatchResponseItem>;

const HANDLERS: Record<Exclude<BatchAction, -1>, Handler> = {
  [Action.create]: createAction,
  [Action.update]: updateAction,
  [Action.delete]: deleteAction,
  [Action.read]: readAction,
  [Action.hread]: historyReadAction,
  [Action.browse]: browseAction,
  [Action.call]: callAction,
  [Action.bind]: bindAction,
  [Action.serialize]: serializeAction,
  [Action.deserialize]: deserializeAction,
  [Action.move]: moveAction,
  [Action.getType]: getTypeAction,
};

export type BatchRun = {
  server: ServerContext;
  driver: InstrumentDriver;
  primedHosts: Set<string>;
  databaseKind: DatabaseKind;
  host: string;
  user: UserRow;
  rights: ReadonlySet<string>;
  ip: string;
  /** A share link's batch: user and rights are the link's creator, confined to the link's subtree. */
  share?: ShareScope;
  /** The answer ends after the first item whose result is not ok: the items after it do not run. */
  stopOnFailure?: boolean;
};

async function runItem(ctx: BatchContext, item: BatchRequestItem): Promise<BatchResponseItem> {
  const echo = item.key === undefined ? {} : { key: item.key };
  const refused = shareRefusal(ctx.share, item);
  if (refused !== undefined) {
    return { result: refused, resultText: MSG_SHARE_READ_ONLY, errors: [{ text: MSG_SHARE_READ_ONLY }], ...echo, ...(item.gId === undefined ? {} : { gId: item.gId }), isDesigner: false };
  }
  if (item.action === Action.fullResponse) return { result: BatchResult.ok, ...echo, isDesigner: false };
  try {
    const handler = HANDLERS[item.action];
    const handle = () => handler(ctx, item);
    // The item's own client time (normalised by the schema) names it in the audit log instead of the request's.
    const clientTime = item.clientTime;
    const answer = await (clientTime === undefined ? handle() : runWithAuditScope({ clientTime }, handle));
    // isDesigner is true only for a design-mode browse by a writer (node-browse.ts).
    return { ...answer, ...echo, isDesigner: answer.isDesigner ?? false };
  } catch (error) {
    if (!(error instanceof ItemFailure)) throw error;
    const failed: BatchResponseItem = { result: error.result, resultText: error.text, errors: error.errors ?? [{ text: error.text }], ...echo, isDesigner: false };
    if (item.gId !== undefined) failed.gId = item.gId;
    return failed;
  }
}

/** Work between two yields of a read-only batch. */
export const SLICE_MS = 4;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function contextOf(run: BatchRun, db: Db, items: readonly BatchRequestItem[], budget: BatchBudget): BatchContext {
  return {
    db,
    server: run.server,
    driver: run.driver,
    host: run.host,
    user: run.user,
    rights: run.rights,
    ip: run.ip,
    databaseKind: run.databaseKind,
    fullResponse: items.some((i) => i.action === Action.fullResponse),
    tempIds: new Map(),
    descriptors: new Map(),
    primedHosts: run.primedHosts,
    tagsChanged: false,
    budget,
    share: run.share,
  };
}

/**
 * The nodes and properties of the read items (the live-value poll): two queries for the whole batch, at the
 * same time (on PostgreSQL on two pooled connections, one round trip); rows of ids that are no live node
 * are dropped. Outside a transaction only, as the kept property columns need (loadPropertiesKept).
 */
async function prefetchReads(ctx: BatchContext, items: readonly BatchRequestItem[]): Promise<BatchContext['prefetched']> {
  const gIds = [...new Set(items.filter((i) => i.action === Action.read && i.gId !== undefined && !i.gId.startsWith(TEMP_ID_PREFIX)).map((i) => i.gId as string))];
  if (gIds.length === 0) return undefined;
  const [nodes, rows] = await Promise.all([findNodes(ctx.db, ctx.host, gIds), loadPropertiesKept(ctx.db, ctx.host, gIds)]);
  const props = new Map<string, NodePropertyRow[]>([...nodes.keys()].map((gId) => [gId, []]));
  for (const row of rows) props.get(row.node_g_id)?.push(row);
  return { nodes, props };
}

/** The answer and its JSON text, each item serialised once: for the size budget and to be sent as is. */
export type BatchAnswer = { response: BatchResponse; json: string };

type ItemAnswers = { responses: BatchResponseItem[]; texts: string[] };

function answerOf(ctx: BatchContext, done: ItemAnswers): BatchAnswer {
  const descriptors = [...ctx.descriptors.values()];
  // The text JSON.stringify gives for the whole BatchResponse, built from the items' texts.
  return { response: { responses: done.responses, descriptors }, json: `{"responses":[${done.texts.join(',')}],"descriptors":${JSON.stringify(descriptors)}}` };
}

/**
 * The items one after the other; `sliced` yields between items every SLICE_MS (read-only batches only);
 * `stopOnFailure` ends the answer after the first item that did not succeed.
 */
async function runItems(ctx: BatchContext, items: readonly BatchRequestItem[], sliced: boolean, stopOnFailure: boolean): Promise<ItemAnswers> {
  const responses: BatchResponseItem[] = [];
  const texts: string[] = [];
  let sliceStart = performance.now();
  for (const item of items) {
    if (sliced && performance.now() - sliceStart >= SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
    const response = await runItem(ctx, item);
    texts.push(noteAnswer(ctx.budget, response));
    responses.push(response);
    if (stopOnFailure && response.result !== BatchResult.ok) break;
  }
  return { responses, texts };
}

export async function runBatch(run: BatchRun, items: readonly BatchRequestItem[]): Promise<BatchAnswer> {
  const budget = checkHeavyItems(items);
  if (runsSliced(items)) {
    const ctx = contextOf(run, run.server.db, items, budget);
    ctx.prefetched = await prefetchReads(ctx, items);
    if (reachesLicences(run.host, items)) ctx.licenceSight = await loadLicenceSight(ctx);
    return answerOf(ctx, await runItems(ctx, items, true, run.stopOnFailure === true));
  }
  return run.server.db.transaction().execute(async (trx) => {
    const ctx = contextOf(run, trx, items, budget);
    if (reachesLicences(run.host, items)) ctx.licenceSight = await loadLicenceSight(ctx);
    const done = await runItems(ctx, items, false, run.stopOnFailure === true);
    if (ctx.tagsChanged) await bumpTagsSecurityVersion(trx);
    return answerOf(ctx, done);
  });
}
