// When the page pulls changes (docs/architecture.md "Pull"): at start and on every new token (a login,
// a refresh), when the network comes back, when the page becomes visible, and every minute while it is
// visible and online. Each pull first sends what the outbox holds (push, then pull), so the mirror takes
// the server's answer to the user's own edits before the changes of others. Only a signed-in session
// pulls; a reset also reloads the tag definitions, which live in the emptied node mirror.
import { subscribeKey } from 'valtio/utils';
import { syncTagDefinitions } from '../../data/nodes/tag-definitions-loader';
import { retryOutboxNow } from '../../data/outbox/outbox-runtime';
import { pullChanges, setPullGate } from '../../data/sync/change-puller';
import { isLoggedIn, session } from '../../state/session';

export const PULL_INTERVAL_MS = 60_000;

function pageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState === 'visible';
}

/** Starts the triggers and pulls once now; returns the function that stops them. */
export function startChangePullSync(): () => void {
  setPullGate(isLoggedIn);
  const run = () => {
    void retryOutboxNow()
      .then(() => pullChanges())
      .then((outcome) => {
        if (outcome === 'reset') void syncTagDefinitions();
      });
  };
  const onVisible = () => {
    if (pageVisible()) run();
  };
  const stopToken = subscribeKey(session, 'token', run);
  window.addEventListener('online', run);
  document.addEventListener('visibilitychange', onVisible);
  const timer = setInterval(() => {
    if (pageVisible() && navigator.onLine) run();
  }, PULL_INTERVAL_MS);
  run();
  return () => {
    stopToken();
    window.removeEventListener('online', run);
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(timer);
  };
}
