// The uPlot wrapper: one canvas chart of aligned columns (x in seconds, one column per series). uPlot
// is created once per series set and fed with setData afterwards, which is what keeps a chart that
// redraws every second cheap. The number of points drawn (data-points) and the value axis labels
// (data-y-ticks) are exposed for tests. uPlot itself loads on the chart's first draw, not with the screen:
// evaluating it held up the first paint of the dashboard on a slow tablet's offline start. A uPlot chunk
// that fails to load is a chunk failure like a route's (console.md §9): the chart's place shows it.
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AlignedColumns } from '../../domain/charts/series-buffer';
import { axisDecimals } from '../../domain/charts/series-buffer';
import { asChunkLoadError } from '../../domain/chunk-failure';
import { withChunkTimeout } from '../../domain/chunk-timeout';
import { ChunkFailureView } from '../shell/ChunkFailureView';
import { importUPlot } from './import-uplot';
import { reportBrowserException } from '../shell/error-reporting';

/** Formats an axis value; the app's locale number formatting is passed in (decimals chosen per axis). */
export type FormatNumber = (value: number, decimals: number) => string;

export type LiveChartSeries = { label: string };

export type LiveChartProps = {
  /** The chart's accessible name. */
  label: string;
  series: readonly LiveChartSeries[];
  data: AlignedColumns;
  formatNumber: FormatNumber;
  /** @default 180 */
  height?: number;
};

// Canvas cannot read CSS variables: the series colours are design tokens resolved on the element.
const SERIES_TOKENS = ['--colorBrandForeground1', '--colorPaletteDarkOrangeForeground1', '--colorPaletteGreenForeground1', '--colorPaletteBerryForeground1', '--colorPaletteTealForeground1'];

const useStyles = makeStyles({
  root: { width: '100%', minHeight: '120px', color: tokens.colorNeutralForeground2 },
});

function tokenColour(element: HTMLElement, name: string, fallback: string): string {
  const value = getComputedStyle(element).getPropertyValue(name).trim();
  return value || fallback;
}

const loadUPlot = asChunkLoadError(withChunkTimeout(importUPlot));

/** jsdom has no canvas: there the chart keeps its data and exposes it, but draws nothing. */
function canDraw(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

type DrawInput = { series: readonly LiveChartSeries[]; height: number; format: RefObject<FormatNumber>; data: AlignedColumns };

/** Creates the chart in `element`. */
function drawChart(UPlot: typeof uPlot, element: HTMLDivElement, { series, height, format, data }: DrawInput): uPlot {
  const axisColour = tokenColour(element, '--colorNeutralForeground2', 'currentColor');
  const gridColour = tokenColour(element, '--colorNeutralStroke2', 'rgba(0,0,0,0.1)');
  const options: uPlot.Options = {
    width: Math.max(200, element.clientWidth),
    height,
    legend: { show: series.length > 1 },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: true } },
    series: [
      {},
      ...series.map((s, i) => ({
        label: s.label,
        stroke: tokenColour(element, SERIES_TOKENS[i % SERIES_TOKENS.length] ?? '', axisColour),
        width: 2,
        points: { show: false },
      })),
    ],
    axes: [
      { stroke: axisColour, grid: { stroke: gridColour } },
      {
        stroke: axisColour,
        grid: { stroke: gridColour },
        size: 64,
        values: (_u, splits, _axis, _space, increment) => {
          const labels = splits.map((v) => format.current(v, axisDecimals(increment)));
          // The canvas text cannot be read back: the labels are exposed for tests (locale separators).
          element.dataset.yTicks = labels.join(' ');
          return labels;
        },
      },
    ],
  };
  return new UPlot(options, data, element);
}

export function LiveChart({ label, series, data, formatNumber, height = 180 }: LiveChartProps) {
  const styles = useStyles();
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const format = useRef(formatNumber);
  const latest = useRef(data);
  useEffect(() => {
    format.current = formatNumber;
    latest.current = data;
  });
  const seriesKey = series.map((s) => s.label).join('\u0000');
  // Wrapped in an object: an error is any value, and null means none.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element || !canDraw()) return;
    let cleanUp: (() => void) | null = null;
    let gone = false;
    loadUPlot().then(
      ({ default: UPlot }) => {
        if (gone) return;
        const chart = drawChart(UPlot, element, { series, height, format, data: latest.current });
        plot.current = chart;
        const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(200, element.clientWidth), height }));
        resize.observe(element);
        cleanUp = () => {
          resize.disconnect();
          chart.destroy();
          plot.current = null;
        };
      },
      (error: unknown) => {
        if (gone) return;
        reportBrowserException({ error });
        setFailure({ error });
      },
    );
    return () => {
      gone = true;
      cleanUp?.();
    };
    // series is compared by its labels: a new array with the same labels keeps the chart.
  }, [seriesKey, height]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    plot.current?.setData(data);
  }, [data]);

  if (failure) return <ChunkFailureView error={failure.error} />;
  return <div ref={host} className={styles.root} role="img" aria-label={label} data-points={data[0].length} />;
}
