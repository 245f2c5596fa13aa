// The first load of issue 13 on the built app: what script the login route loads until the network is
// idle (gzip), and that no signed-in screen shifts its layout by more than 0.1 as its parts arrive.
// The measuring code is the benchmark's (bench/first-load), so the test and `npm run bench` agree.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT } from '../../scripts/vite-start-chunks';
import { DESKTOP, MOBILE, measureShellLayoutShift } from '../../bench/first-load/layout-shift';
import { GOAL_LAYOUT_SHIFT } from '../../bench/first-load/first-load-rows';
import { measureLoginScript } from '../../bench/first-load/login-script';
import { openBrowser, signedIn, type BrowserSession } from './support/browser';

/**
 * The login route's script budget in kB gzip: issue 13's goal is 150. The route loaded about 201 with
 * translations (docs/decisions.md, "first load"), 190.5 once Fluent's styles were extracted at build time
 * (scripts/vite-griffel-extraction.ts), 181.2 once the app's own makeStyles were precompiled too
 * (scripts/vite-griffel-aot.ts), 137.9 since a signed-out start draws the login page without the
 * router (src/login-start.tsx), 129.3 (11 files) since the login start is one chunk, not some 30, and
 * 128.2 (10 files) with the shared start chunk (scripts/vite-start-chunks.ts).
 * React DOM is about 60 of what is left; the ceiling fails on growth.
 */
const LOGIN_SCRIPT_CEILING_KB = 135;

let browser: BrowserSession;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * The login page without the router: the app's router and route tree (the app-start chunk) and the
 * signed-in frame (the signed-in chunk) load at sign-in (scripts/vite-start-chunks.ts).
 */
function expectRouterFree(names: string[]): void {
  expect(names.some((n) => /\/assets\/login-start-[\w-]+\.js$/.test(n))).toBe(true);
  expect(names.filter((n) => /\/assets\/(signed-in|app-start|AppShell|LoginPage)-[\w-]+\.js$/.test(n))).toEqual([]);
}

describe('first load', () => {
  it('loads at most the budget of script on /login until the network is idle, and no signed-in-only module', async () => {
    const figure = await measureLoginScript(browser.context, browser.baseUrl);
    expect(figure.finalPath).toBe('/account/login');
    const names = figure.files.map((f) => f.url);
    expectRouterFree(names);
    // Dexie, the user's database and the outbox load at sign-in, not for the login page; nor what the
    // signed-in start shares with dialogs the login page opens on demand (scripts/start-chunk-spec.ts).
    expect(names.filter((n) => /\/assets\/(signed-in|start-shared|db|user-database|page-outbox|outbox-runtime|SideNav)-[\w-]+\.js$/.test(n))).toEqual([]);
    // In English the sign-in texts alone: no other catalog, no language's bundle of every text.
    expect(names.some((n) => /\/assets\/signed-out-[\w-]+\.js$/.test(n))).toBe(true);
    expect(names.filter((n) => /\/assets\/(texts-\w+|common|shell|nodes|records)-[\w-]+\.js$/.test(n))).toEqual([]);
    expect(figure.gzipBytes / 1024).toBeLessThanOrEqual(LOGIN_SCRIPT_CEILING_KB);
  });

  it('draws the login page without the router at the installed app’s start address too', async () => {
    const figure = await measureLoginScript(browser.context, browser.baseUrl, '/');
    expect(figure.finalPath).toBe('/account/login');
    expectRouterFree(figure.files.map((f) => f.url));
    expect(figure.gzipBytes / 1024).toBeLessThanOrEqual(LOGIN_SCRIPT_CEILING_KB);
  });

  it('names the login start chunk in the page, so the browser fetches it alongside the entry', async () => {
    const html = await (await browser.page.request.get(`${browser.baseUrl}/`)).text();
    const preloaded = /<link rel="modulepreload" crossorigin href="(\/assets\/login-start-[\w-]+\.js)">/.exec(html)?.[1];
    expect(preloaded).toBeDefined();
    // The very file the login page then runs, not a stale name.
    const figure = await measureLoginScript(browser.context, browser.baseUrl);
    expect(figure.files.map((f) => f.url)).toContain(preloaded);
  });

  it('hints V8 to compile the start chunks eagerly, and no chunk a screen loads on demand', async () => {
    const html = await (await browser.page.request.get(`${browser.baseUrl}/`)).text();
    const entry = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)">/.exec(html)?.[1];
    expect(entry).toBeDefined();
    // As served: the hint must be the file's first line, before Vite's preload map.
    expect((await (await browser.page.request.get(`${browser.baseUrl}${entry}`)).text()).startsWith(EAGER_COMPILE_HINT)).toBe(true);
    const assets = join(import.meta.dirname, '..', '..', 'dist', 'assets');
    const hinted = readdirSync(assets)
      .filter((f) => f.endsWith('.js') && readFileSync(join(assets, f), 'utf8').includes(EAGER_COMPILE_HINT.trim()))
      .map((f) => f.replace(/-[\w-]{8}\.js$/, ''))
      .sort();
    expect(hinted).toEqual(['app-start', 'index', 'login-start', 'signed-in', 'start-shared']);
  });

  it('opens a signed-out page with the router without the signed-in frame’s chunk or Dexie', async () => {
    const figure = await measureLoginScript(browser.context, browser.baseUrl, '/account/forgot');
    expect(figure.finalPath).toBe('/account/forgot');
    const names = figure.files.map((f) => f.url);
    expect(names.some((n) => /\/assets\/app-start-[\w-]+\.js$/.test(n))).toBe(true);
    expect(names.filter((n) => /\/assets\/(signed-in|db|user-database|SideNav)-[\w-]+\.js$/.test(n))).toEqual([]);
  });

  it('shifts no signed-in screen by more than 0.1, on a desktop and on a phone', async () => {
    await signedIn(browser.page, 'admin');
    for (const viewport of [DESKTOP, MOBILE]) {
      const figure = await measureShellLayoutShift(browser.context, browser.baseUrl, viewport);
      expect(figure.screens.length).toBeGreaterThan(5);
      expect({ viewport: viewport.name, ...figure.worst, ok: figure.worst.score <= GOAL_LAYOUT_SHIFT }).toEqual({
        viewport: viewport.name,
        ...figure.worst,
        ok: true,
      });
    }
  }, 240_000);
});
