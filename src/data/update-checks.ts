// When the app looks for a new version and how one is applied (issue 9): an open tablet app checks
// every hour and whenever it becomes visible again, and the prompt's Reload works in every tab, also
// in one whose new version another tab has already activated.

/** How often an open app asks for a new version, besides each time it becomes visible. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Runs `check` on the interval and when the page becomes visible; returns the function that stops it. */
export function startUpdateChecks(check: () => Promise<unknown>, intervalMs: number = UPDATE_CHECK_INTERVAL_MS): () => void {
  const run = () => {
    check().catch(() => {
      // Offline or the server is away: the next check tries again.
    });
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') run();
  };
  const timer = setInterval(run, intervalMs);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

export type UpdateSteps = {
  /** Whether a new version still waits; false once another tab has activated it. */
  hasWaiting: () => Promise<boolean>;
  /** Asks the waiting version to take over. */
  skipWaiting: () => void;
  /** Calls back once the new version controls this page. */
  whenControlling: (listener: () => void) => void;
  reload: () => void;
};

/**
 * How long the Reload waits for the new version to take over before it reloads anyway: a browser may
 * hold the old worker while it still has work (Chromium does, up to five minutes), and leaving the
 * page is what frees it, so the user is never left with a button that does nothing.
 */
export const TAKEOVER_LIMIT_MS = 10_000;

/** The prompt's Reload: activate the waiting version and reload under it, or just reload when it is active. */
export async function applyWaitingUpdate(steps: UpdateSteps, takeoverLimitMs: number = TAKEOVER_LIMIT_MS): Promise<void> {
  if (!(await steps.hasWaiting())) {
    steps.reload();
    return;
  }
  let reloaded = false;
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    clearTimeout(limit);
    steps.reload();
  };
  const limit = setTimeout(reloadOnce, takeoverLimitMs);
  steps.whenControlling(reloadOnce);
  steps.skipWaiting();
}
