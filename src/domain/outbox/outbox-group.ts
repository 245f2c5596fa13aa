// Which entries go together in one request. After a reconnect the outbox may hold hundreds of queued
// property updates; sent one request each, a replay costs a round trip and a server transaction per
// entry. Consecutive plain updates of one host go instead as one node batch under ONE mutation id, with
// stopOnFailure (docs/api.md), so the server applies them in order exactly as one-by-one sends would:
// the first refused one ends the batch, and the entries after it go back in line with new seqs (held
// back by it when they depend on it). A group keeps its seq: after a lost answer or a reload, the
// entries sharing it are sent again together, as the same request.
import { BatchAction } from '../nodes/node-protocol';
import { heldBackIds } from './outbox-order';
import type { OutboxEntry } from './outbox-entry';

/** Entries in one request at most: well under the server's write budget (MAX_WRITE_BATCH_ITEMS). */
export const MAX_GROUP_ENTRIES = 100;

/** An entry of a group the server's answer does not cover, where the server did not stop at a refusal. */
export const GROUP_OUTCOME_UNKNOWN_MESSAGE = /*i18n*/ 'The server’s answer does not say whether this change was applied. Check the value, then retry or discard it.';
/**
 * Fewer groupable entries in a row than this go one per request: a few dozen round trips cost little,
 * and each entry keeps its own request, answer and progress. Groups are for the long backlog of a long
 * time offline.
 */
export const MIN_GROUP_ENTRIES = 25;

/**
 * A group's items at most, as JSON bytes: far under the server's 1 MiB body limit, so long texts are
 * never refused together (413) where each alone would pass.
 */
export const MAX_GROUP_BYTES = 256 * 1024;

/**
 * A refusal of a whole group's request that says nothing about its entries one by one: the body (a schema
 * check, 400) or its size (413). The server ran none of it, so each entry is sent again alone for its own answer.
 */
export function refusedAsGroup(status: number, entryCount: number): boolean {
  return entryCount > 1 && (status === 400 || status === 413);
}

type GroupLimits = { min: number; max: number };

const encoder = new TextEncoder();
const itemBytes = (entry: Grouped) => (entry.payload.type === 'batch' ? encoder.encode(JSON.stringify(entry.payload.items)).length : 0);

type Grouped = Pick<OutboxEntry, 'id' | 'kind' | 'state' | 'seq' | 'notBefore' | 'payload' | 'target' | 'creates' | 'uses' | 'solo'>;

/** A plain property update of one item that names no temporary id, not yet refused in a group: it may share a request. */
export function mayGroup(entry: Grouped): boolean {
  const { payload } = entry;
  return (
    entry.solo !== true &&
    entry.kind === 'node.update' &&
    payload.type === 'batch' &&
    payload.items.length === 1 &&
    payload.items[0]?.action === BatchAction.update &&
    entry.creates.length === 0 &&
    entry.uses.length === 0
  );
}

const hostOf = (entry: Grouped) => (entry.payload.type === 'batch' ? entry.payload.host : null);

/**
 * The ids sent together with `first` (the entry nextToSend chose), `first` included, oldest first. A
 * numbered entry goes with every pending entry of its seq (its group, sent again); a fresh groupable one
 * with the groupable, ready, not held back entries that directly follow it on the same host, when there
 * are at least `min` of them: up to `max` and MAX_GROUP_BYTES, in groups of even size (no short tail sent
 * one by one).
 */
export function sendGroup<T extends Grouped>(entries: readonly T[], first: T, now: number, { min, max }: GroupLimits = { min: MIN_GROUP_ENTRIES, max: MAX_GROUP_ENTRIES }): number[] {
  const pending = [...entries].filter((e) => e.state === 'queued' || e.state === 'sending').sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
  if (first.seq !== undefined) return pending.filter((e) => e.seq === first.seq).map((e) => e.id as number);
  const ids = [first.id as number];
  if (max <= 1 || !mayGroup(first)) return ids;
  const held = heldBackIds(entries);
  const host = hostOf(first);
  let bytes = itemBytes(first);
  for (const entry of pending) {
    if ((entry.id ?? 0) <= (first.id ?? 0)) continue;
    const ready = entry.state === 'queued' && entry.seq === undefined && (entry.notBefore ?? 0) <= now && !held.has(entry.id as number);
    if (!ready || !mayGroup(entry) || hostOf(entry) !== host) break;
    bytes += itemBytes(entry);
    if (bytes > MAX_GROUP_BYTES) break;
    ids.push(entry.id as number);
  }
  if (ids.length < Math.max(min, 2)) return ids.slice(0, 1);
  return ids.slice(0, Math.ceil(ids.length / Math.ceil(ids.length / max)));
}
