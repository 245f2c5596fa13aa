// Temporary ids (node-model.md §4): a request item may name a node that an earlier create of the same
// batch makes, as '%' + that create's key. The server replaces them within a batch; the client needs
// the same mapping to apply a response to its mirror and to rewrite outbox entries queued after the
// create before they are sent.
import { batchItemSucceeded } from './batch-errors';
import { BatchAction, TEMP_ID_PREFIX } from './node-protocol';
import type { BatchRequestItem, BatchResponse, PropertyValue, PropertyValueUpdate } from './node-protocol';

/** Create key → real gId. */
export type TempIdMap = ReadonlyMap<string, string>;

/**
 * The keys of the successful creates of a response mapped to the gIds the server gave them. Pass
 * `into` to extend a map kept across outbox entries.
 */
export function collectCreatedIds(
  items: readonly BatchRequestItem[],
  response: BatchResponse,
  into: Map<string, string> = new Map(),
): Map<string, string> {
  response.responses.forEach((answer, index) => {
    const request = items[index];
    if (request?.action !== BatchAction.create || !batchItemSucceeded(answer, request.action)) return;
    const key = answer.key ?? request.key;
    const gId = answer.gId ?? answer.node?.gId;
    if (key !== undefined && key !== '' && gId) into.set(key, gId);
  });
  return into;
}

/**
 * The real id for a temporary one: '%k' is the node of create key k and '%k.Child' a node under it.
 * Ids that are not temporary, or whose key is unknown, come back unchanged.
 */
export function resolveTempId(id: string, map: TempIdMap): string {
  if (!id.startsWith(TEMP_ID_PREFIX) || map.size === 0) return id;
  const rest = id.slice(TEMP_ID_PREFIX.length);
  const whole = map.get(rest);
  if (whole !== undefined) return whole;
  // Keys may contain dots, so the longest key that is a dotted prefix wins.
  for (let at = rest.lastIndexOf('.'); at > 0; at = rest.lastIndexOf('.', at - 1)) {
    const real = map.get(rest.slice(0, at));
    if (real !== undefined) return `${real}${rest.slice(at)}`;
  }
  return id;
}

/**
 * The item with every temporary id it carries replaced: gId, bindGId, filter.nodes, and node
 * references in values (text or text arrays) and method args. The same object when nothing changed.
 */
export function rewriteTempIds(item: BatchRequestItem, map: TempIdMap): BatchRequestItem {
  if (map.size === 0) return item;
  let changed = false;
  const swap = (id: string): string => {
    const real = resolveTempId(id, map);
    if (real !== id) changed = true;
    return real;
  };
  const next: BatchRequestItem = { ...item };
  if (item.gId !== undefined) next.gId = swap(item.gId);
  if (item.bindGId !== undefined) next.bindGId = swap(item.bindGId);
  if (item.filter?.nodes) next.filter = { ...item.filter, nodes: item.filter.nodes.map(swap) };
  if (item.values) next.values = item.values.map((v): PropertyValueUpdate => ({ id: v.id, value: swapValue(v.value, swap) }));
  if (item.args) next.args = item.args.map((a) => (typeof a === 'string' ? swap(a) : a));
  return changed ? next : item;
}

/** rewriteTempIds over a list, e.g. the outbox entries queued after a create. */
export function rewriteTempIdsInItems(items: readonly BatchRequestItem[], map: TempIdMap): BatchRequestItem[] {
  return items.map((item) => rewriteTempIds(item, map));
}

function swapValue(value: PropertyValue, swap: (id: string) => string): PropertyValue {
  if (typeof value === 'string') return swap(value);
  if (Array.isArray(value) && value.every((v): v is string => typeof v === 'string')) return value.map(swap);
  return value;
}
