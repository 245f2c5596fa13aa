import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, signedIn, type BrowserSession } from './support/browser';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});
afterEach(async () => {
  await browser.close();
});

describe('offline start', () => {
  it('loads the app shell from the service worker after one visit with the network offline', async () => {
    const { page, context } = browser;
    await signedIn(page, 'admin');
    // The service worker precaches the shell on install; one online reload puts the page under its control.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Administrator' }).count()).toBe(1);
    await context.setOffline(false);
  });

  it('serves the login screen offline to a visitor who never signed in on this device after one visit', async () => {
    const { page, context } = browser;
    await page.goto('/login');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.goto('/login');
    await page.getByLabel('Username').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    await context.setOffline(false);
  });
});
