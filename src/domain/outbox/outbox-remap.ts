// Temporary ids across entries: a node created offline is '%key' until the server names it; a record
// created offline has a negative id. When the create's answer arrives, every later entry that names
// the temporary id gets the real one (in the same transaction as the mirror, see outbox-answers.ts).
import { resolveTempId, rewriteTempIds } from '../nodes/temp-ids';
import type { TempIdMap } from '../nodes/temp-ids';
import { TEMP_ID_PREFIX } from '../nodes/node-protocol';
import { recordTempId } from './outbox-entry';
import type { OutboxEntry, OutboxTarget } from './outbox-entry';

/** Real ids of what a create made: node create key → gId, and '{entity}:{tempId}' → record id. */
export type CreatedIds = { nodes: TempIdMap; records: ReadonlyMap<string, number> };

/** The entry with every temporary id it names replaced; the same object when nothing changed. */
export function remapEntry<T extends OutboxEntry>(entry: T, ids: CreatedIds): T {
  const target = remapTarget(entry.target, ids);
  let payload = entry.payload;
  if (payload.type === 'batch' && ids.nodes.size > 0) {
    const items = payload.items.map((item) => rewriteTempIds(item, ids.nodes));
    if (items.some((item, i) => item !== (payload.type === 'batch' ? payload.items[i] : undefined))) payload = { ...payload, items };
  }
  const resolved = new Set([...nodeTempIds(ids.nodes), ...[...ids.records.keys()]]);
  const uses = entry.uses.filter((id) => !resolved.has(id));
  if (target === entry.target && payload === entry.payload && uses.length === entry.uses.length) return entry;
  return { ...entry, target, payload, uses };
}

function remapTarget(target: OutboxTarget, ids: CreatedIds): OutboxTarget {
  if (target.type === 'node') {
    const gId = resolveTempId(target.gId, ids.nodes);
    return gId === target.gId ? target : { ...target, gId };
  }
  if (target.id >= 0) return target;
  const real = ids.records.get(recordTempId(target.entity, target.id));
  return real === undefined ? target : { ...target, id: real };
}

function nodeTempIds(map: TempIdMap): string[] {
  return [...map.keys()].map((key) => `${TEMP_ID_PREFIX}${key}`);
}

/** The temporary node ids an item list names (gId, bindGId), for an entry's `uses`. */
export function tempIdsNamed(ids: readonly (string | undefined)[]): string[] {
  const found = new Set<string>();
  for (const id of ids) {
    if (id === undefined || !id.startsWith(TEMP_ID_PREFIX)) continue;
    const dot = id.indexOf('.');
    found.add(dot < 0 ? id : id.slice(0, dot));
  }
  return [...found];
}
