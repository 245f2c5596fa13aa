// Issue 12's chart row of `npm run bench`: a live chart of 5 instrument values over a 10-minute window
// taking one sample a second, each appended through the series buffer and redrawn by uPlot
// (bench/charts/chart-step.ts, in Chromium), against the raw floor of the same arrays pushed with no
// chart, measured in the same run; the drawn data is checked against the floor's.

export type ChartFigure = {
  series: number;
  /** Samples per series in the window (10 minutes at 1 s, both ends included). */
  windowSamples: number;
  ticks: number;
  /** Append + align + uPlot setData and redraw, all ticks. */
  chartMs: number;
  chartP95Ms: number;
  /** The same samples pushed into plain arrays trimmed to the window, all ticks. */
  floorMs: number;
  longestTaskMs: number;
  /** The chart's data equals the floor's arrays, and uPlot holds the last sample. */
  correct: boolean;
  problems: string[];
};

/** A redraw per sample within one frame keeps a 1 s chart smooth. */
export const GOAL_CHART_TICK_P95_MS = 16;
export const CHART_TICKS = 600;

const ms = (value: number) => (value < 0.1 ? `${(value * 1000).toFixed(1)} µs` : `${value < 10 ? value.toFixed(2) : Math.round(value).toLocaleString('en-US')} ms`);

export function chartRow(f: ChartFigure): string[] {
  const perTick = f.chartMs / f.ticks;
  const floorPerTick = f.floorMs / f.ticks;
  return [
    `11. Live chart: ${f.ticks} one-second samples of ${f.series} series appended (mergeSamples), aligned over the ${f.windowSamples}-sample 10-minute window (alignSeries) and redrawn by uPlot each (setData, synchronous paint), Chromium; chart data checked against the floor's arrays: ${f.correct ? 'ok' : `**FAILED** (${f.problems.slice(0, 3).join('; ')})`}; the ticks run back to back in one task (longest main-thread task ${ms(f.longestTaskMs)}), so the per-tick times are what a 1 s chart meets`,
    `${ms(perTick)} per tick (p95 ${ms(f.chartP95Ms)}; ${ms(f.chartMs)} in all)`,
    `the same samples pushed into plain arrays trimmed to the window, no chart: ${ms(floorPerTick)} per tick (${ms(f.floorMs)} in all)`,
    `${(f.chartMs / Math.max(f.floorMs, 1e-3)).toFixed(0)} × floor`,
    `p95 < ${GOAL_CHART_TICK_P95_MS} ms per tick (one frame), data right`,
    f.correct && f.chartP95Ms < GOAL_CHART_TICK_P95_MS ? 'yes' : '**no**',
  ];
}
