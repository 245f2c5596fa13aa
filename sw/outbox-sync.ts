/// <reference lib="webworker" />
// Background Sync: the page registers one sync per user whose entries wait (outbox-sync-tag.ts); the
// browser fires it when the network is back, even with every tab closed, and the service worker sends
// that user's outbox with the same sender the page uses (one at a time, by the same Web Lock).
import { XSRF_COOKIE } from '../src/domain/app-constants';
import { isPending } from '../src/domain/outbox/outbox-entry';
import { userIdOfSyncTag } from '../src/domain/outbox/outbox-sync-tag';
import { ConsoleDatabase, databaseNameFor } from '../src/data/db';
import { OutboxSender } from '../src/data/outbox/outbox-sender';
import { readSyncXsrf } from '../src/data/outbox/sync-handoff';
import { serviceWorkerAuthPort } from './sw-auth-port';

declare const self: ServiceWorkerGlobalScope;

type SyncEvent = ExtendableEvent & { tag: string };
type CookieStoreLike = { get(name: string): Promise<{ value: string } | null> };

/** The XSRF cookie where the Cookie Store lists it, else the token the page left (sync-handoff.ts). */
async function readXsrf(database: ConsoleDatabase): Promise<string | null> {
  const store = (self as unknown as { cookieStore?: CookieStoreLike }).cookieStore;
  const cookie = (await store?.get(XSRF_COOKIE).catch(() => null))?.value;
  return cookie ?? (await readSyncXsrf(database));
}

/** Waits before the next try within one sync event: the network may come back a moment after the event. */
export const SYNC_RETRY_DELAYS_MS = [1000, 2000, 4000];

/**
 * Sends the user's entries at once (the sync means the network is back, so a backoff the page left
 * does not apply), trying again a few times within the event; rejects while some still wait, so the
 * browser tries the sync again later (minutes later in Chromium).
 */
export async function flushUserOutbox(userId: string): Promise<void> {
  const database = new ConsoleDatabase(databaseNameFor(userId));
  try {
    const port = serviceWorkerAuthPort(userId, { fetch: (input, init) => fetch(input, init), readXsrfCookie: () => readXsrf(database) });
    const sender = new OutboxSender({ port, database });
    const waiting = () => database.outbox.where('userId').equals(userId).filter(isPending).count();
    for (const delay of [...SYNC_RETRY_DELAYS_MS, null]) {
      await sender.retryNow();
      if ((await waiting()) === 0) return;
      if (delay === null) break;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
    throw new Error(`${await waiting()} outbox entries still wait to be sent`);
  } finally {
    database.close();
  }
}

export function listenForOutboxSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    const userId = userIdOfSyncTag(sync.tag);
    if (userId !== null) sync.waitUntil(flushUserOutbox(userId));
  });
}
