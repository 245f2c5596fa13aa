// The chart benchmark's browser half (see chart-figure.ts): the real series buffer and uPlot on a real
// canvas in the bench page. Values are a deterministic function of series and time, so both sides
// produce the same numbers and the check needs no copy of the inputs.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { CHART_WINDOW_MS, EMPTY_SERIES, alignSeries, mergeSamples } from '../../src/domain/charts/series-buffer';
import type { AlignedColumns, SampleSeries } from '../../src/domain/charts/series-buffer';
import type { ChartFigure } from './chart-figure';

const SERIES = 5;
const T0 = Date.UTC(2026, 10, 26, 10, 0, 0);
const STEP_MS = 1000;

function value(series: number, t: number): number {
  return Math.round((Math.sin(t / 20_000 + series) * (series + 1) + 10) * 1000) / 1000;
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
}

function floorRun(ticks: number, windowSamples: number): { ms: number; columns: number[][] } {
  const xs: number[] = [];
  const ys: number[][] = Array.from({ length: SERIES }, () => []);
  const push = (t: number) => {
    xs.push(t / 1000);
    for (let s = 0; s < SERIES; s++) ys[s]?.push(value(s, t));
    // The window: samples from newest - 10 minutes on, as the chart keeps.
    while ((xs[0] as number) * 1000 < t - CHART_WINDOW_MS) {
      xs.shift();
      for (const y of ys) y.shift();
    }
  };
  for (let i = 0; i < windowSamples; i++) push(T0 + i * STEP_MS);
  const started = performance.now();
  for (let k = 0; k < ticks; k++) push(T0 + (windowSamples + k) * STEP_MS);
  return { ms: performance.now() - started, columns: [xs, ...ys] };
}

export async function chartFigure(ticks: number): Promise<ChartFigure> {
  const windowSamples = CHART_WINDOW_MS / STEP_MS + 1;
  const box = document.createElement('div');
  box.style.width = '800px';
  document.body.append(box);
  let series: SampleSeries[] = Array.from({ length: SERIES }, () => EMPTY_SERIES);
  // The seed, as hread gives it: the whole window at once.
  series = series.map((s, i) => mergeSamples(s, Array.from({ length: windowSamples }, (_, k) => ({ t: T0 + k * STEP_MS, v: value(i, T0 + k * STEP_MS) }))));
  const options: uPlot.Options = {
    width: 800,
    height: 300,
    scales: { x: { time: true } },
    series: [{}, ...Array.from({ length: SERIES }, (_, i) => ({ label: `Value ${i + 1}`, stroke: ['#0f6cbd', '#da3b01', '#107c10', '#c239b3', '#038387'][i], width: 2, points: { show: false } }))],
  };
  const plot = new uPlot(options, alignSeries(series, T0), box);

  const floorFirst = floorRun(ticks, windowSamples);
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration)));
  observer.observe({ type: 'longtask' });
  const times: number[] = [];
  let data: AlignedColumns = [[]];
  const started = performance.now();
  for (let k = 0; k < ticks; k++) {
    const tickStart = performance.now();
    const t = T0 + (windowSamples + k) * STEP_MS;
    series = series.map((s, i) => mergeSamples(s, [{ t, v: value(i, t) }]));
    data = alignSeries(series, t - CHART_WINDOW_MS);
    // batch() commits at once: the canvas is painted before the next sample, as a 1 s tick would see it.
    plot.batch(() => plot.setData(data));
    times.push(performance.now() - tickStart);
  }
  const chartMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  const floorSecond = floorRun(ticks, windowSamples);

  const problems: string[] = [];
  const expected = floorSecond.columns;
  if (data.length !== expected.length) problems.push(`${data.length} columns, expected ${expected.length}`);
  expected.forEach((column, c) => {
    const got = data[c] ?? [];
    if (got.length !== column.length) problems.push(`column ${c}: ${got.length} points, expected ${column.length}`);
    else if (column.some((v, i) => got[i] !== v)) problems.push(`column ${c} differs`);
  });
  const drawn = plot.data;
  if (drawn[0].length !== expected[0]?.length || drawn[1]?.[drawn[1].length - 1] !== expected[1]?.[expected[1].length - 1]) problems.push('uPlot does not hold the last sample');
  plot.destroy();
  box.remove();
  return {
    series: SERIES,
    windowSamples,
    ticks,
    chartMs,
    chartP95Ms: p95(times),
    floorMs: Math.min(floorFirst.ms, floorSecond.ms),
    longestTaskMs: Math.max(0, ...longTasks),
    correct: problems.length === 0,
    problems,
  };
}
