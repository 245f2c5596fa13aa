// Keyboard only, in Chromium (issue 13): sign in, open a customer from the list, edit and save it, open and
// close a dialog and the shortcut list, with focus checked after every step and the change read back from
// the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from './support/browser';
import { E2E_PASSWORD } from './support/e2e-constants';
import { trackRecordSession } from './support/record-session';

// One test, one browser profile for the file.
let browser: BrowserSession | undefined;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
});

/** The focused element as a person would name it: its tag, role and accessible name (roughly). */
function focused(): Promise<{ tag: string; role: string; name: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return { tag: '', role: '', name: '' };
    const labelledBy = el.getAttribute('aria-labelledby')?.split(' ')[0];
    const labels = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.labels : null;
    const label = el.getAttribute('aria-label') || (labelledBy && document.getElementById(labelledBy)?.textContent) || labels?.[0]?.textContent || el.textContent || '';
    return { tag: el.tagName.toLowerCase(), role: el.getAttribute('role') ?? '', name: label.replace(/\s+/g, ' ').trim() };
  });
}

async function waitFocus(check: (f: { tag: string; role: string; name: string }) => boolean): Promise<void> {
  await expect.poll(async () => check(await focused()), { timeout: 20_000 }).toBe(true);
}

/** Presses `key` until `check` holds; returns how many presses it took (at most `limit`). */
async function pressUntil(key: string, check: (f: { tag: string; role: string; name: string }) => boolean, limit: number): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press(key);
    if (check(await focused())) return presses;
  }
  throw new Error(`not reached in ${limit} ${key} presses; focus is on ${JSON.stringify(await focused())}`);
}

/** Presses Tab until `check` holds; returns how many presses it took (at most `limit`). */
async function tabUntil(check: (f: { tag: string; role: string; name: string }) => boolean, limit: number): Promise<number> {
  return pressUntil('Tab', check, limit);
}

describe('keyboard only', () => {
  it('signs in, opens a customer, edits and saves it, and opens and closes dialogs, focus following each step', async () => {
    const records = trackRecordSession(page);
    await page.goto('/login');
    // Sign-in: the form takes focus in its first field.
    await waitFocus((f) => f.tag === 'input' && f.name.startsWith('Username'));
    await page.keyboard.type('admin');
    await page.keyboard.press('Tab');
    await waitFocus((f) => f.tag === 'input' && f.name.startsWith('Password'));
    await page.keyboard.type(E2E_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    // Signed in: focus on the new screen's heading, not on the page.
    await waitFocus((f) => f.tag === 'h1');

    await page.goto('/customer/index');
    await page.getByText(/ · Page 1 of/).waitFor();
    const name = `E2E Keyboard ${Date.now()}`;
    const customer = await records.create('customer', { name, description: 'before' });

    // '/' goes to the list's search box.
    await page.keyboard.press('/');
    await waitFocus((f) => f.role === '' && f.tag === 'input' && f.name.startsWith('Search by name, description'));
    await page.keyboard.type(name);
    await page.waitForURL((url) => url.searchParams.get('q') === name);
    await page.getByRole('list', { name: 'Customers' }).getByRole('link', { name }).waitFor();
    await tabUntil((f) => f.tag === 'a' && f.name.includes(name), 15);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/customer/${customer.id}`);
    // Opening a record: focus on its heading.
    await waitFocus((f) => f.tag === 'h1' && f.name === 'Customer');

    // Edit is a few presses from the heading (the breadcrumbs come first), once the record has loaded.
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    const toEdit = await tabUntil((f) => f.tag === 'button' && f.name === 'Edit', 6);
    expect(toEdit).toBeLessThanOrEqual(6);
    await page.keyboard.press('Enter');
    // Edit: focus on the first field.
    await waitFocus((f) => f.tag === 'input' && f.name.startsWith('Name'));
    await tabUntil((f) => f.name.startsWith('Description'), 5);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Saved from the keyboard');
    await page.keyboard.press('ControlOrMeta+S');
    await page.getByText('Revision 2', { exact: true }).waitFor();
    // Saved: focus back on Edit, where Save was.
    await waitFocus((f) => f.tag === 'button' && f.name === 'Edit');
    expect((await records.read('customer', customer.id)).description).toBe('Saved from the keyboard');

    // The record's actions are a toolbar: one tab stop, the arrows move within (Delete follows Edit).
    await pressUntil('ArrowRight', (f) => f.tag === 'button' && f.name === 'Delete', 6);
    // Leaving and coming back with the keyboard lands on the action focused last.
    await page.keyboard.press('Shift+Tab');
    await waitFocus((f) => !(f.tag === 'button' && ['Edit', 'Delete'].includes(f.name)));
    await page.keyboard.press('Tab');
    await waitFocus((f) => f.tag === 'button' && f.name === 'Delete');

    // A dialog gives focus back to the button that opened it.
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await waitFocus((f) => f.tag === 'button' && f.name === 'Delete');

    // '?' lists the shortcuts; Escape closes the list and focus returns.
    await page.keyboard.press('Shift+Slash');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByRole('rowheader', { name: 'Save the record or property being edited' }).waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    await waitFocus((f) => f.tag === 'button' && f.name === 'Delete');
    expect((await records.read('customer', customer.id)).recDeleted).toBe(false);
  });
});
