// The tree's auto-refresh (node-model.md §4, §9): every 1000 ms while enabled (or once when the debug
// 'refresh once' asks), only while the page is visible, never overlapping (a tick is skipped while
// the last read runs) and silent about cancelled requests.
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ui } from '../../state/ui';
import { AUTO_REFRESH_MS, visiblePoll } from './visible-poll';

export type LiveRefreshOptions = {
  enabled: boolean;
  /** Reads the live values; gets an AbortSignal that fires on unmount. */
  run: (signal: AbortSignal) => Promise<unknown>;
  intervalMs?: number;
};

export function useLiveRefresh({ enabled, run, intervalMs = AUTO_REFRESH_MS }: LiveRefreshOptions): void {
  const { autoRefresh, refreshTick } = useSnapshot(ui);
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  }, [run]);
  const [poll] = useState(visiblePoll);

  const active = enabled || autoRefresh;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => poll.tick(runRef.current), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs, poll]);

  // The debug tools' 'refresh once' (ui.refreshTick) runs one read even when auto-refresh is off.
  const firstTick = useRef(refreshTick);
  useEffect(() => {
    if (refreshTick !== firstTick.current) poll.tick(runRef.current);
  }, [refreshTick, poll]);

  useEffect(() => () => poll.abort(), [poll]);
}
