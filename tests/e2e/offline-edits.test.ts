// Twenty edits made offline, as a lab user makes them: a vial added under Vials and its sample named
// before anything reached the server, seventeen sample changes on four vials, and a customer's
// description saved. Two reloads offline keep them all; back online the server holds exactly the
// intended state, and the event log has each edit once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BatchAction } from '../../src/domain/nodes/node-protocol';
import { openBrowser, signedIn, type BrowserSession } from './support/browser';
import { trackChangeFeed, type ChangeFeed } from './support/change-feed';
import { trackNodeSession, type NodeSession } from './support/node-session';
import { mirrorVialsUnderServiceWorker, outboxStatus, selectVial, setSample } from './support/outbox-steps';
import { trackRecordSession, type RecordSession } from './support/record-session';

const HOST = 'LAB-CTRL-1';
const VIALS = ['Vial 1', 'Vial 2', 'Vial 3', 'Vial 4'];
const POLL = { timeout: 60_000, interval: 250 };

let browser: BrowserSession;
let page: Page;
let nodes: NodeSession;
let records: RecordSession;
let feed: ChangeFeed;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  nodes = trackNodeSession(page);
  records = trackRecordSession(page);
  feed = trackChangeFeed(page);
  await signedIn(page, 'admin');
});

afterAll(async () => {
  await browser?.context.setOffline(false);
  await browser?.close();
});

function autosamplerTree() {
  return page.getByRole('tree', { name: 'Instrument Autosampler' });
}

let waiting = 0;

/** Sets the selected vial's sample and waits until the outbox holds the edit. */
async function queueSample(value: string): Promise<void> {
  await setSample(page, value);
  waiting += 1;
  await expect.poll(() => outboxStatus(page), POLL).toBe(`Offline · ${waiting} waiting`);
}

/** The vials under Vials on the server: id and sample name. */
async function vialsOnServer(): Promise<{ gId: string; sample: unknown }[]> {
  const answer = await nodes.batch(HOST, [{ action: BatchAction.browse, gId: '0.Autosampler.Vials', filter: { depth: 1, props: 'all' } }]);
  return (answer.responses[0]?.node?.childs ?? []).map((c) => ({ gId: c.gId, sample: c.properties?.find((p) => p.id === 'SampleName')?.value }));
}

describe('offline edits', () => {
  it('sends 20 edits made offline (a create and an edit of what it made among them) once, after two offline reloads', async () => {
    const stamp = Date.now();
    const customer = await records.create('customer', { name: `Offline edits ${stamp}` });
    await page.goto(`/customer/${customer.id}`);
    await page.getByText('Revision 1', { exact: true }).waitFor();
    await mirrorVialsUnderServiceWorker(page, HOST, VIALS);
    const before = await vialsOnServer();
    const cursor = await feed.cursor();

    await browser.context.setOffline(true);
    // 1–2: a new vial, named before the server has seen it.
    await autosamplerTree().getByRole('treeitem', { name: 'Vials' }).getByRole('button', { name: 'Add Vial' }).click();
    // The new row takes the keyboard focus (earlier tests may have left vials of the same name).
    const newRow = autosamplerTree().locator('[role="treeitem"]:focus');
    await newRow.waitFor();
    waiting += 1;
    await newRow.click();
    await page.getByRole('textbox', { name: 'Sample' }).waitFor();
    await queueSample(`new ${stamp}`);
    // 3–19: seventeen sample changes over four vials.
    const last = new Map<string, string>();
    const edits = new Map<string, number>();
    for (let i = 0; i < 17; i++) {
      const vial = VIALS[i % VIALS.length] as string;
      await selectVial(page, vial);
      await queueSample(`${vial} edit ${i} ${stamp}`);
      last.set(vial, `${vial} edit ${i} ${stamp}`);
      edits.set(vial, (edits.get(vial) ?? 0) + 1);
    }
    // 20: the customer's description, saved (changes into the draft, then the publish).
    await page.goto(`/customer/${customer.id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill(`Offline ${stamp}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The change will be sent when the connection is back', { exact: false }).first().waitFor();
    await expect.poll(() => outboxStatus(page), POLL).toBe('Offline · 21 waiting');

    for (let reload = 0; reload < 2; reload++) {
      await page.reload();
      await expect.poll(() => outboxStatus(page), POLL).toBe('Offline · 21 waiting');
    }

    await browser.context.setOffline(false);
    await expect.poll(() => outboxStatus(page), POLL).toBe('Online');

    const after = await vialsOnServer();
    expect(after).toHaveLength(before.length + 1);
    const created = after.find((v) => !before.some((b) => b.gId === v.gId));
    expect(created?.sample).toBe(`new ${stamp}`);
    for (const [i, vial] of VIALS.entries()) expect(after.find((v) => v.gId === `0.Autosampler.Vials.Vial${i + 1}`)?.sample).toBe(last.get(vial));
    const saved = await records.read('customer', customer.id);
    expect(saved).toMatchObject({ description: `Offline ${stamp}`, recRev: 2, recPublished: true });

    const events = await feed.eventsSince(cursor);
    const count = (category: string, entityId: string) => events.filter((e) => e.category === category && e.entityId === entityId).length;
    expect(count('node-create', created?.gId ?? '')).toBe(1);
    expect(count('node-update', created?.gId ?? '')).toBe(1);
    for (const [i, vial] of VIALS.entries()) expect(count('node-update', `0.Autosampler.Vials.Vial${i + 1}`)).toBe(edits.get(vial));
    expect(count('record-draft', String(customer.id))).toBe(1);
    expect(count('record-publish', String(customer.id))).toBe(1);
  }, 300_000);
});
