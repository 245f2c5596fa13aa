// CSV export in Chromium (issue 10): a record list exported to a file in the default format, and
// copied to the clipboard and read back; both written by the CSV worker. The download is named by the
// export settings' file-name pattern (seeded {NodeName}_{Date}; changed on its settings screen).
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, signedIn, type BrowserSession } from './support/browser';
import { trackNodeSession } from './support/node-session';
import { propertyOnServer } from './support/property-steps';

const HEADER = 'Id\tName\tDescription\tAddress\tContact phone\tTags\tOwner\tTeam\tModified';
let browser: BrowserSession;
let page: Page;
let workerUrls: string[];
const work = mkdtempSync(join(tmpdir(), 'console-csv-e2e-'));

beforeEach(async () => {
  browser = await openBrowser();
  page = browser.page;
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.baseUrl });
  workerUrls = [];
  page.on('worker', (worker) => workerUrls.push(worker.url()));
});
afterEach(async () => {
  await browser.close();
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/** The customer list as an administrator (who holds the export permission); its row count. */
async function customerList(): Promise<number> {
  await signedIn(page, 'admin');
  return openCustomerList();
}

async function openCustomerList(): Promise<number> {
  await page.goto('/customer/index');
  const summary = await page.getByText(/^\d+ customers? · Page 1 of/).innerText({ timeout: 30_000 });
  return Math.min(50, Number(summary.split(' ')[0]));
}

async function pick(item: 'Copy to clipboard' | 'Export to CSV'): Promise<void> {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Today as the server's {Date} key says it (UTC), taken before and after a step that may cross midnight. */
const utcDate = () => new Date().toISOString().slice(0, 10);

describe('record list export', () => {
  it('downloads Customers_{Date}.csv as UTF-16LE with a BOM, tab-separated, CRLF lines, header first, written in the worker', async () => {
    const rows = await customerList();
    const firstName = await page.getByRole('list', { name: 'Customers' }).getByRole('link').first().innerText();
    const before = utcDate();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), pick('Export to CSV')]);
    // The seeded pattern {NodeName}_{Date}, the list's name standing for the node.
    expect([`Customers_${before}.csv`, `Customers_${utcDate()}.csv`]).toContain(download.suggestedFilename());
    const file = join(work, 'Customers.csv');
    await download.saveAs(file);
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    expect(bytes.length % 2).toBe(0);
    const text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(rows + 1);
    expect(lines[1]!.split('\t')[1]).toBe(firstName);
    expect(workerUrls.some((url) => url.includes('csv-worker'))).toBe(true);
  });

  it('copies the same rows to the clipboard as tab-separated text, read back from the clipboard', async () => {
    const rows = await customerList();
    await pick('Copy to clipboard');
    // The toast and its live-region announcement both say it.
    await page.getByText('Copied to clipboard').first().waitFor({ timeout: 30_000 });
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const lines = copied.split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(rows + 1);

    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), pick('Export to CSV')]);
    const file = join(work, 'copy-check.csv');
    await download.saveAs(file);
    expect(new TextDecoder('utf-16le').decode(readFileSync(file).subarray(2))).toBe(copied);
  });

  it('names the download with the file-name pattern set on the export settings screen', async () => {
    const nodes = trackNodeSession(page);
    await signedIn(page, 'admin');
    await page.goto('/settings/0.Settings.Export');
    const field = page.getByRole('textbox', { name: 'File name pattern' });
    await expect.poll(() => field.inputValue(), { timeout: 30_000 }).toBe('{NodeName}_{Date}');
    await field.fill('Lab {UserName}: {NodeName}');
    await field.press('Enter');
    await expect.poll(() => propertyOnServer(nodes, '', '0.Settings.Export', 'FileNamePattern'), { timeout: 30_000 }).toBe('Lab {UserName}: {NodeName}');

    await openCustomerList();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), pick('Export to CSV')]);
    expect(download.suggestedFilename()).toBe('Lab admin_ Customers.csv');
  });
});
