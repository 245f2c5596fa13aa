// Background Sync end to end: an edit made offline waits in the outbox; every tab is closed; when the
// network is back the browser fires the outbox sync and the service worker sends the entry with the
// same sender, so the server holds the edit (once) though no page was open to send it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BatchAction } from '../../src/domain/nodes/node-protocol';
import { openBrowser, signedIn, type BrowserSession } from './support/browser';
import { trackNodeSession, type NodeSession } from './support/node-session';
import { mirrorVialsUnderServiceWorker, outboxStatus, selectVial, setSample } from './support/outbox-steps';

const HOST = 'LAB-CTRL-1';
const POLL = { timeout: 30_000, interval: 250 };

let browser: BrowserSession;
let page: Page;
let nodes: NodeSession;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  nodes = trackNodeSession(page);
  await signedIn(page, 'engineer');
});

afterAll(async () => {
  await browser?.context.setOffline(false);
  await browser?.close();
});

async function sampleNameOnServer(vial: string): Promise<unknown> {
  const answer = await nodes.batch(HOST, [{ action: BatchAction.read, gId: `0.Autosampler.Vials.${vial}`, propIds: ['SampleName'] }]);
  return answer.responses[0]?.values?.find((v) => v.id === 'SampleName')?.value;
}

/** The sync tags the service worker's registration holds. */
function syncTags(on: Page): Promise<string[]> {
  return on.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync?: { getTags(): Promise<string[]> } };
    return (await registration.sync?.getTags()) ?? [];
  });
}

describe('background sync', () => {
  it('sends an edit queued offline from the service worker after every tab was closed', async () => {
    const value = `background ${Date.now()}`;
    await mirrorVialsUnderServiceWorker(page, HOST, ['Vial 4']);

    await browser.context.setOffline(true);
    await selectVial(page, 'Vial 4');
    await setSample(page, value);
    await expect.poll(() => outboxStatus(page), POLL).toBe('Offline · 1 waiting');
    // The send got no answer: the page asked for a sync of this user's outbox.
    await expect.poll(async () => (await syncTags(page)).some((tag) => tag.startsWith('outbox-u')), POLL).toBe(true);

    await page.close();
    expect(browser.context.pages()).toHaveLength(0);
    await browser.context.setOffline(false);
    await expect.poll(() => sampleNameOnServer('Vial4'), POLL).toBe(value);

    // A tab opened later finds the entry done, sent once.
    page = await browser.context.newPage();
    await page.goto('/outbox');
    await expect.poll(() => outboxStatus(page), POLL).toBe('Online');
    await page.getByText(`Vial 4 › Sample`, { exact: false }).first().waitFor();
    expect(await page.getByRole('button', { name: /^Retry/ }).count()).toBe(0);
  });
});
