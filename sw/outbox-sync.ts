/// <reference lib="webworker" />
// Background Sync: the page registers one sync per user whose entries wait (outbox-sync-tag.ts); the
// browser fires it when the network is back, even with every tab closed, and the service worker sends
// that user's outbox (src/data/outbox/user-outbox-flush.ts) authenticated by the refresh cookie.
import { XSRF_COOKIE } from '../src/domain/app-constants';
import { userIdOfSyncTag } from '../src/domain/outbox/outbox-sync-tag';
import type { ConsoleDatabase } from '../src/data/db';
import { readSyncXsrf } from '../src/data/outbox/sync-handoff';
import { flushUserOutbox } from '../src/data/outbox/user-outbox-flush';
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

export function listenForOutboxSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    const userId = userIdOfSyncTag(sync.tag);
    if (userId === null) return;
    const portFor = (database: ConsoleDatabase) => serviceWorkerAuthPort(userId, { fetch: (input, init) => fetch(input, init), readXsrfCookie: () => readXsrf(database) });
    sync.waitUntil(flushUserOutbox(userId, portFor, { fetch: (input, init) => fetch(input, init) }));
  });
}
