// Background Sync from the page: while entries wait out a backoff (no answer from the server), the
// page asks the browser for a sync of its user's outbox, so the service worker sends them when the
// network is back even if every tab is closed by then (sw/outbox-sync.ts). Only then: a sync while
// the page sends fine would only make the service worker refresh the session for nothing.
import { XSRF_COOKIE } from '../../domain/app-constants';
import { outboxSyncTag } from '../../domain/outbox/outbox-sync-tag';
import { readCookie } from '../../data/browser-cookies';
import { db } from '../../data/db';
import { storeSyncXsrf } from '../../data/outbox/sync-handoff';

type SyncManagerLike = { register(tag: string): Promise<void> };

export async function requestBackgroundSync(userId: string | null): Promise<boolean> {
  if (userId === null || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined)?.sync;
  if (!sync) return false;
  await storeSyncXsrf(db, readCookie(XSRF_COOKIE)).catch(() => undefined);
  return sync.register(outboxSyncTag(userId)).then(
    () => true,
    () => false,
  );
}
