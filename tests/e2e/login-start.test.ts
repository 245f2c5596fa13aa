// The signed-out start on the login page without the router (src/login-start.tsx) when things go wrong
// before it is drawn: its own chunk failing (console.md §9: reload once, then say so with Reload) and the
// server answering that it is not ready (the startup error page, drawn by the app).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { MSG_CHUNK_FAILED } from '../../src/domain/chunk-failure';
import { LICENCE_STATUS_PATH } from '../../src/features/account/session-actions';
import { openBrowser, type BrowserSession } from './support/browser';
import { e2eBaseUrl } from './support/e2e-base-url';

const LOGIN_START_CHUNK = /\/assets\/login-start-[\w-]+\.js$/;
const SIGNED_OUT_TEXTS = /\/assets\/signed-out-[\w-]+\.js$/;
const WAIT = { timeout: 60_000 };

let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  // No service worker: it would serve the chunk from its precache, where the test cannot fail it.
  browser = await openBrowser(e2eBaseUrl(), { serviceWorkers: 'block' });
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
});

describe('the signed-out login start', () => {
  it('reloads once when its chunk fails, then says so with Reload, which draws the login page once the chunk arrives', async () => {
    let loads = 0;
    page.on('load', () => (loads += 1));
    const fail = (route: Route) => route.abort('connectionfailed');
    await page.route(LOGIN_START_CHUNK, fail);

    await page.goto('/login');
    await page.getByRole('alert').filter({ hasText: MSG_CHUNK_FAILED }).waitFor(WAIT);
    expect(loads).toBe(2);

    await page.unroute(LOGIN_START_CHUNK, fail);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor(WAIT);
    expect(loads).toBe(3);
    expect(new URL(page.url()).pathname).toBe('/account/login');
  });

  for (const address of ['/login', '/']) {
    it(`shows the startup error page, not the login page, when the server says it is not ready while the login page loads (${address})`, async () => {
      await page.unrouteAll();
      await page.evaluate(() => sessionStorage.clear());
      // The answer comes once the page's texts have arrived (the start is ready to draw but for its
      // chunk), and the login page's chunk only once the answer has moved the address to the startup
      // error page: the start must then draw the app there instead of the login card.
      const textsLoaded = page.waitForEvent('requestfinished', { predicate: (r) => SIGNED_OUT_TEXTS.test(r.url()), ...WAIT });
      await page.route(`**${LICENCE_STATUS_PATH}`, async (route) => {
        await textsLoaded;
        await route.fulfill({ status: 503, contentType: 'text/plain', body: 'The database is being upgraded.' });
      });
      await page.route(LOGIN_START_CHUNK, async (route) => {
        await page.waitForURL((url) => url.pathname === '/startup-error', { ...WAIT, waitUntil: 'commit' });
        await route.continue();
      });

      await page.goto(address);
      await page.getByText('The server is not ready.').waitFor(WAIT);
      await page.getByText('The database is being upgraded.').waitFor(WAIT);
      expect(new URL(page.url()).pathname).toBe('/startup-error');
      expect(await page.getByRole('textbox', { name: /Username/ }).count()).toBe(0);
    });
  }
});
