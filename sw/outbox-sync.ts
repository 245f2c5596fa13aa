/// <reference lib="webworker" />
// Background Sync: the page registers one sync per user whose entries wait (outbox-sync-tag.ts); the
// browser fires it when the network is back, even with every tab closed, and the service worker sends
// that user's outbox with the same sender the page uses (one at a time, by the same Web Lock).
import { XSRF_COOKIE } from '../src/domain/app-constants';
import { isPending } from '../src/domain/outbox/outbox-entry';
import { userIdOfSyncTag } from '../src/domain/outbox/outbox-sync-tag';
import { ConsoleDatabase, databaseNameFor } from '../src/data/db';
import { OutboxSender } from '../src/data/outbox/outbox-sender';
import { serviceWorkerAuthPort } from './sw-auth-port';

declare const self: ServiceWorkerGlobalScope;

type SyncEvent = ExtendableEvent & { tag: string };
type CookieStoreLike = { get(name: string): Promise<{ value: string } | null> };

async function readXsrfCookie(): Promise<string | null> {
  const store = (self as unknown as { cookieStore?: CookieStoreLike }).cookieStore;
  return (await store?.get(XSRF_COOKIE).catch(() => null))?.value ?? null;
}

/** Sends the user's entries; rejects while some still wait, so the browser tries the sync again later. */
export async function flushUserOutbox(userId: string): Promise<void> {
  const database = new ConsoleDatabase(databaseNameFor(userId));
  try {
    const sender = new OutboxSender({ port: serviceWorkerAuthPort(userId, { fetch: (input, init) => fetch(input, init), readXsrfCookie }), database });
    await sender.flush();
    const waiting = await database.outbox.where('userId').equals(userId).filter(isPending).count();
    if (waiting > 0) throw new Error(`${waiting} outbox entries still wait to be sent`);
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
