// The tick every live read shares (node-model.md §4, §9): it reads only while the page is visible, never
// overlapping (a tick is skipped while the last read runs), and is silent about failures, which the
// caller's `run` reports itself if it needs to; the next tick retries.

/** How often live values are read (node-model.md §4). */
export const AUTO_REFRESH_MS = 1000;

export type VisiblePoll = {
  /** Starts `run` unless the page is hidden or the last read still runs. */
  tick: (run: (signal: AbortSignal) => Promise<unknown>) => void;
  /** Cancels the read in flight (its AbortSignal fires); later ticks read again. */
  abort: () => void;
};

export function visiblePoll(): VisiblePoll {
  let busy = false;
  let controller: AbortController | null = null;
  return {
    tick: (run) => {
      if (busy || (typeof document !== 'undefined' && document.visibilityState !== 'visible')) return;
      busy = true;
      const abort = new AbortController();
      controller = abort;
      run(abort.signal)
        .catch(() => {
          // A cancelled or failed read is retried on the next tick.
        })
        .finally(() => {
          busy = false;
        });
    },
    abort: () => controller?.abort(),
  };
}

/** Ticks `run` every `intervalMs`; returns the stop, which also cancels the read in flight. */
export function startVisiblePoll(run: (signal: AbortSignal) => Promise<unknown>, intervalMs: number): () => void {
  const poll = visiblePoll();
  const timer = setInterval(() => poll.tick(run), intervalMs);
  return () => {
    clearInterval(timer);
    poll.abort();
  };
}
