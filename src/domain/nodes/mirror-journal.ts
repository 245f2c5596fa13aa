// The mirror journal (node-model.md §4, docs/decisions.md "Mirror journal"): a large batch response is
// recorded as one row and folded into the node and property rows in the background. Screens read the
// rows and lay the journal's pending entries over them, so a recorded response is visible at once.
// IndexedDB costs about the same per row whatever its size, so one row instead of tens of thousands of
// read-modify-writes is what lets a 10,000-action answer land in milliseconds.
import { batchItemSucceeded } from './batch-errors';
import { planBatchResponse } from './batch-apply';
import { batchMirrorReads } from './batch-reads';
import type { MirrorPlan } from './mirror-plan';
import type { MirrorNode, MirrorProperty } from './mirror-records';
import { mirrorNodeKey, parentKeyOf } from './mirror-records';
import { createMirrorSnapshot } from './mirror-snapshot';
import { BatchAction } from './node-protocol';
import type { BatchRequestItem, BatchResponse, BatchResponseItem, NodeDto } from './node-protocol';
import { collectCreatedIds, rewriteTempIds } from './temp-ids';

type EntryBase = {
  /** Auto-increment key: entries fold, and lay over the rows, in this order. */
  seq?: number;
  host: string;
  /** Epoch ms the response was recorded: the fetchedAt of the rows it writes. */
  now: number;
  /** Set when the response holds a successful browse: the mirror's age once folded. */
  fetchedAt: number | null;
};

/**
 * 'recorded': the response as it came, planned again over whatever rows a reader has.
 * 'resolved': planned once against the whole mirror by the fold; its rows are absolute values, so
 * writing them in several transactions and laying them over half-written rows gives the same result.
 */
export type MirrorJournalEntry =
  | (EntryBase & { state: 'recorded'; items: BatchRequestItem[]; response: BatchResponse })
  | (EntryBase & { state: 'resolved'; plan: MirrorPlan });

/** The rows a reader holds, by key; overlays change it in place. */
export type MirrorView = { nodes: Map<string, MirrorNode>; properties: Map<string, MirrorProperty> };

/** Below this many non-browse actions a response is written directly: the journal would cost more. */
export const JOURNAL_MIN_ACTIONS = 256;

/** Whether a response is worth journaling: many actions besides browses (whose rows are plain puts). */
export function shouldJournal(items: readonly BatchRequestItem[]): boolean {
  let actions = 0;
  for (const item of items) if (item.action !== BatchAction.browse) actions++;
  return actions >= JOURNAL_MIN_ACTIONS;
}

export function recordedEntry(host: string, items: readonly BatchRequestItem[], response: BatchResponse, now: number): MirrorJournalEntry {
  const browsed = response.responses.some((answer, index) => items[index]?.action === BatchAction.browse && batchItemSucceeded(answer, BatchAction.browse));
  return { state: 'recorded', host, now, fetchedAt: browsed ? now : null, items: [...items], response };
}

export function resolvedEntry(entry: MirrorJournalEntry, plan: MirrorPlan): MirrorJournalEntry {
  return { state: 'resolved', seq: entry.seq, host: entry.host, now: entry.now, fetchedAt: entry.fetchedAt, plan };
}

export function viewOf(nodes: Iterable<MirrorNode | undefined>, properties: Iterable<MirrorProperty> = []): MirrorView {
  const view: MirrorView = { nodes: new Map(), properties: new Map() };
  for (const node of nodes) if (node) view.nodes.set(node.key, node);
  for (const property of properties) view.properties.set(property.key, property);
  return view;
}

type Recorded = Extract<MirrorJournalEntry, { state: 'recorded' }>;

/**
 * The part of a recorded entry that can change rows of the view, temporary ids resolved: a query for
 * one node plans a handful of actions, not the whole 10,000-action batch. An action reaches the view
 * only through its target node or that node's parent (both kept with their ancestors by the readers),
 * or through a node that a kept create, deserialize or browse made, in this entry or an earlier one:
 * `reached` carries those keys from entry to entry.
 */
export function narrowEntry(entry: Recorded, view: MirrorView, reached: Set<string> = new Set()): Recorded {
  const { host, items, response } = entry;
  const ids = collectCreatedIds(items, response);
  const inView = (key: string | null) => key !== null && (view.nodes.has(key) || reached.has(key));
  const keptItems: BatchRequestItem[] = [];
  const keptAnswers: BatchResponseItem[] = [];
  response.responses.forEach((answer, index) => {
    const request = items[index];
    if (!request) return;
    const item = rewriteTempIds(request, ids);
    if (!reaches(item, host, inView)) return;
    keptItems.push(item);
    keptAnswers.push(answer);
    if (item.action === BatchAction.create || item.action === BatchAction.deserialize || item.action === BatchAction.browse) {
      const stack = [...answerNodes(answer)];
      for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
        reached.add(mirrorNodeKey(host, node.gId));
        if (node.childs) stack.push(...node.childs);
      }
    }
  });
  return { ...entry, items: keptItems, response: { ...response, responses: keptAnswers } };
}

function reaches(item: BatchRequestItem, host: string, inView: (key: string | null) => boolean): boolean {
  const key = item.gId === undefined ? null : mirrorNodeKey(host, item.gId);
  switch (item.action) {
    case BatchAction.browse:
    case BatchAction.bind:
      // Rare in large batches; a browse may reach any depth and a bind may name a property address.
      return true;
    case BatchAction.update:
    case BatchAction.read:
    case BatchAction.create:
    case BatchAction.deserialize:
      return inView(key);
    case BatchAction.delete:
    case BatchAction.move:
      return inView(key) || (item.gId !== undefined && inView(parentKeyOf(host, item.gId)));
    default:
      return false;
  }
}

function answerNodes(answer: BatchResponseItem): NodeDto[] {
  return answer.nodes ?? (answer.node ? [answer.node] : []);
}

/**
 * Narrows the recorded entries to the view and names the nodes in the view whose children their
 * moves and deletes need (sibling order, a parent left empty) that the view does not already hold in
 * full (`complete`): readers add those rows, then lay the narrowed entries over the view.
 */
export function prepareOverlay(
  entries: readonly MirrorJournalEntry[],
  view: MirrorView,
  complete: (nodeKey: string) => boolean,
): { entries: MirrorJournalEntry[]; childrenOf: string[] } {
  const keys = new Set<string>();
  const reached = new Set<string>();
  const narrowed = entries.map((entry) => {
    if (entry.state !== 'recorded') {
      for (const row of entry.plan.putNodes) reached.add(row.key);
      return entry;
    }
    const part = narrowEntry(entry, view, reached);
    for (const parentKey of batchMirrorReads(part.host, part.items, part.response).childrenOfKeys) {
      if (view.nodes.has(parentKey) && !complete(parentKey)) keys.add(parentKey);
    }
    return part;
  });
  return { entries: narrowed, childrenOf: [...keys] };
}

/**
 * Lays pending entries (oldest first) over a view. A recorded entry is planned over the view itself,
 * which is correct for every row whose ancestors and properties the view holds, and the children
 * prepareOverlay names: the readers read a subtree, a node's children or one node.
 */
export function overlayJournal(entries: readonly MirrorJournalEntry[], view: MirrorView): MirrorView {
  for (const entry of entries) {
    const plan =
      entry.state === 'resolved'
        ? entry.plan
        : planBatchResponse(entry.host, entry.items, entry.response, createMirrorSnapshot(view.nodes.values(), view.properties.keys()), entry.now);
    applyPlanToView(plan, view);
  }
  return view;
}

/** What writing the plan does to the rows, in the repository's order: deletes, puts, then patches of rows present. */
export function applyPlanToView(plan: MirrorPlan, view: MirrorView): void {
  for (const key of plan.deleteNodeKeys) view.nodes.delete(key);
  for (const key of plan.deletePropertyKeys) view.properties.delete(key);
  for (const row of plan.putNodes) view.nodes.set(row.key, row);
  for (const row of plan.putProperties) view.properties.set(row.key, row);
  for (const patch of plan.patches) {
    if (patch.table === 'nodes') {
      const row = view.nodes.get(patch.key);
      if (row) view.nodes.set(patch.key, { ...row, ...patch.changes });
    } else {
      const row = view.properties.get(patch.key);
      if (row) view.properties.set(patch.key, { ...row, ...patch.changes });
    }
  }
}

/**
 * A resolved plan cut into parts of at most `size` rows, each written in its own transaction so readers
 * are never held up for long. Each key is in one list of a plan only, so the parts are independent;
 * the mirror's age goes with the last part.
 */
export function planParts(plan: MirrorPlan, size: number): MirrorPlan[] {
  const parts: MirrorPlan[] = [];
  let part = emptyPart(plan);
  let rows = 0;
  const take = <K extends 'deleteNodeKeys' | 'deletePropertyKeys' | 'putNodes' | 'putProperties' | 'patches'>(list: K) => {
    const source = plan[list] as unknown[];
    for (let start = 0; start < source.length; ) {
      const count = Math.min(size - rows, source.length - start);
      (part[list] as unknown[]).push(...source.slice(start, start + count));
      start += count;
      rows += count;
      if (rows === size) {
        parts.push(part);
        part = emptyPart(plan);
        rows = 0;
      }
    }
  };
  take('deleteNodeKeys');
  take('deletePropertyKeys');
  take('putNodes');
  take('putProperties');
  take('patches');
  if (rows > 0 || parts.length === 0) parts.push(part);
  const last = parts[parts.length - 1] as MirrorPlan;
  last.fetchedAt = plan.fetchedAt;
  return parts;
}

function emptyPart(plan: MirrorPlan): MirrorPlan {
  return {
    host: plan.host,
    putNodes: [],
    putProperties: [],
    deleteNodeKeys: [],
    deletePropertyKeys: [],
    patches: [],
    fetchedAt: null,
    designerChanged: plan.designerChanged,
  };
}
