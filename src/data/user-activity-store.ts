// The last counted user activity, in localStorage so every tab of the user and a reload share it: a tab
// that only polls refreshes with the activity of the tab the user works in. Input events come many times
// a second, so the value is kept in memory too: storage is read once (again only when the storage area
// changes) and another tab's writes arrive by the storage event.
import { parseStored, readStored, writeStored } from './local-flags';
import { localStorageOrNull } from './web-storage';

const LAST_ACTIVITY_KEY = 'lastActivityAt';

let known: { storage: Storage | null; at: number | null } | null = null;

function asTime(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function lastActivityAt(): number | null {
  const storage = localStorageOrNull();
  if (known?.storage !== storage) known = { storage, at: asTime(readStored<unknown>(LAST_ACTIVITY_KEY, null)) };
  return known.at;
}

export function storeActivityAt(at: number): void {
  writeStored(LAST_ACTIVITY_KEY, at);
  known = { storage: localStorageOrNull(), at };
}

/** Another tab changed localStorage (the storage event): take its activity; a cleared storage is read again. */
export function followStoredActivity(change: { key: string | null; newValue: string | null }): void {
  if (change.key === null) known = null;
  else if (change.key === LAST_ACTIVITY_KEY) known = { storage: localStorageOrNull(), at: asTime(parseStored<unknown>(change.newValue, null)) };
}

