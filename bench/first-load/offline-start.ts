// Offline cold start: a signed-in user's tablet starts the app with no network. After one online visit
// (service worker installed and controlling, the user's database mirrored), the browser is closed and
// started again on the same profile, offline, with the CPU slowed by Chromium's DevTools protocol
// (Emulation.setCPUThrottlingRate). Timed from the navigation's start (performance.timeOrigin) until the
// first screen shows the signed-in frame and its page heading: the service worker served the app, the
// user's own IndexedDB opened and the screen rendered from it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium-launch';
import { signedIn } from '../../tests/e2e/support/browser';

export const OFFLINE_START_PATH = '/dashboard';

export type OfflineStartFigure = { cpuSlowdown: number; runs: number; medianMs: number; allMs: number[] };

function launch(profileDir: string, origin: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS],
    baseURL: origin,
    viewport: { width: 1280, height: 800 },
    // The page-side checks below are text, which the app's CSP (script-src 'self') forbids evaluating;
    // it is lifted for the harness only, not for what the app loads.
    bypassCSP: true,
  });
}

// Page-side expressions as text: this file is type-checked with the server's (DOM-free) settings via bench/run.ts.
const SW_READY = 'navigator.serviceWorker.ready.then(() => true)';
const SW_CONTROLS = 'navigator.serviceWorker.controller !== null';
/** The time the navigation and the first screen's heading are both drawn, else false (checked every frame). */
const FIRST_SCREEN_SHOWN = `(() => {
  const nav = document.querySelector('nav[aria-label="Main navigation"]');
  const heading = document.querySelector('main h1');
  return nav !== null && heading !== null && (heading.textContent ?? '').trim() !== '' ? performance.now() : false;
})()`;

/** One online visit: signed in, service worker controlling the page, the first screen shown once. */
async function prepare(profileDir: string, origin: string): Promise<void> {
  const context = await launch(profileDir, origin);
  const page = context.pages()[0] ?? (await context.newPage());
  await signedIn(page, 'admin');
  await page.evaluate(SW_READY);
  await page.goto(OFFLINE_START_PATH);
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor({ timeout: 60_000 });
  if (!(await page.evaluate(SW_CONTROLS))) throw new Error('the service worker does not control the page');
  await context.close();
}

/** One cold start offline at the given slowdown; milliseconds from navigation start to the first screen. */
async function coldStart(profileDir: string, origin: string, cpuSlowdown: number): Promise<number> {
  const context = await launch(profileDir, origin);
  try {
    await context.setOffline(true);
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(OFFLINE_START_PATH, { waitUntil: 'commit', timeout: 60_000 });
    // Checked every frame in the page itself, so the time is the page's own, not the test's polling.
    const handle = await page.waitForFunction(FIRST_SCREEN_SHOWN, undefined, { polling: 'raf', timeout: 60_000 });
    const ms = (await handle.jsonValue()) as number;
    if (!(await page.evaluate(SW_CONTROLS))) throw new Error('the offline start was not served by the service worker');
    return ms;
  } finally {
    await context.close();
  }
}

/** Median of `runs` offline cold starts at `cpuSlowdown` (1 = unthrottled) after one online visit. */
export async function measureOfflineStart(origin: string, cpuSlowdown: number, runs: number): Promise<OfflineStartFigure> {
  const profileDir = mkdtempSync(join(tmpdir(), 'offline-start-'));
  try {
    await prepare(profileDir, origin);
    const allMs: number[] = [];
    for (let i = 0; i < runs; i += 1) allMs.push(await coldStart(profileDir, origin, cpuSlowdown));
    const sorted = [...allMs].sort((a, b) => a - b);
    return { cpuSlowdown, runs, medianMs: sorted[Math.floor(sorted.length / 2)] as number, allMs };
  } finally {
    rmSync(profileDir, { recursive: true, force: true });
  }
}
