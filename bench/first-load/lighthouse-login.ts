// Lighthouse's performance score of /login with its default (mobile) settings: a mid-range phone's
// screen, simulated slow 4G and 4× CPU slowdown. Debian's Chromium is started by playwright-core with a
// DevTools port for Lighthouse to drive; the run's metrics come along to show where the time goes.
// One run's score moves by about ±10 on a 2-core machine between identical runs, so the figure is the
// median of several (Lighthouse's own advice) with the worst alongside.
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium-launch';
import { freePort } from '../../tests/e2e/support/server-process';

/** benchmarkIndex: Lighthouse's reading of the machine's speed for that run, which moves between days here. */
export type LighthouseRun = { score: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number; benchmarkIndex: number };
/** The run with the median score, and every run in the order run. */
export type LighthouseFigure = { median: LighthouseRun; runs: LighthouseRun[] };

export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

async function lighthouseRun(origin: string): Promise<LighthouseRun> {
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
  try {
    const result = await lighthouse(`${origin}/login`, { port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    // A run that failed scores 0; one redirected elsewhere measures another page.
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (!new URL(lhr.finalDisplayedUrl).pathname.endsWith('/login')) throw new Error(`Lighthouse measured ${lhr.finalDisplayedUrl}, not /login`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await browser.close();
  }
}

/** `runs` Lighthouse runs of /login one after another, each in a fresh browser. */
export async function measureLoginLighthouse(origin: string, runs = LIGHTHOUSE_RUNS): Promise<LighthouseFigure> {
  const all: LighthouseRun[] = [];
  for (let i = 0; i < runs; i += 1) all.push(await lighthouseRun(origin));
  const sorted = [...all].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('no Lighthouse run');
  return { median, runs: all };
}
