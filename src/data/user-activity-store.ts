// The last counted user activity, in localStorage so every tab of the user and a reload share it: a tab
// that only polls refreshes with the activity of the tab the user works in.
import { readStored, writeStored } from './local-flags';

const LAST_ACTIVITY_KEY = 'lastActivityAt';

export function lastActivityAt(): number | null {
  const value = readStored<unknown>(LAST_ACTIVITY_KEY, null);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function storeActivityAt(at: number): void {
  writeStored(LAST_ACTIVITY_KEY, at);
}
