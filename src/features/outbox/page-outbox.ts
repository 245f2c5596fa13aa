// The page's outbox sender and when it flushes: at start, when the browser is back online, when the
// page becomes visible, when a user signs in (their waiting entries go), after each entry made here
// and when a backoff ends (src/data/outbox/outbox-runtime.ts), or as soon as a probe finds the server
// again while entries wait unanswered (reachability-probe.ts). While they wait, a Background Sync is
// registered too, so the service worker sends them if the tab is closed first (background-sync.ts).
import { subscribeKey } from 'valtio/utils';
import { currentFetch } from '../../data/api-client';
import { retryOutboxNow, startOutbox } from '../../data/outbox/outbox-runtime';
import { session } from '../../state/session';
import { requestBackgroundSync } from './background-sync';
import { pageAuthPort } from './page-auth-port';
import { probeReachability, REACHABILITY_PROBE_MS } from './reachability-probe';

let started = false;

export function startPageOutbox(): void {
  if (started) return;
  started = true;
  startOutbox(pageAuthPort, { fetch: (input, init) => currentFetch()(input, init), onBackoff: () => void requestBackgroundSync(pageAuthPort.userId()) });
  window.addEventListener('online', () => void retryOutboxNow());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void retryOutboxNow();
  });
  subscribeKey(session, 'token', () => void retryOutboxNow());
  setInterval(() => void probeReachability().catch(() => false), REACHABILITY_PROBE_MS);
  void retryOutboxNow();
}
