// The browser's Web Locks (one tab at a time across tabs and the service worker), or null where there are
// none (older browsers, tests): callers then run unlocked.
export function webLocksOrNull(): LockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}
