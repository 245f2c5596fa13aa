// What the page leaves for the service worker's Background Sync in the user's database: the session's
// XSRF token. The worker needs it to refresh the session, and Chromium's Cookie Store API in a service
// worker does not list the XSRF cookie. The token is no secret from this origin's scripts (the page
// reads it from a cookie), and it is the same for the whole session (an HMAC of its id).
import type { ConsoleDatabase } from '../db';

const XSRF_KEY = 'outbox.sync.xsrf';

export async function storeSyncXsrf(database: ConsoleDatabase, xsrf: string | null): Promise<void> {
  if (xsrf) await database.meta.put({ key: XSRF_KEY, value: xsrf, updatedAt: new Date().toISOString() });
}

export async function readSyncXsrf(database: ConsoleDatabase): Promise<string | null> {
  const value = (await database.meta.get(XSRF_KEY))?.value;
  return typeof value === 'string' ? value : null;
}
