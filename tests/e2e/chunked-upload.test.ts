// Chunked upload in Chromium (node-model.md §7): a package of several MiB is imported in 1 MiB parts; the
// network to the server drops in the middle (at the loopback proxy, after the server took a part whose
// answer then breaks off), the upload pauses, and once the network is back the reloaded page finishes it
// from the ranges the server holds. Counted at the proxy: no chunk reached the server twice, and the
// package was imported once.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG_UPLOAD_CANCELED, UPLOAD_CHUNK_BYTES as CHUNK } from '../../src/domain/upload/upload-constants';
import { openBrowser, signedIn, type BrowserSession } from './support/browser';
import { startLossyProxy, type LossyProxy } from './support/lossy-proxy';
import { appliedFinishes, isUploadPart, isUploadPartPath, partsByRange, recentRequests, writePackageFile } from './support/upload-steps';
import { e2eBaseUrl } from './support/e2e-base-url';

const POLL = { timeout: 60_000, interval: 200 };
const PAUSED = 'The upload goes on by itself when the connection is back.';

let proxy: LossyProxy;
let browser: BrowserSession;
let page: Page;
let work: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'console-upload-e2e-'));
  proxy = await startLossyProxy(e2eBaseUrl());
  browser = await openBrowser(proxy.origin);
  page = browser.page;
  await signedIn(page, 'admin');
});

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('chunked package import', () => {
  it('survives a dropped network and a reload without re-sending a completed chunk, and imports once', async () => {
    const name = `Chunked e2e ${Date.now()}`;
    const file = writePackageFile(work, 'chunked.xpkg', name, 6 * CHUNK);
    const size = statSync(file).size;
    const chunks = Math.ceil(size / CHUNK);
    expect(chunks).toBeGreaterThanOrEqual(6);

    await page.goto('/package/index');
    await page.getByText(/ · Page 1 of/).waitFor(POLL);

    // The fourth chunk reaches the server, but its answer is held; then the network to the server drops
    // (at the proxy, for the page and its upload worker alike) and that answer breaks off with it.
    const held = proxy.holdNextAnswer((request) => isUploadPart(request) && String(request.headers['content-range']).startsWith(`bytes ${3 * CHUNK}-`));
    await page.getByLabel('Import file').setInputFiles(file);
    await page.getByRole('progressbar', { name: 'Uploading chunked.xpkg' }).waitFor();
    const answer = await held;
    expect(answer.status).toBe(200);
    proxy.refuse((request) => request.path.startsWith('/api/'));
    answer.cut();
    await page.getByText(PAUSED, { exact: false }).waitFor(POLL);
    const beforeReload = partsByRange(proxy);
    expect(beforeReload.size).toBeLessThan(chunks);

    // The network is back; the reloaded page finds the stored upload and finishes it from what the server holds.
    proxy.refuse(null);
    await page.reload();
    await page
      .getByText('Imported chunked.xpkg')
      .waitFor(POLL)
      .catch(async (error: unknown) => {
        const notice = await page.getByText(/chunked\.xpkg/).allInnerTexts();
        throw new Error(`${String(error)}\nOn screen: ${notice.join(' | ')}\nLast requests:\n${recentRequests(proxy)}`);
      });

    const sent = partsByRange(proxy);
    expect(sent.size).toBe(chunks);
    expect([...sent.entries()].filter(([, n]) => n !== 1)).toEqual([]);
    expect(appliedFinishes(proxy)).toBe(1);
    await page.getByLabel('Search by name, description').fill(name);
    await expect.poll(() => page.getByText(name, { exact: true }).count(), POLL).toBe(1);
  }, 240_000);

  it("stops at Cancel with 'Upload canceled by user', drops the server's parts and imports nothing", async () => {
    const file = writePackageFile(work, 'canceled.xpkg', `Canceled e2e ${Date.now()}`, 4 * CHUNK);
    await page.goto('/package/index');
    await page.getByText(/ · Page 1 of/).waitFor(POLL);
    const finishesBefore = proxy.log.filter((e) => e.request.path === '/api/node/upload').length;
    const held = proxy.holdNextAnswer((request) => isUploadPart(request) && String(request.headers['content-range']).startsWith('bytes 0-'));
    await page.getByLabel('Import file').setInputFiles(file);
    const answer = await held;
    await page.getByRole('button', { name: 'Cancel' }).click();
    answer.deliver();
    await page.getByText(MSG_UPLOAD_CANCELED).waitFor(POLL);
    await expect.poll(() => proxy.log.some((e) => e.request.method === 'DELETE' && isUploadPartPath(e.request.path) && e.status === 204), POLL).toBe(true);
    expect(proxy.log.filter((e) => e.request.path === '/api/node/upload').length).toBe(finishesBefore);
  }, 120_000);
});
