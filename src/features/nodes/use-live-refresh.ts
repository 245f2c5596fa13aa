// The tree's auto-refresh (node-model.md §4, §9): every 1000 ms while enabled (or once when the debug
// 'refresh once' asks), only while the page is visible, never overlapping (a tick is skipped while
// the last read runs) and silent about cancelled requests.
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError } from '../../data/api-error';
import { ui } from '../../state/ui';

export const AUTO_REFRESH_MS = 1000;

export type LiveRefreshOptions = {
  enabled: boolean;
  /** Reads the live values; gets an AbortSignal that fires on unmount. */
  run: (signal: AbortSignal) => Promise<unknown>;
  intervalMs?: number;
};

export function useLiveRefresh({ enabled, run, intervalMs = AUTO_REFRESH_MS }: LiveRefreshOptions): void {
  const { autoRefresh, refreshTick } = useSnapshot(ui);
  const runRef = useRef(run);
  const busy = useRef(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    runRef.current = run;
  }, [run]);

  const tickRef = useRef<() => void>(() => {});
  useEffect(() => {
    tickRef.current = () => {
      if (busy.current || (typeof document !== 'undefined' && document.visibilityState !== 'visible')) return;
      busy.current = true;
      const abort = new AbortController();
      controller.current = abort;
      runRef
        .current(abort.signal)
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.aborted) return;
          // A failed live read is retried on the next tick; the tree shows browse errors itself.
        })
        .finally(() => {
          busy.current = false;
        });
    };
  });

  const active = enabled || autoRefresh;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => tickRef.current(), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);

  // The debug tools' 'refresh once' (ui.refreshTick) runs one read even when auto-refresh is off.
  const firstTick = useRef(refreshTick);
  useEffect(() => {
    if (refreshTick !== firstTick.current) tickRef.current();
  }, [refreshTick]);

  useEffect(() => () => controller.current?.abort(), []);
}
