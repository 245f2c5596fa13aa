// The page's outbox sender and when it flushes: at start, after each entry made here and when a
// backoff ends (src/data/outbox/outbox-runtime.ts), and as soon as a probe finds the server again while
// entries wait unanswered (reachability-probe.ts). When the browser is back online, the page becomes
// visible or a user signs in, the change pull sends the outbox first (push, then pull:
// src/features/sync/change-pull-sync.ts), so those triggers live there once. While entries wait, a
// Background Sync is registered too, so the service worker sends them if the tab is closed first.
// Leaving the page while a write is still being stored asks first (unload-guard.ts).
import { currentFetch } from '../../data/api-client';
import { retryOutboxNow, startOutbox } from '../../data/outbox/outbox-runtime';
import { requestBackgroundSync } from './background-sync';
import { pageAuthPort } from './page-auth-port';
import { probeReachability, REACHABILITY_PROBE_MS } from './reachability-probe';
import { guardUnloadWhileStoring } from './unload-guard';

let started = false;

export function startPageOutbox(): void {
  if (started) return;
  started = true;
  startOutbox(pageAuthPort, { fetch: (input, init) => currentFetch()(input, init), onBackoff: () => void requestBackgroundSync(pageAuthPort.userId()) });
  setInterval(() => void probeReachability().catch(() => false), REACHABILITY_PROBE_MS);
  guardUnloadWhileStoring();
  // The change pull's first push may have run before this sender existed.
  void retryOutboxNow();
}
