// A part of the app that fails to load (console.md §9): the app reloads once with a message, then offers
// Reload instead of the router's bare error text, and the failure reaches the server's error reports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { MSG_CHUNK_FAILED, MSG_CHUNK_RELOADED } from '../../src/domain/chunk-failure';
import { BROWSER_EXCEPTION_PATH } from '../../src/features/shell/error-reporting';
import { openBrowser, signedIn, type BrowserSession } from './support/browser';
import { e2eBaseUrl } from './support/e2e-base-url';

const HELP_CHUNK = /\/assets\/HelpPages-[\w-]+\.js$/;
const APP_START_CHUNK = /\/assets\/app-start-[\w-]+\.js$/;

/**
 * The document requests of the tab from now on. Not its load events: a start chunk that fails at once
 * reloads the page before the first document's load event, which then never fires.
 */
function countDocumentLoads(tab: Page): () => number {
  let loads = 0;
  tab.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === tab.mainFrame()) loads += 1;
  });
  return () => loads;
}

let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  // No service worker: it would serve the chunk from its precache, where the test cannot fail it.
  browser = await openBrowser(e2eBaseUrl(), { serviceWorkers: 'block' });
  page = browser.page;
  await signedIn(page, 'admin');
});

afterAll(async () => {
  await browser?.close();
});

describe('chunk load failure', () => {
  it('reloads once with a message, then offers Reload, which opens the page once the chunk arrives', async () => {
    const reports: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === BROWSER_EXCEPTION_PATH) reports.push(request.postData() ?? '');
    });
    const loads = countDocumentLoads(page);
    const fail = (route: Route) => route.abort('connectionfailed');
    await page.route(HELP_CHUNK, fail);

    await page.goto('/help');
    // The first failure reloads the app; the chunk fails again, and the app says so instead of looping.
    await page.getByText(MSG_CHUNK_RELOADED, { exact: true }).waitFor({ timeout: 60_000 });
    await page.getByText(MSG_CHUNK_FAILED, { exact: true }).waitFor({ timeout: 60_000 });
    expect(loads()).toBe(2);
    await expect.poll(() => reports.some((r) => r.includes('ChunkLoadError')), { timeout: 30_000 }).toBe(true);

    await page.unroute(HELP_CHUNK, fail);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { level: 1, name: 'Help' }).waitFor({ timeout: 60_000 });
    expect(loads()).toBe(3);
  });

  it('reloads once when the app’s own start chunk fails, then says so in place of the splash, with Reload', async () => {
    const loads = countDocumentLoads(page);
    const fail = (route: Route) => route.abort('connectionfailed');
    await page.route(APP_START_CHUNK, fail);
    // The test before reloaded this tab for a chunk minutes ago, which would rightly forbid another reload.
    await page.evaluate(() => sessionStorage.clear());

    await page.goto('/dashboard');
    await page.getByRole('alert').filter({ hasText: MSG_CHUNK_FAILED }).waitFor({ timeout: 60_000 });
    expect(loads()).toBe(2);

    await page.unroute(APP_START_CHUNK, fail);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 60_000 });
    expect(loads()).toBe(3);
  });
});
