import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, signIn, signedIn, type BrowserSession } from './support/browser';

let browser: BrowserSession;
let page: Page;

beforeEach(async () => {
  browser = await openBrowser();
  page = browser.page;
});
afterEach(async () => {
  await browser.close();
});

async function userMenuEntries(displayName: string): Promise<string[]> {
  await page.getByRole('button', { name: displayName }).click();
  const items = page.getByRole('menuitem');
  await items.first().waitFor();
  const names = (await items.allInnerTexts()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  return names;
}

describe('session in the browser', () => {
  it('shows the server error for a wrong password and stays on the login page', async () => {
    await page.goto('/login');
    await signIn(page, 'admin', 'not-the-password');
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('Invalid username or password.');
    expect(new URL(page.url()).pathname).toBe('/account/login');
  });

  it('signs an administrator in and offers every admin entry in the user menu', async () => {
    await signedIn(page, 'admin');
    expect(await userMenuEntries('Administrator')).toEqual(['Profile', 'Outbox', 'License', 'Events', 'Users', 'Settings', 'About', 'Logout']);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Dashboard', 'Customers', 'Features', 'Packages']) {
      await expect.poll(() => nav.getByRole('link', { name, exact: true }).count()).toBe(1);
    }
  });

  it('collapses the side navigation to a 68 px rail and expands it again (console.md §9)', async () => {
    await signedIn(page, 'admin');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const width = async () => (await nav.boundingBox())?.width;
    await expect.poll(width, { timeout: 30_000 }).toBe(240);
    await page.getByRole('button', { name: 'Collapse navigation' }).click();
    await expect.poll(width, { timeout: 30_000 }).toBe(68);
    await page.getByRole('button', { name: 'Expand navigation' }).click();
    await expect.poll(width, { timeout: 30_000 }).toBe(240);
  });

  it('removes the startup page 1000 ms after the app mounts and keeps the app bar at least 30 px tall (console.md §9)', async () => {
    // Recorded in the page from its first script on, at the calls themselves (a MutationObserver hears
    // of them only after the task that made them): the splash starting to fade (the app mounted), and
    // the splash leaving the document.
    await page.addInitScript(() => {
      const times: { hidden?: number; removed?: number } = {};
      (window as unknown as { __splash: typeof times }).__splash = times;
      const add = DOMTokenList.prototype.add;
      DOMTokenList.prototype.add = function (this: DOMTokenList, ...tokens: string[]) {
        if (tokens.includes('splash-hidden')) times.hidden ??= performance.now();
        add.apply(this, tokens);
      };
      const remove = Element.prototype.remove;
      Element.prototype.remove = function (this: Element) {
        if (this.id === 'splash') times.removed ??= performance.now();
        remove.call(this);
      };
    });
    await signedIn(page, 'admin');
    await page.goto('/dashboard');
    const splash = () => page.evaluate(() => (window as unknown as { __splash: { hidden?: number; removed?: number } }).__splash);
    await expect.poll(async () => (await splash()).removed !== undefined, { timeout: 30_000 }).toBe(true);
    const { hidden, removed } = await splash();
    // Within a millisecond: the page's clock is coarsened and timers run on whole milliseconds.
    expect((removed as number) - (hidden as number)).toBeGreaterThanOrEqual(999);
    const bar = page.locator('header').first();
    expect(await bar.evaluate((el) => getComputedStyle(el).minHeight)).toBe('30px');
    expect((await bar.boundingBox())?.height).toBeGreaterThanOrEqual(30);
  });

  it('lands on the dashboard after sign-in without a return address (the home path the server names)', async () => {
    await signedIn(page, 'operator');
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().innerText(), { timeout: 30_000 }).toBe('Dashboard');
  });

  it('shows an operator only the entries the operator rights allow', async () => {
    await signedIn(page, 'operator');
    expect(await userMenuEntries('Olivia Operator')).toEqual(['Profile', 'Outbox', 'Logout']);
  });

  it('sends a deep link to a protected route to login with returnUrl and back after login', async () => {
    await page.goto('/system/eventlog');
    await page.waitForURL((url) => url.pathname === '/account/login');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/system/eventlog');
    await signIn(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/system/eventlog');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().innerText()).toBe('Events');
  });

  it('sends a user without the admin right from an admin route to login', async () => {
    await signedIn(page, 'operator');
    await page.goto('/system/license');
    await page.waitForURL((url) => url.pathname === '/account/login');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/system/license');
    // The login page stays (it is not bounced to / for a signed-in user) and says why it is shown.
    await expect.poll(() => page.getByText('You are signed in as Olivia Operator, who may not open that page.', { exact: false }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/account/login');
    await signIn(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/system/license');
  });

  it('logs out to the login page and protected routes then ask for login again', async () => {
    await signedIn(page, 'admin');
    await page.getByRole('button', { name: 'Administrator' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/account/login');
    await page.goto('/customer');
    await page.waitForURL((url) => url.pathname === '/account/login');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/customer/index');
  });

  it('shows the UNLICENSED marker while the server has no valid licence', async () => {
    await page.goto('/login');
    await signIn(page, 'admin');
    await expect.poll(() => page.getByText('UNLICENSED', { exact: true }).count()).toBe(1);
  });
});
