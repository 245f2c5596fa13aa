// Pull in the browser (issue 9): a record list that went offline comes back by itself when the network
// returns — no Retry — and shows what another browser changed meanwhile.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, signIn, signedIn, type BrowserSession } from './support/browser';
import { trackRecordSession } from './support/record-session';

let first: BrowserSession;
let second: BrowserSession;

beforeEach(async () => {
  [first, second] = await Promise.all([openBrowser(), openBrowser()]);
});
afterEach(async () => {
  await Promise.all([first.close(), second.close()]);
});

describe('pull after reconnect', () => {
  it("clears the list's offline notice and shows another browser's rename without Retry", async () => {
    const { page, context } = first;
    const records = trackRecordSession(page);
    await signedIn(page, 'admin');
    await page.goto('/customer/index');
    await page.getByText(/ · Page 1 of/).waitFor();
    const name = `Pull E2E ${Date.now()}`;
    const created = await records.create('customer', { name });
    await page.getByRole('searchbox').fill(name);
    await page.getByRole('link', { name }).waitFor();

    // Offline, a new search can only be answered from the mirror: the list says so.
    await context.setOffline(true);
    await page.getByRole('searchbox').fill(name.slice(0, -2));
    await page.getByText(/Offline —/).waitFor();

    await second.page.goto('/login');
    await signIn(second.page, 'admin');
    await second.page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await second.page.goto(`/customer/${created.id}`);
    await second.page.getByRole('button', { name: 'Edit' }).click();
    await second.page.getByRole('textbox', { name: 'Name' }).fill(`${name} renamed`);
    await second.page.getByRole('button', { name: 'Save' }).click();
    await second.page.getByText('Revision 2', { exact: true }).waitFor();

    await context.setOffline(false);
    await page.getByRole('link', { name: `${name} renamed` }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByText(/Offline —/).count(), { timeout: 30_000 }).toBe(0);
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
  });
});
