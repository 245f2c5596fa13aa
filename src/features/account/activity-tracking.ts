// Counts the user's pointer, touch, key and wheel input as activity, at most once a second (console.md §9).
import { countsAsActivity } from '../../domain/user-activity';
import { followStoredActivity, lastActivityAt, storeActivityAt } from '../../data/user-activity-store';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Records one input at `now`; true when it counted. */
export function noteActivity(now = Date.now()): boolean {
  if (!countsAsActivity(lastActivityAt(), now)) return false;
  storeActivityAt(now);
  return true;
}

export function installActivityTracking(target: EventTarget = window): void {
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, () => noteActivity(), { capture: true, passive: true });
  target.addEventListener('storage', (event) => followStoredActivity(event as StorageEvent));
}
