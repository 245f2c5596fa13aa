// The dashboard's designer session (node-model.md §4 "Dashboard control") in two tabs of one user: the
// tab that arranges holds it, the other tab shows the arrangement read-only with the reason, and gets it
// back once the first tab leaves the dashboard; then it may take the session itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARRANGED_ELSEWHERE_TEXT } from '../../src/features/dashboard/use-designer-session';
import { openBrowser, signedIn, type BrowserSession } from './support/browser';

const POLL = { timeout: 30_000, interval: 250 };
const ALARMS = 'My active alarms';

let browser: BrowserSession;
let tabA: Page;
let tabB: Page;

beforeAll(async () => {
  browser = await openBrowser();
  tabA = browser.page;
  await signedIn(tabA, 'admin');
  tabB = await browser.context.newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

async function openDashboard(page: Page): Promise<void> {
  await page.bringToFront();
  await page.goto('/dashboard');
  await page.getByRole('region', { name: ALARMS }).waitFor({ timeout: 30_000 });
}

const readOnlyNotice = (page: Page) => page.getByRole('status').filter({ hasText: ARRANGED_ELSEWHERE_TEXT });
const moveDown = (page: Page) => page.getByRole('button', { name: `Move down ${ALARMS}` });

describe('dashboard designer session', () => {
  it('makes the arrangement read-only in the other tab while one tab arranges, and gives it back when that tab leaves', async () => {
    await openDashboard(tabA);
    await openDashboard(tabB);
    expect(await moveDown(tabB).isEnabled()).toBe(true);

    await tabA.bringToFront();
    await moveDown(tabA).click();
    await expect.poll(() => tabA.getByRole('button', { name: `Move up ${ALARMS}` }).isEnabled(), POLL).toBe(true);

    await tabB.bringToFront();
    await readOnlyNotice(tabB).waitFor({ timeout: 30_000 });
    expect(await moveDown(tabB).isDisabled()).toBe(true);
    expect(await tabB.getByRole('button', { name: `Hide ${ALARMS}` }).isDisabled()).toBe(true);
    expect(await tabB.getByRole('button', { name: /^Add a chart/ }).isDisabled()).toBe(true);

    // Tab A leaves the dashboard: its session ends and tab B may arrange again, and take the session.
    await tabA.goto('/customer/index');
    await tabB.bringToFront();
    await expect.poll(() => readOnlyNotice(tabB).count(), POLL).toBe(0);
    await expect.poll(() => moveDown(tabB).isEnabled(), POLL).toBe(true);
    await moveDown(tabB).click();

    await openDashboard(tabA);
    await readOnlyNotice(tabA).waitFor({ timeout: 30_000 });
    expect(await moveDown(tabA).isDisabled()).toBe(true);
  });
});
