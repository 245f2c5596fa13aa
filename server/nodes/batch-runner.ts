// Runs a batch in one database transaction. Each item answers its own result and a failed item
// (ItemFailure) changes nothing and does not undo the others; an unexpected exception rolls the
// whole batch back and becomes a 500 (docs/nodes.md). The batch budget (batch-budget.ts) refuses
// too many heavy items up front and stops a batch whose answer grows too large.
import type { BatchAction, BatchRequestItem, BatchResponse, BatchResponseItem } from '../../src/domain/nodes/node-protocol';
import { BatchResult } from '../../src/domain/nodes/node-protocol';
import { BatchAction as Action } from '../../src/domain/nodes/node-protocol';
import type { UserRow } from '../db/schema';
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
import { checkHeavyItems, noteAnswer } from './batch-budget';
import type { ShareScope } from './share-scope';
import { MSG_SHARE_READ_ONLY, shareRefusal } from './share-scope';
import { bumpTagsSecurityVersion } from './tags-security';

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
};

async function runItem(ctx: BatchContext, item: BatchRequestItem): Promise<BatchResponseItem> {
  const echo = item.key === undefined ? {} : { key: item.key };
  const refused = shareRefusal(ctx.share, item);
  if (refused !== undefined) {
    return { result: refused, resultText: MSG_SHARE_READ_ONLY, errors: [{ text: MSG_SHARE_READ_ONLY }], ...echo, ...(item.gId === undefined ? {} : { gId: item.gId }), isDesigner: false };
  }
  if (item.action === Action.fullResponse) return { result: BatchResult.ok, ...echo, isDesigner: false };
  try {
    const answer = await HANDLERS[item.action](ctx, item);
    // isDesigner is true only for a design-mode browse by a writer (node-browse.ts).
    return { ...answer, ...echo, isDesigner: answer.isDesigner ?? false };
  } catch (error) {
    if (!(error instanceof ItemFailure)) throw error;
    const failed: BatchResponseItem = { result: error.result, resultText: error.text, errors: error.errors ?? [{ text: error.text }], ...echo, isDesigner: false };
    if (item.gId !== undefined) failed.gId = item.gId;
    return failed;
  }
}

export async function runBatch(run: BatchRun, items: readonly BatchRequestItem[]): Promise<BatchResponse> {
  const budget = checkHeavyItems(items);
  return run.server.db.transaction().execute(async (trx) => {
    const ctx: BatchContext = {
      db: trx,
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
    const responses: BatchResponseItem[] = [];
    for (const item of items) {
      const response = await runItem(ctx, item);
      noteAnswer(budget, response);
      responses.push(response);
    }
    if (ctx.tagsChanged) await bumpTagsSecurityVersion(trx);
    return { responses, descriptors: [...ctx.descriptors.values()] };
  });
}
