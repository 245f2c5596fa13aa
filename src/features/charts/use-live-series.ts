// A chart's data: the mirrored samples of its values (useLiveQuery over the liveSeries rows), kept
// current by an hread every second while the chart shows. A read that gets no answer marks the chart
// offline; it goes on drawing the mirrored samples and says how old they are.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { ApiError } from '../../data/api-error';
import { readSeriesRows, syncSeries } from '../../data/charts/live-series-repository';
import type { SeriesRef } from '../../data/charts/live-series-repository';
import { CHART_WINDOW_MS, EMPTY_SERIES, alignSeries } from '../../domain/charts/series-buffer';
import type { AlignedColumns } from '../../domain/charts/series-buffer';
import { useLiveRefresh } from '../nodes/use-live-refresh';

export type LiveSeries = {
  data: AlignedColumns;
  /** The last read got no answer. */
  offline: boolean;
  /** Epoch ms of the newest answer behind the samples; null when none was ever mirrored. */
  fetchedAt: number | null;
  /** The server refused the read (no history, no right): its message. */
  error: string | null;
};

/** refs must all be values of one host (one batch per second). */
export function useLiveSeries(host: string, refs: readonly SeriesRef[], windowMs = CHART_WINDOW_MS): LiveSeries {
  const refsKey = refs.map((r) => `${r.gId}|${r.propId}`).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableRefs = useMemo(() => refs, [host, refsKey]);
  const rows = useLiveQuery(() => readSeriesRows(stableRefs), [stableRefs]);
  const [state, setState] = useState<{ offline: boolean; error: string | null }>({ offline: false, error: null });

  const run = useCallback(
    (signal: AbortSignal) =>
      syncSeries(host, stableRefs, { signal }).then(
        () => setState((s) => (s.offline || s.error ? { offline: false, error: null } : s)),
        (error: unknown) => {
          if (!(error instanceof ApiError && error.aborted)) {
            const offline = error instanceof ApiError && error.network;
            setState({ offline, error: offline ? null : error instanceof Error ? error.message : String(error) });
          }
          throw error;
        },
      ),
    [host, stableRefs],
  );

  // The seed: the whole window at once, before the first tick.
  useEffect(() => {
    const abort = new AbortController();
    run(abort.signal).catch(() => undefined);
    return () => abort.abort();
  }, [run]);
  useLiveRefresh({ enabled: true, run });

  const data = useMemo<AlignedColumns>(() => {
    const series = (rows ?? []).map((r) => r ?? EMPTY_SERIES);
    const newest = Math.max(0, ...series.map((s) => s.t[s.t.length - 1] ?? 0));
    return series.length === 0 ? [[]] : alignSeries(series, newest - windowMs);
  }, [rows, windowMs]);
  const fetchedAt = (rows ?? []).reduce<number | null>((max, r) => (r && (max === null || r.fetchedAt > max) ? r.fetchedAt : max), null);
  return { data, offline: state.offline, fetchedAt, error: state.error };
}
