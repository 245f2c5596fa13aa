// The work one batch may cause (docs/nodes.md "Batch budget"): at most MAX_BATCH_ITEMS items, at
// most MAX_WRITE_BATCH_ITEMS when any of them changes something (a write batch holds its
// transaction, and on SQLite the one connection, until it ends), at most MAX_HEAVY_ITEMS heavy items
// (serialize, deserialize, ExportNative, ImportNative, Clone, and browses deeper than 1 that load
// more than HEAVY_BROWSE_NODES nodes), at most MAX_BROWSE_NODES nodes loaded by its browses, and an
// answer of at most MAX_ANSWER_CHARS. Counts and heavy actions are checked before anything runs;
// deep browses, loaded nodes and the answer size while the batch runs, and exceeding them there
// rolls the whole batch back.
import { METHOD_EXPORT_TABLE } from '../../src/domain/csv/export-table';
import type { BatchRequestItem, BatchResponseItem } from '../../src/domain/nodes/node-protocol';
import { BatchAction } from '../../src/domain/nodes/node-protocol';
import { httpError } from '../services/http-error';

export const MAX_HEAVY_ITEMS = 20;
export const HEAVY_BROWSE_NODES = 1000;
export const MAX_ANSWER_CHARS = 20 * 1024 * 1024;
export const MAX_BATCH_ITEMS = 10_000;
export const MAX_WRITE_BATCH_ITEMS = 1000;
export const MAX_BROWSE_NODES = 200_000;

const HEAVY_METHODS: ReadonlySet<string> = new Set(['ExportNative', 'ImportNative', 'Clone', METHOD_EXPORT_TABLE]);

export const MSG_TOO_MANY_HEAVY_ITEMS =
  `A batch may hold at most ${MAX_HEAVY_ITEMS} heavy items (serialize, deserialize, ExportNative, ImportNative, Clone, ExportTable, ` +
  `browses deeper than 1 over more than ${HEAVY_BROWSE_NODES} nodes); split it into smaller batches.`;
export const MSG_ANSWER_TOO_LARGE = `The answer of this batch would be larger than ${MAX_ANSWER_CHARS / (1024 * 1024)} MB; split it into smaller batches.`;

export const MSG_TOO_MANY_ITEMS = `A batch may hold at most ${MAX_BATCH_ITEMS.toLocaleString('en')} items; split it into smaller batches.`;
export const MSG_TOO_MANY_WRITE_ITEMS =
  `A batch that changes anything (create, update, delete, move, bind, call, deserialize) may hold at most ` +
  `${MAX_WRITE_BATCH_ITEMS.toLocaleString('en')} items; split it into smaller batches.`;
export const MSG_TOO_MANY_BROWSE_NODES = `The browses of this batch would load more than ${MAX_BROWSE_NODES.toLocaleString('en')} nodes; browse less deep or split the batch.`;

export type BatchBudget = { heavy: number; answerChars: number; browseNodes: number };

export function newBudget(): BatchBudget {
  return { heavy: 0, answerChars: 0, browseNodes: 0 };
}

/** Actions that change nothing: a batch of only these runs outside a transaction, in slices (batch-runner.ts). */
const READ_ONLY_ACTIONS: ReadonlySet<number> = new Set([BatchAction.read, BatchAction.hread, BatchAction.browse, BatchAction.getType, BatchAction.serialize, BatchAction.fullResponse]);

export function isReadOnlyItem(item: BatchRequestItem): boolean {
  return READ_ONLY_ACTIONS.has(item.action);
}

/** Whether a raw, not yet validated batch body asks only for actions that change nothing (the schema checks the rest). */
export function isReadOnlyBody(body: unknown): boolean {
  return Array.isArray(body) && body.every((item: unknown) => READ_ONLY_ACTIONS.has((item as { action?: unknown } | null)?.action as number));
}

/**
 * A batch that may run outside a transaction, in slices: it changes nothing and holds no serialize, whose
 * export reads a subtree and then its properties and must see one state of the tree between them.
 */
export function runsSliced(items: readonly BatchRequestItem[]): boolean {
  return items.every((item) => isReadOnlyItem(item) && item.action !== BatchAction.serialize);
}

/**
 * The item count checks, before the body is validated item by item: 413 with the limit. `items` is
 * the raw body; anything but an array is left to the schema.
 */
export function checkItemCount(items: unknown): void {
  if (!Array.isArray(items)) return;
  if (items.length > MAX_BATCH_ITEMS) throw httpError(413, MSG_TOO_MANY_ITEMS);
}

/** Heavy by its action alone, whatever the tree holds. */
export function isHeavyItem(item: BatchRequestItem): boolean {
  if (item.action === BatchAction.serialize || item.action === BatchAction.deserialize) return true;
  return item.action === BatchAction.call && item.methodName !== undefined && HEAVY_METHODS.has(item.methodName);
}

/** Counts write and heavy items before the batch runs; too many answer 413 or 400 and nothing runs. */
export function checkHeavyItems(items: readonly BatchRequestItem[]): BatchBudget {
  const budget = newBudget();
  if (items.length > MAX_WRITE_BATCH_ITEMS && !items.every(isReadOnlyItem)) throw httpError(413, MSG_TOO_MANY_WRITE_ITEMS);
  budget.heavy = items.filter(isHeavyItem).length;
  if (budget.heavy > MAX_HEAVY_ITEMS) throw httpError(400, MSG_TOO_MANY_HEAVY_ITEMS);
  return budget;
}

/**
 * A browse that loaded `loaded` nodes: they count towards MAX_BROWSE_NODES (413), and a browse deeper
 * than 1 is heavy when they are more than HEAVY_BROWSE_NODES.
 */
export function noteBrowse(ctx: { budget: BatchBudget }, depth: number, loaded: number): void {
  ctx.budget.browseNodes += loaded;
  if (ctx.budget.browseNodes > MAX_BROWSE_NODES) throw httpError(413, MSG_TOO_MANY_BROWSE_NODES);
  if (depth <= 1 || loaded <= HEAVY_BROWSE_NODES) return;
  ctx.budget.heavy += 1;
  if (ctx.budget.heavy > MAX_HEAVY_ITEMS) throw httpError(400, MSG_TOO_MANY_HEAVY_ITEMS);
}

/**
 * JSON.stringify(response), with a browse's node stringified once: it is sent twice, as `node` and as
 * the only element of `nodes` (node-browse.ts), the same object. Keys in the order JSON.stringify takes.
 */
export function responseText(response: BatchResponseItem): string {
  const node = response.node;
  if (node === undefined || response.nodes?.length !== 1 || response.nodes[0] !== node) return JSON.stringify(response);
  const nodeText = JSON.stringify(node);
  const members: string[] = [];
  for (const [key, value] of Object.entries(response)) {
    const text = key === 'node' ? nodeText : key === 'nodes' ? `[${nodeText}]` : (JSON.stringify(value) as string | undefined);
    // Members JSON.stringify leaves out (undefined values) are left out here too.
    if (text !== undefined) members.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${members.join(',')}}`;
}

/**
 * Adds an item's answer to the batch's answer size; too large answers 413 (the batch is rolled back).
 * Returns the item's JSON text, which the answer is sent as (batch-runner.ts): serialised once.
 */
export function noteAnswer(budget: BatchBudget, response: BatchResponseItem): string {
  const text = responseText(response);
  budget.answerChars += text.length;
  if (budget.answerChars > MAX_ANSWER_CHARS) throw httpError(413, MSG_ANSWER_TOO_LARGE);
  return text;
}
