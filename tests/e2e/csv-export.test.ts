// CSV export in Chromium (issue 10): a record list exported to a file in the default format, and
// copied to the clipboard and read back; both written by the CSV worker.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, signedIn, type BrowserSession } from './support/browser';

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
  await page.goto('/customer/index');
  const summary = await page.getByText(/^\d+ customers? · Page 1 of/).innerText({ timeout: 30_000 });
  return Math.min(50, Number(summary.split(' ')[0]));
}

async function pick(item: 'Copy to clipboard' | 'Export to CSV'): Promise<void> {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('record list export', () => {
  it('downloads Customers.csv as UTF-16LE with a BOM, tab-separated, CRLF lines, header first, written in the worker', async () => {
    const rows = await customerList();
    const firstName = await page.getByRole('list', { name: 'Customers' }).getByRole('link').first().innerText();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), pick('Export to CSV')]);
    expect(download.suggestedFilename()).toBe('Customers.csv');
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
});
