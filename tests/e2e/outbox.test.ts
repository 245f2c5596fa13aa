// The outbox end to end: edits of controller properties and a customer made offline survive an offline
// reload and reach the server once the network is back; the server ends with exactly the intended
// state. Today's server ignores X-Mutation-Id, so this checks what the server stores, not how.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, signedIn, type BrowserSession } from './support/browser';
import { sampleNamesOnServer, trackNodeSession, type NodeSession } from './support/node-session';
import { openAutosampler, outboxStatus } from './support/outbox-steps';
import { trackRecordSession, type RecordSession } from './support/record-session';
import { treeRow } from './support/tree-row';

const HOST = 'LAB-CTRL-1';
const POLL = { timeout: 30_000, interval: 200 };

let browser: BrowserSession;
let page: Page;
let nodes: NodeSession;
let records: RecordSession;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  nodes = trackNodeSession(page);
  records = trackRecordSession(page);
  await signedIn(page, 'admin');
});

afterAll(async () => {
  await browser?.context.setOffline(false);
  await browser?.close();
});

async function openVial(name: string): Promise<void> {
  const tree = page.getByRole('tree', { name: 'Instrument Autosampler' });
  await treeRow(tree, name).click();
  await page.getByRole('textbox', { name: 'Sample' }).waitFor();
}

async function editSample(vial: string, value: string): Promise<void> {
  await openVial(vial);
  const sample = page.getByRole('textbox', { name: 'Sample' });
  await sample.fill(value);
  await sample.press('Enter');
  await expect.poll(() => sample.inputValue(), POLL).toBe(value);
}

describe('outbox', () => {
  it('keeps property edits and a record save made offline through an offline reload and sends them when back online', async () => {
    const stamp = Date.now();
    await page.goto('/customer/index');
    await page.getByText(/ · Page 1 of/).waitFor();
    const customer = await records.create('customer', { name: `Outbox customer ${stamp}` });

    // Online first: the record, the vials and their properties are mirrored, and the service worker controls the page.
    await page.goto(`/customer/${customer.id}`);
    await page.getByText('Revision 1', { exact: true }).waitFor();
    await openAutosampler(page, HOST);
    for (const vial of ['Vial 1', 'Vial 2', 'Vial 3']) await openVial(vial);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.getByRole('tree', { name: 'Instrument Autosampler' }).getByRole('treeitem', { name: 'Vials' }).waitFor();

    await browser.context.setOffline(true);
    await page.getByRole('button', { name: 'Expand all' }).click();
    await editSample('Vial 1', `first ${stamp}`);
    await editSample('Vial 2', `second ${stamp}`);
    await editSample('Vial 1', `third ${stamp}`);
    await editSample('Vial 3', `fourth ${stamp}`);
    await expect.poll(() => outboxStatus(page), POLL).toBe('Offline · 4 waiting');

    await page.goto(`/customer/${customer.id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill(`Edited offline ${stamp}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The change will be sent when the connection is back', { exact: false }).first().waitFor();
    await expect.poll(() => outboxStatus(page), POLL).toBe('Offline · 6 waiting');

    // Reload offline: the entries and their optimistic values are still there.
    await page.reload();
    await expect.poll(() => outboxStatus(page), POLL).toBe('Offline · 6 waiting');
    await page.goto('/outbox');
    await page.getByText(`Vial 1 › Sample first ${stamp} → third ${stamp}`, { exact: false }).waitFor();
    await page.getByText(`Outbox customer ${stamp} published`, { exact: false }).waitFor();

    await browser.context.setOffline(false);
    await expect.poll(() => sampleNamesOnServer(nodes, HOST, ['Vial1', 'Vial2', 'Vial3']), POLL).toEqual([`third ${stamp}`, `second ${stamp}`, `fourth ${stamp}`]);
    await expect.poll(async () => (await records.read('customer', customer.id)).description, POLL).toBe(`Edited offline ${stamp}`);
    // The save and the publish are two outbox entries: the publish may land after the description does.
    await expect.poll(async () => (await records.read('customer', customer.id)).recPublished, POLL).toBe(true);
    const saved = await records.read('customer', customer.id);
    expect(saved.recPublished).toBe(true);
    expect(saved.recRev).toBe(2);
    await expect.poll(() => outboxStatus(page), POLL).toBe('Online');
  });
});
