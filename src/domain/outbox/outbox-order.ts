// Which entry goes next. Entries are sent in the order they were made; a failed one (or one in
// conflict) holds back only the entries that depend on it: the same node or record, or one that
// names an id it creates. Whatever is held back holds back its own dependants in turn.
import { isStuck, targetKey } from './outbox-entry';
import type { OutboxEntry } from './outbox-entry';

type Ordered = Pick<OutboxEntry, 'id' | 'state' | 'target' | 'creates' | 'uses'>;

/** The ids of the pending entries held back by a failed or conflicting entry before them. */
export function heldBackIds(entries: readonly Ordered[]): Set<number> {
  // Nothing failed (the usual case in a replay): nothing is held, and no key needs building.
  if (!entries.some(isStuck)) return new Set();
  const blockedTargets = new Set<string>();
  const blockedIds = new Set<string>();
  const held = new Set<number>();
  for (const entry of sortById(entries)) {
    const stuck = isStuck(entry);
    const depends = blockedTargets.has(targetKey(entry.target)) || entry.uses.some((id) => blockedIds.has(id));
    if (!stuck && !depends) continue;
    if (!stuck && entry.id !== undefined && entry.state !== 'done') held.add(entry.id);
    if (entry.state === 'done') continue;
    blockedTargets.add(targetKey(entry.target));
    for (const id of entry.creates) blockedIds.add(id);
  }
  return held;
}

/**
 * The next entry to send: the oldest queued or sending one that nothing holds back. An entry that
 * already holds a seq goes before all others (and alone): the server takes seqs only in order, so no
 * later entry may take the next seq while an earlier one may still reach the server.
 */
export function nextToSend<T extends Ordered & Pick<OutboxEntry, 'notBefore' | 'seq'>>(entries: readonly T[], now: number): T | undefined {
  const pending = sortById(entries).filter((e) => e.state === 'queued' || e.state === 'sending');
  const numbered = pending.find((e) => e.seq !== undefined);
  if (numbered) return (numbered.notBefore ?? 0) <= now ? numbered : undefined;
  const held = heldBackIds(entries);
  return pending.find((e) => e.id !== undefined && !held.has(e.id) && (e.notBefore ?? 0) <= now);
}

/** The earliest time a waiting entry may be tried again (backoff), when one is waiting. */
export function nextWakeAt(entries: readonly Pick<OutboxEntry, 'state' | 'notBefore'>[], now: number): number | null {
  let at: number | null = null;
  for (const e of entries) {
    if ((e.state === 'queued' || e.state === 'sending') && e.notBefore !== undefined && e.notBefore > now) at = at === null ? e.notBefore : Math.min(at, e.notBefore);
  }
  return at;
}

function sortById<T extends Pick<OutboxEntry, 'id'>>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
}
