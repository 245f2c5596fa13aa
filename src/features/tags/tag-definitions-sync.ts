// Runs the tag definitions loader at the moments of console.md §7: after login and every token
// refresh (the token carries the security version) and on each debug auto-refresh tick. Coming back
// online also triggers it, because an offline attempt does nothing and nothing else would retry.
import { subscribeKey } from 'valtio/utils';
import { syncTagDefinitions } from '../../data/nodes/tag-definitions-loader';
import { session } from '../../state/session';
import { ui } from '../../state/ui';

/** Starts the triggers and runs one check now; returns the function that stops them. */
export function startTagDefinitionsSync(): () => void {
  const run = () => {
    void syncTagDefinitions();
  };
  const stopToken = subscribeKey(session, 'token', run);
  // Auto-refresh pauses in hidden tabs, like the tree's live values.
  const stopTick = subscribeKey(ui, 'refreshTick', () => {
    if (typeof document === 'undefined' || document.visibilityState === 'visible') run();
  });
  const target = typeof window === 'undefined' ? null : window;
  target?.addEventListener('online', run);
  run();
  return () => {
    stopToken();
    stopTick();
    target?.removeEventListener('online', run);
  };
}
