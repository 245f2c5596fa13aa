// The work one batch may cause (docs/nodes.md "Batch budget"): at most MAX_HEAVY_ITEMS heavy items
// (serialize, deserialize, ExportNative, ImportNative, Clone, and browses deeper than 1 that load
// more than HEAVY_BROWSE_NODES nodes) and an answer of at most MAX_ANSWER_CHARS. Items that are
// heavy by their action are counted before anything runs; deep browses and the answer size while
// the batch runs, and exceeding them there rolls the whole batch back.
import type { BatchRequestItem, BatchResponseItem } from '../../src/domain/nodes/node-protocol';
import { BatchAction } from '../../src/domain/nodes/node-protocol';
import { httpError } from '../services/http-error';

export const MAX_HEAVY_ITEMS = 20;
export const HEAVY_BROWSE_NODES = 1000;
export const MAX_ANSWER_CHARS = 20 * 1024 * 1024;

const HEAVY_METHODS: ReadonlySet<string> = new Set(['ExportNative', 'ImportNative', 'Clone']);

export const MSG_TOO_MANY_HEAVY_ITEMS =
  `A batch may hold at most ${MAX_HEAVY_ITEMS} heavy items (serialize, deserialize, ExportNative, ImportNative, Clone, ` +
  `browses deeper than 1 over more than ${HEAVY_BROWSE_NODES} nodes); split it into smaller batches.`;
export const MSG_ANSWER_TOO_LARGE = `The answer of this batch would be larger than ${MAX_ANSWER_CHARS / (1024 * 1024)} MB; split it into smaller batches.`;

export type BatchBudget = { heavy: number; answerChars: number };

export function newBudget(): BatchBudget {
  return { heavy: 0, answerChars: 0 };
}

/** Heavy by its action alone, whatever the tree holds. */
export function isHeavyItem(item: BatchRequestItem): boolean {
  if (item.action === BatchAction.serialize || item.action === BatchAction.deserialize) return true;
  return item.action === BatchAction.call && item.methodName !== undefined && HEAVY_METHODS.has(item.methodName);
}

/** Counts the heavy items before the batch runs; too many answer 400 and nothing runs. */
export function checkHeavyItems(items: readonly BatchRequestItem[]): BatchBudget {
  const budget = newBudget();
  budget.heavy = items.filter(isHeavyItem).length;
  if (budget.heavy > MAX_HEAVY_ITEMS) throw httpError(400, MSG_TOO_MANY_HEAVY_ITEMS);
  return budget;
}

/** A browse deeper than 1 that loaded `loaded` nodes: heavy when they are more than HEAVY_BROWSE_NODES. */
export function noteDeepBrowse(ctx: { budget: BatchBudget }, loaded: number): void {
  if (loaded <= HEAVY_BROWSE_NODES) return;
  ctx.budget.heavy += 1;
  if (ctx.budget.heavy > MAX_HEAVY_ITEMS) throw httpError(400, MSG_TOO_MANY_HEAVY_ITEMS);
}

/** Adds an item's answer to the batch's answer size; too large answers 413 (the batch is rolled back). */
export function noteAnswer(budget: BatchBudget, response: BatchResponseItem): void {
  budget.answerChars += JSON.stringify(response).length;
  if (budget.answerChars > MAX_ANSWER_CHARS) throw httpError(413, MSG_ANSWER_TOO_LARGE);
}
