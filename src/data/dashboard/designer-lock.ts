// The dashboard's designer session (node-model.md §4 "Dashboard control"): the tab that arranges a user's
// dashboard holds a Web Lock named for that user, so the user's other tabs, which share the arrangement
// (it lives in the user's own IndexedDB), show it read-only meanwhile. The lock ends with the tab, even
// when it crashes. Without Web Locks every tab may arrange.

import { webLocksOrNull } from '../web-locks';

const lockName = (userId: string) => `console-dashboard-designer:${userId}`;

/**
 * Takes the designer session if no other tab holds it; resolves with its release, or null when another
 * tab holds it. The session lasts until the release is called.
 */
export function takeDesignerSession(userId: string): Promise<(() => void) | null> {
  const locks = webLocksOrNull();
  if (!locks) return Promise.resolve(() => {});
  return new Promise((resolve) => {
    void locks.request(lockName(userId), { ifAvailable: true }, (lock) => {
      if (!lock) {
        resolve(null);
        return undefined;
      }
      // Held until released: the callback's promise settles then.
      return new Promise<void>((release) => resolve(() => release()));
    });
  });
}

/** Whether some tab holds the user's designer session. */
export async function designerSessionHeld(userId: string): Promise<boolean> {
  const locks = webLocksOrNull();
  if (!locks) return false;
  const state = await locks.query();
  return (state.held ?? []).some((lock) => lock.name === lockName(userId));
}
