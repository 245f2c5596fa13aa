// The first-load rows of bench/run.ts's table (issue 13), each with its goal.
import type { FirstLoadFigure } from './first-load-figure';

export const GOAL_LOGIN_SCRIPT_KB = 150;
export const GOAL_LAYOUT_SHIFT = 0.1;
export const GOAL_OFFLINE_START_MS = 1000;
export const GOAL_LIGHTHOUSE = 90;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;
const met = (yes: boolean) => (yes ? 'yes' : '**no**');

export function firstLoadRows(f: FirstLoadFigure): string[][] {
  const rows: string[][] = [];
  rows.push([
    `13a. Script the login route loads: /login on the built app in Chromium until the network is idle, every script response summed (${f.login.files.length} files; as served: ${kb(f.login.servedBytes)})`,
    `${kb(f.login.gzipBytes)} gzip`,
    `every script of the built app: ${kb(f.wholeAppGzipBytes)} gzip`,
    `${(f.login.gzipBytes / f.wholeAppGzipBytes).toFixed(2)} × whole app`,
    `≤ ${GOAL_LOGIN_SCRIPT_KB} kB gzip`,
    met(f.login.gzipBytes <= GOAL_LOGIN_SCRIPT_KB * 1024),
  ]);
  for (const s of f.shifts) {
    rows.push([
      `13b. Layout shift of the signed-in shell, ${s.viewport}: ${s.screens.length} screens each opened afresh, PerformanceObserver('layout-shift'), largest session window per screen; worst ${s.worst.path}`,
      s.worst.score.toFixed(3),
      `median screen: ${[...s.screens].sort((a, b) => a.score - b.score)[Math.floor(s.screens.length / 2)]?.score.toFixed(3) ?? '—'}`,
      '—',
      `≤ ${GOAL_LAYOUT_SHIFT} on every screen`,
      met(s.worst.score <= GOAL_LAYOUT_SHIFT),
    ]);
  }
  rows.push([
    `13c. Offline cold start (service worker, the user's IndexedDB, first screen with navigation and heading), CPU slowed ${f.offlineSlow.cpuSlowdown}× (Emulation.setCPUThrottlingRate), median of ${f.offlineSlow.runs}`,
    ms(f.offlineSlow.medianMs),
    `the same start unthrottled: ${ms(f.offlineFast.medianMs)}`,
    `${(f.offlineSlow.medianMs / f.offlineFast.medianMs).toFixed(2)} × unthrottled`,
    `< ${ms(GOAL_OFFLINE_START_MS)}`,
    met(f.offlineSlow.medianMs < GOAL_OFFLINE_START_MS),
  ]);
  const l = f.lighthouse.median;
  const scores = f.lighthouse.runs.map((r) => r.score);
  const speeds = f.lighthouse.runs.map((r) => r.benchmarkIndex);
  const worst = Math.min(...scores);
  const speed = `${Math.min(...speeds).toFixed(0)}–${Math.max(...speeds).toFixed(0)}`;
  rows.push([
    `13d. Lighthouse performance of /login, mobile settings (simulated slow 4G, 4× CPU), median of ${scores.length} runs (${scores.join(', ')}); the median run: FCP ${ms(l.fcpMs)}, LCP ${ms(l.lcpMs)}, TBT ${ms(l.tbtMs)}, CLS ${l.cls.toFixed(3)}; this machine's speed as Lighthouse read it (benchmarkIndex): ${speed}`,
    String(l.score),
    `worst run: ${worst}`,
    '—',
    `≥ ${GOAL_LIGHTHOUSE} (median)`,
    met(l.score >= GOAL_LIGHTHOUSE),
  ]);
  return rows;
}
