// Layout shift of the signed-in shell: each signed-in screen opened afresh (a full page load, as after a
// restart or a link), its layout shifts observed with PerformanceObserver('layout-shift') from the first
// paint until the network is idle and the navigation shows; the score per screen is the largest session
// window (shifts less than 1 s apart, at most 5 s), as Chromium's Cumulative Layout Shift counts it.
import type { BrowserContext } from 'playwright-core';

/** Signed-in screens of every kind: dashboard, record lists, system pages, settings tree, help. */
export const SIGNED_IN_SCREENS: readonly string[] = [
  '/dashboard',
  '/customer/index',
  '/feature/index',
  '/package/index',
  '/system/license',
  '/system/eventlog',
  '/system/users',
  '/settings',
  '/help',
];

export type Viewport = { name: string; width: number; height: number };
export const DESKTOP: Viewport = { name: 'desktop 1280×800', width: 1280, height: 800 };
/** Lighthouse's mobile screen. */
export const MOBILE: Viewport = { name: 'mobile 412×823', width: 412, height: 823 };

export type ScreenShift = { path: string; score: number };
export type LayoutShiftFigure = { viewport: string; screens: ScreenShift[]; worst: ScreenShift };

// Runs in the page before its own scripts: collects every shift not caused by recent input.
const OBSERVE = `(() => {
  const shifts = [];
  window.__layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) shifts.push({ t: e.startTime, v: e.value });
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

/** The largest session window of shifts: gaps under 1 s, windows of at most 5 s. */
export function largestSessionWindow(shifts: readonly { t: number; v: number }[]): number {
  let worst = 0;
  let current = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.t - last >= 1000 || s.t - start >= 5000) {
      current = 0;
      start = s.t;
    }
    current += s.v;
    last = s.t;
    worst = Math.max(worst, current);
  }
  return worst;
}

/**
 * Opens each screen in a page of `context` (already signed in: the session cookie and stored flag are
 * the context's) at the viewport's size and scores its layout shift.
 */
export async function measureShellLayoutShift(
  context: BrowserContext,
  origin: string,
  viewport: Viewport,
  screens: readonly string[] = SIGNED_IN_SCREENS,
): Promise<LayoutShiftFigure> {
  const results: ScreenShift[] = [];
  const page = await context.newPage();
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await page.addInitScript(OBSERVE);
  for (const path of screens) {
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    // Two frames, so the last change has been laid out and reported.
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    const shifts = (await page.evaluate('window.__layoutShifts')) as { t: number; v: number }[];
    results.push({ path, score: largestSessionWindow(shifts) });
  }
  await page.close();
  const worst = results.reduce((a, b) => (b.score > a.score ? b : a));
  return { viewport: viewport.name, screens: results, worst };
}
