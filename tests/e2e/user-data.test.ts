// Local data belongs to its user (issue 9), on a shared tablet: the administrator browses Lab B's
// records and signs out; the operator signs in on the same browser profile, goes offline, and sees
// none of them anywhere, while the administrator's own mirror did serve them offline. And unsaved
// edits ask before a route change and before a reload.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, signIn, type BrowserSession } from './support/browser';
import { trackRecordSession } from './support/record-session';

const LAB_B_CUSTOMER = 'Nordic Gene Labs';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});
afterEach(async () => {
  await browser.close();
});

async function shellShown(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor({ timeout: 15_000 });
}

describe('a shared tablet', () => {
  it("shows the next user nothing of the last user's records offline: lists, /customer/{id} and /customer/{uid}", async () => {
    const { page, context } = browser;
    const api = trackRecordSession(page);
    await page.goto('/login');
    await signIn(page, 'admin');
    await shellShown(page);
    // Under the service worker's control, so offline navigations still load the app.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await shellShown(page);

    await page.goto('/customer/index');
    await page.getByRole('link', { name: LAB_B_CUSTOMER }).click();
    await page.waitForURL((url) => /^\/customer\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const { guid } = await api.read('customer', id);
    await page.goto(`/customer/${guid}`);
    await page.getByRole('textbox', { name: 'Name' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(LAB_B_CUSTOMER);

    // The control: the administrator's own mirror serves the record offline.
    await context.setOffline(true);
    await page.goto(`/customer/${id}`);
    await page.getByText(/^Offline/).first().waitFor({ timeout: 15_000 });
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(LAB_B_CUSTOMER);
    await context.setOffline(false);

    await page.goto('/customer/index');
    await page.getByRole('link', { name: LAB_B_CUSTOMER }).waitFor();
    await page.getByRole('button', { name: 'Administrator' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByLabel('Username').waitFor();
    await signIn(page, 'operator');
    await shellShown(page);
    await page.getByRole('button', { name: 'Olivia Operator' }).waitFor();

    await context.setOffline(true);
    await page.goto('/customer/index');
    await page.getByText(/^Offline/).first().waitFor({ timeout: 15_000 });
    expect(await page.getByText(LAB_B_CUSTOMER).count()).toBe(0);
    await page.goto(`/customer/index?q=${encodeURIComponent('Nordic')}`);
    await page.getByText(/^Offline/).first().waitFor({ timeout: 15_000 });
    expect(await page.getByText(LAB_B_CUSTOMER).count()).toBe(0);
    for (const path of [`/customer/${id}`, `/customer/${guid}`]) {
      await page.goto(path);
      await page.getByText('Offline — no data mirrored yet').first().waitFor({ timeout: 15_000 });
      expect(await page.getByText(LAB_B_CUSTOMER).count()).toBe(0);
      expect(await page.getByRole('textbox', { name: 'Name' }).count()).toBe(0);
    }
    // One database per user, and the shared one of older versions is gone.
    const names = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
    expect(names).not.toContain('license-console');
    expect(names.filter((n) => n?.startsWith('license-console-u'))).toHaveLength(2);
    await context.setOffline(false);
  });
});

describe('unsaved edits', () => {
  it('asks before leaving a dirty record form (No stays) and before a reload (the browser asks)', async () => {
    const { page } = browser;
    await page.goto('/login');
    await signIn(page, 'admin');
    await shellShown(page);
    await page.goto('/customer/index');
    await page.getByRole('link', { name: LAB_B_CUSTOMER }).click();
    await page.waitForURL((url) => /^\/customer\/\d+$/.test(url.pathname));
    const recordPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('Not saved yet');

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first().click();
    const question = page.getByRole('alertdialog');
    await question.getByText('You have unsaved changes. Leave and discard them?').waitFor();
    await question.getByRole('button', { name: 'No' }).click();
    await question.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(recordPath);
    expect(await page.getByRole('textbox', { name: 'Description' }).inputValue()).toBe('Not saved yet');

    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      });
    });
    // Started from the page, not page.reload(): that one would wait for a load the dismissal cancels.
    void page.evaluate(() => window.location.reload()).catch(() => {});
    expect(await asked).toBe('beforeunload');
    expect(await page.getByRole('textbox', { name: 'Description' }).inputValue()).toBe('Not saved yet');
  });
});
