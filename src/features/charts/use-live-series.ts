// A chart's data: the mirrored samples of its values (useLiveQuery over the liveSeries rows), kept
// current by an hread every second while the chart shows (one batch for all charts of a host). A read that gets no answer marks the chart
// offline; it goes on drawing the mirrored samples and says how old they are.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { ApiError } from '../../data/api-error';
import { readSeriesRows, syncSeries } from '../../data/charts/live-series-repository';
import type { SeriesRef } from '../../data/charts/live-series-repository';
import { CHART_WINDOW_MS, EMPTY_SERIES, alignSeries } from '../../domain/charts/series-buffer';
import type { AlignedColumns } from '../../domain/charts/series-buffer';
import { joinSeriesGroup } from './series-poll-group';

export type LiveSeries = {
  data: AlignedColumns;
  /** The last read got no answer. */
  offline: boolean;
  /** Epoch ms of the newest answer behind the samples; null when none was ever mirrored. */
  fetchedAt: number | null;
  /** The server refused the read (no history, no right): its message. */
  error: string | null;
};

/** refs must all be values of one host. */
export function useLiveSeries(host: string, refs: readonly SeriesRef[], windowMs = CHART_WINDOW_MS): LiveSeries {
  const refsKey = refs.map((r) => `${r.gId}|${r.propId}`).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableRefs = useMemo(() => refs, [host, refsKey]);
  const rows = useLiveQuery(() => readSeriesRows(stableRefs), [stableRefs]);
  const [state, setState] = useState<{ offline: boolean; error: string | null }>({ offline: false, error: null });

  const onRead = useCallback((error: unknown) => {
    if (error === null) setState((s) => (s.offline || s.error ? { offline: false, error: null } : s));
    else if (!(error instanceof ApiError && error.aborted)) {
      const offline = error instanceof ApiError && error.network;
      setState({ offline, error: offline ? null : error instanceof Error ? error.message : String(error) });
    }
  }, []);

  // The seed: the whole window of this chart's values at once, before the first tick of its group.
  useEffect(() => {
    const abort = new AbortController();
    // A seed that lands after unmount or after newer refs changes nothing.
    syncSeries(host, stableRefs, { signal: abort.signal }).then(
      () => {
        if (!abort.signal.aborted) onRead(null);
      },
      (error: unknown) => {
        if (!abort.signal.aborted) onRead(error);
      },
    );
    return () => abort.abort();
  }, [host, stableRefs, onRead]);
  useEffect(() => joinSeriesGroup(host, { refs: stableRefs, onRead }), [host, stableRefs, onRead]);

  const data = useMemo<AlignedColumns>(() => {
    const series = (rows ?? []).map((r) => r ?? EMPTY_SERIES);
    const newest = Math.max(0, ...series.map((s) => s.t[s.t.length - 1] ?? 0));
    return series.length === 0 ? [[]] : alignSeries(series, newest - windowMs);
  }, [rows, windowMs]);
  const fetchedAt = (rows ?? []).reduce<number | null>((max, r) => (r && (max === null || r.fetchedAt > max) ? r.fetchedAt : max), null);
  return { data, offline: state.offline, fetchedAt, error: state.error };
}
