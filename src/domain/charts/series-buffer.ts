// The samples a live chart draws (issue 12 "Live charts"): one series per instrument value, seeded from
// hread and extended by the one-second reads, kept to a window of the last minutes. Pure and
// allocation-light, so the chart, the mirror and the benchmark share it.
import { PropertyFlag } from '../nodes/node-protocol';
import type { NodeProperty } from '../nodes/node-protocol';
import { AccessFlag, hasFlag } from '../rights';
import { decimalPlacesFromStep } from '../values/decimal-places';

/** Ten minutes at one sample per second: what the simulator's hread keeps (server/instruments). */
export const CHART_WINDOW_MS = 10 * 60_000;
/** Samples one series keeps at most, whatever their spacing: bounds the mirror row and the redraw. */
export const MAX_SERIES_SAMPLES = 1200;

/** t: epoch ms, ascending and unique; v: the value at t (null where there was none). */
export type SampleSeries = { t: number[]; v: (number | null)[] };
export type Sample = { t: number; v: number | null };

export const EMPTY_SERIES: SampleSeries = { t: [], v: [] };

/**
 * The series with `incoming` merged in and everything older than `windowMs` before its newest sample
 * dropped. A sample at a time already held replaces the held one (the later answer wins). Samples
 * arriving in order (the one-second reads) append without re-sorting; returns `series` itself when
 * nothing changed.
 */
export function mergeSamples(series: SampleSeries, incoming: readonly Sample[], windowMs = CHART_WINDOW_MS): SampleSeries {
  if (incoming.length === 0) return series;
  let t = series.t.slice();
  let v = series.v.slice();
  let changed = false;
  for (const s of incoming) {
    if (!Number.isFinite(s.t)) continue;
    const last = t[t.length - 1];
    if (last === undefined || s.t > last) {
      t.push(s.t);
      v.push(s.v);
      changed = true;
      continue;
    }
    const at = lowerBound(t, s.t);
    if (t[at] === s.t) {
      if (v[at] !== s.v) {
        v[at] = s.v;
        changed = true;
      }
    } else {
      t.splice(at, 0, s.t);
      v.splice(at, 0, s.v);
      changed = true;
    }
  }
  const newest = t[t.length - 1] ?? 0;
  const start = Math.max(lowerBound(t, newest - windowMs), t.length - MAX_SERIES_SAMPLES);
  if (start > 0) {
    t = t.slice(start);
    v = v.slice(start);
    changed = true;
  }
  return changed ? { t, v } : series;
}

/** First index whose time is >= time (times ascending). */
function lowerBound(times: readonly number[], time: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((times[mid] as number) < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** uPlot's data: x in seconds, then one column per series, null where a series has no sample at x. */
export type AlignedColumns = [number[], ...(number | null)[][]];

/**
 * The series on one time axis from `from` (epoch ms) on. Series read in the same tick share their
 * times, so the usual case is one pass per series; other times are merged in order.
 */
export function alignSeries(list: readonly SampleSeries[], from = -Infinity): AlignedColumns {
  const starts = list.map((s) => lowerBound(s.t, from));
  const first = list[0];
  const same = first !== undefined && list.every((s, i) => s.t.length - (starts[i] ?? 0) === first.t.length - (starts[0] ?? 0) && s.t[s.t.length - 1] === first.t[first.t.length - 1] && s.t[starts[i] ?? 0] === first.t[starts[0] ?? 0]);
  if (same) {
    const s0 = starts[0] ?? 0;
    const xs = new Array<number>(first.t.length - s0);
    for (let i = s0; i < first.t.length; i++) xs[i - s0] = (first.t[i] as number) / 1000;
    return [xs, ...list.map((s, i) => s.v.slice(starts[i]))];
  }
  const times = new Set<number>();
  list.forEach((s, i) => {
    for (let k = starts[i] ?? 0; k < s.t.length; k++) times.add(s.t[k] as number);
  });
  const sorted = [...times].sort((a, b) => a - b);
  const columns = list.map((s, i) => {
    const column = new Array<number | null>(sorted.length).fill(null);
    let k = starts[i] ?? 0;
    for (let j = 0; j < sorted.length && k < s.t.length; j++) {
      if (s.t[k] === sorted[j]) column[j] = s.v[k++] ?? null;
    }
    return column;
  });
  return [sorted.map((t) => t / 1000), ...columns];
}

/** Decimals an axis label needs for ticks `increment` apart (0.005 → 3, 2 → 0). */
export function axisDecimals(increment: number): number {
  return decimalPlacesFromStep(increment, 0);
}

/** The samples of an hread answer (returnValue: [{ id, samples: [{ t, value }] }]) for one property; numbers only. */
export function samplesOfHistory(returnValue: unknown, propId: string): Sample[] {
  if (!Array.isArray(returnValue)) return [];
  const entry = returnValue.find((e: unknown) => typeof e === 'object' && e !== null && (e as { id?: unknown }).id === propId) as { samples?: unknown } | undefined;
  if (!entry || !Array.isArray(entry.samples)) return [];
  const out: Sample[] = [];
  for (const s of entry.samples as unknown[]) {
    if (typeof s !== 'object' || s === null) continue;
    const { t, value } = s as { t?: unknown; value?: unknown };
    const at = typeof t === 'string' ? Date.parse(t) : NaN;
    if (Number.isNaN(at)) continue;
    out.push({ t: at, v: typeof value === 'number' && Number.isFinite(value) ? value : null });
  }
  return out;
}

/**
 * How many samples the next read asks for: those since the newest one held (one a second), plus a
 * few for clock differences; the whole window when nothing is held. Bounded by the server's 600.
 */
export function samplesToRequest(newest: number | undefined, now: number, max = 600): number {
  if (newest === undefined) return max;
  return Math.max(1, Math.min(max, Math.ceil((now - newest) / 1000) + 5));
}

/** Whether a property is a live instrument value a chart can draw: a read-only, audit-exempt number. */
export function isChartableProperty(p: Pick<NodeProperty, 'type' | 'ac' | 'flags'>): boolean {
  return (p.type.kind === 'decimal' || p.type.kind === 'int') && !hasFlag(p.ac, AccessFlag.write) && hasFlag(p.flags ?? 0, PropertyFlag.ignoreAudit);
}
