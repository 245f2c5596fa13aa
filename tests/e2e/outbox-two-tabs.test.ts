// Two tabs of one browser queue edits offline into the one outbox they share; the tab that made the
// first edits is closed before the network is back. The other tab's sender (or the service worker)
// sends every entry anyway, in the order they were made: the server ends with the last value of each
// vial (the second tab's later edit of Vial 1 wins), the event log has each edit exactly once, and the
// remaining tab's app bar says Online again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, signedIn, type BrowserSession } from './support/browser';
import { trackChangeFeed, type ChangeFeed } from './support/change-feed';
import { sampleNamesOnServer, trackNodeSession, type NodeSession } from './support/node-session';
import { mirrorVialsUnderServiceWorker, outboxStatus, selectVial, setSample } from './support/outbox-steps';

const HOST = 'LAB-CTRL-1';
const VIALS = ['Vial 1', 'Vial 2', 'Vial 3'];
const POLL = { timeout: 60_000, interval: 250 };

let browser: BrowserSession;
let tabA: Page;
let tabB: Page;
let nodes: NodeSession;
let feed: ChangeFeed;

beforeAll(async () => {
  browser = await openBrowser();
  tabA = browser.page;
  await signedIn(tabA, 'admin');
  tabB = await browser.context.newPage();
  // Tab B outlives tab A, so the test reads the server with its session.
  nodes = trackNodeSession(tabB);
  feed = trackChangeFeed(tabB);
});

afterAll(async () => {
  await browser?.context.setOffline(false);
  await browser?.close();
});

describe('outbox with two tabs', () => {
  it('sends the entries of two tabs once each, in order, after the tab that made the first ones was closed offline', async () => {
    const stamp = Date.now();
    await mirrorVialsUnderServiceWorker(tabA, HOST, VIALS);
    await mirrorVialsUnderServiceWorker(tabB, HOST, VIALS);
    const cursor = await feed.cursor();

    await browser.context.setOffline(true);
    await selectVial(tabA, 'Vial 1');
    await setSample(tabA, `A vial 1 ${stamp}`);
    await selectVial(tabA, 'Vial 2');
    await setSample(tabA, `A vial 2 ${stamp}`);
    await expect.poll(() => outboxStatus(tabA), POLL).toBe('Offline · 2 waiting');
    // Tab B sees tab A's entries and their optimistic values through the shared IndexedDB.
    await expect.poll(() => outboxStatus(tabB), POLL).toBe('Offline · 2 waiting');
    await selectVial(tabB, 'Vial 3');
    await setSample(tabB, `B vial 3 ${stamp}`);
    await selectVial(tabB, 'Vial 1');
    await expect.poll(() => tabB.getByRole('textbox', { name: 'Sample' }).inputValue(), POLL).toBe(`A vial 1 ${stamp}`);
    await setSample(tabB, `B vial 1 ${stamp}`);
    await expect.poll(() => outboxStatus(tabB), POLL).toBe('Offline · 4 waiting');
    await expect.poll(() => outboxStatus(tabA), POLL).toBe('Offline · 4 waiting');

    await tabA.close();
    await browser.context.setOffline(false);
    await expect.poll(() => sampleNamesOnServer(nodes, HOST, ['Vial1', 'Vial2', 'Vial3']), POLL).toEqual([`B vial 1 ${stamp}`, `A vial 2 ${stamp}`, `B vial 3 ${stamp}`]);
    await expect.poll(() => outboxStatus(tabB), POLL).toBe('Online');

    const events = await feed.eventsSince(cursor);
    const updates = (vial: string) => events.filter((e) => e.category === 'node-update' && e.entityId === `0.Autosampler.Vials.${vial}`).length;
    expect([updates('Vial1'), updates('Vial2'), updates('Vial3')]).toEqual([2, 1, 1]);
  }, 300_000);
});
