// console.md §9: user activity counts only if over 1000 ms since the last counted one. Counted activity is
// what keeps a session alive (the token refresh reports its age), so a screen that only polls idles out.
import { USER_ACTIVITY_MIN_GAP_MS } from './app-constants';

export function countsAsActivity(lastCountedAt: number | null, now: number): boolean {
  return lastCountedAt === null || now - lastCountedAt > USER_ACTIVITY_MIN_GAP_MS || now < lastCountedAt;
}

/** Milliseconds since the last counted activity, for the refresh; null when this browser has none. */
export function activityAge(lastCountedAt: number | null, now: number): number | null {
  return lastCountedAt === null ? null : Math.max(0, Math.round(now - lastCountedAt));
}
