// Help books in Chromium against the real server: a protocol wizard stepped through to completion with
// the keyboard, platform books locked for a user without their right (the demo operator holds no
// platform right on the unlicensed e2e server), and a book opening offline after one visit.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { HELP_CATALOGUE } from '../../src/domain/help-catalogue';
import { openBrowser, signedIn, type BrowserSession } from './support/browser';

const WAIT = { timeout: 30_000 };

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});
afterEach(async () => {
  await browser.context.setOffline(false);
  await browser.close();
});

/** Ticks every check of the current step with the keyboard (Space), then presses the step's button with Enter. */
async function finishStep(book: Locator, buttonName: 'Next' | 'Record completion'): Promise<void> {
  const checks = book.getByRole('group', { name: 'Checks' }).getByRole('checkbox');
  const count = await checks.count();
  for (let i = 0; i < count; i++) {
    await checks.nth(i).focus();
    await checks.nth(i).press('Space');
    await expect.poll(() => checks.nth(i).isChecked(), WAIT).toBe(true);
  }
  const button = book.getByRole('button', { name: buttonName });
  await expect.poll(() => button.getAttribute('aria-disabled'), WAIT).not.toBe('true');
  await button.focus();
  await button.press('Enter');
}

async function stepHeading(book: Locator): Promise<string> {
  return (await book.getByRole('heading', { level: 3, name: /^Step \d+ of \d+:/ }).textContent()) ?? '';
}

/** Waits until the page is under the service worker's control, so later loads can come from its precache. */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor(WAIT);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

describe('help books', () => {
  it('steps an operator through the MWD flow cell cleaning wizard with the keyboard and keeps the completion', async () => {
    const { page } = browser;
    await signedIn(page, 'operator');
    await page.goto('/books/protocols');
    await page.getByRole('link', { name: 'MWD Flow Cell Cleaning' }).click();
    const book = page.getByRole('article', { name: 'MWD Flow Cell Cleaning' });
    await book.getByRole('heading', { level: 3, name: 'Step 1 of 4: Prepare' }).waitFor(WAIT);
    expect(await book.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
    await book.getByText('Not completed on this device yet.').waitFor(WAIT);

    for (let step = 1; step < 4; step++) {
      await finishStep(book, 'Next');
      await expect.poll(() => stepHeading(book), WAIT).toMatch(new RegExp(`^Step ${step + 1} of 4:`));
      // Focus lands on the new step's heading for keyboard and screen-reader users.
      expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(new RegExp(`^Step ${step + 1} of 4:`));
    }
    await finishStep(book, 'Record completion');
    const done = book.getByRole('status').getByText(/^Completed by Olivia Operator on /);
    await done.waitFor(WAIT);
    await book.getByRole('region', { name: 'Recorded completions' }).getByText(/Olivia Operator/).waitFor(WAIT);

    // Kept in the user's database on this device: still listed after a reload.
    await page.reload();
    await page.getByRole('article', { name: 'MWD Flow Cell Cleaning' }).getByRole('region', { name: 'Recorded completions' }).getByText(/Olivia Operator/).waitFor(WAIT);
  });

  it('shows the AAV books locked to the operator, who lacks platform_AAV, and opens them for the admin', async () => {
    const { page } = browser;
    await signedIn(page, 'operator');
    await page.goto('/books/platforms');
    const aav = page.getByRole('region', { name: 'AAV Platform' });
    await aav.waitFor(WAIT);
    expect(await aav.getByRole('link').count()).toBe(0);
    expect(await aav.getByText('Locked: needs the right platform_AAV').count()).toBe(4);
    for (const title of ['Process Development', 'Impurities Detection', 'Total Recovery', 'AAV8 Product Purity']) {
      expect(await aav.getByText(title, { exact: true }).count()).toBe(1);
    }
    // Not by address either.
    await page.goto('/books/platforms/AAV-ProductQC');
    await page.getByText('AAV8 Product Purity: Locked: needs the right platform_AAV.').waitFor(WAIT);
    expect(await page.getByRole('article').count()).toBe(0);

    await page.getByRole('button', { name: 'Olivia Operator' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByLabel('Username').waitFor(WAIT);
    await signedIn(page, 'admin');
    await page.goto('/books/platforms');
    await page.getByRole('region', { name: 'AAV Platform' }).getByRole('link', { name: 'AAV8 Product Purity' }).click();
    await page.getByRole('article', { name: 'AAV8 Product Purity' }).getByRole('table', { name: 'AAV8 product purity' }).waitFor(WAIT);
  });

  it('opens books offline after one visit, including one never opened before, with their icons', async () => {
    const { page, context } = browser;
    await signedIn(page, 'operator');
    await page.goto('/help');
    await page.getByRole('link', { name: 'User guide' }).waitFor(WAIT);
    await underServiceWorker(page);
    // Every book's chunk and every icon is in the service worker's precache, not only the ones opened.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    for (const item of HELP_CATALOGUE) {
      expect(cached.some((u) => u.startsWith(`/assets/${item.activeBook}-`) && u.endsWith('.js')), item.activeBook).toBe(true);
      expect(cached, item.icon).toContain(`/${item.icon}`);
    }

    await context.setOffline(true);
    // A whole page load offline: shell, route chunk and the book's own chunk come from the precache.
    await page.goto('/help/UserGuide');
    await page.getByRole('article', { name: 'User guide' }).getByRole('heading', { level: 3, name: 'Working offline and the outbox' }).waitFor(WAIT);
    // A book this browser never opened, reached through the catalogue.
    await page.getByRole('link', { name: 'pH Calibration' }).click();
    const book = page.getByRole('article', { name: 'pH Calibration' });
    await book.getByRole('heading', { level: 3, name: 'Step 1 of 5: Prepare the buffers' }).waitFor(WAIT);
    await expect.poll(() => book.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), WAIT).toBe(true);
    const icons = page.getByRole('listitem').locator('img');
    await expect.poll(() => icons.evaluateAll((imgs: HTMLImageElement[]) => imgs.length > 0 && imgs.every((i) => i.complete && i.naturalWidth > 0)), WAIT).toBe(true);
  });
});
