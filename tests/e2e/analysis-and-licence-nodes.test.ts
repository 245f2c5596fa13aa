// Issue 12's last items in Chromium against the seeded server: the demo analysis's sample screen adds a
// sample through the outbox (POST /api/db/analysisaddsample) and the server keeps it; /license/{id} shows
// the demo licence as a node under the licences root with its properties.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordAnswer } from '../../src/domain/records/record-wire';
import { openBrowser, signedIn, type BrowserSession } from './support/browser';
import { trackSessionHeaders, type SessionHeaders } from './support/session-headers';

let browser: BrowserSession | undefined;
let headers: SessionHeaders;

beforeAll(async () => {
  browser = await openBrowser();
  headers = trackSessionHeaders(browser.page);
  await signedIn(browser.page, 'admin');
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

/** The one record of `entity` whose name matches, read with the page's own session. */
async function findRecord(entity: string, name: string): Promise<RecordAnswer & { samples?: { sampleId: string }[] }> {
  const { page } = browser as BrowserSession;
  const res = await page.request.get(`/api/db/${entity}?search=${encodeURIComponent(name)}`, { headers: await headers() });
  const items = ((await res.json()) as { items: RecordAnswer[] }).items.filter((r) => r.name === name);
  expect(items.length).toBe(1);
  return items[0] as RecordAnswer;
}

describe('analysis samples and licence nodes in the browser', () => {
  it('adds a sample to the demo analysis on its page, and the server keeps it', async () => {
    const { page } = browser as BrowserSession;
    // Any screen first, so the page has made an authorised call the headers can be taken from.
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Records per project' }).waitFor({ timeout: 30_000 });
    const analysis = await findRecord('experiment', 'Run 1: 5 L bioreactor');
    await page.goto(`/experiment/${analysis.id}`);
    const samples = page.getByRole('region', { name: 'Samples' });
    await samples.getByRole('cell', { name: 'S-2026-0002' }).waitFor({ timeout: 30_000 });
    await samples.getByRole('textbox', { name: 'Sample id' }).fill('S-2026-0042');
    await samples.getByRole('button', { name: 'Add sample' }).click();
    await samples.getByRole('cell', { name: 'S-2026-0042' }).waitFor({ timeout: 30_000 });
    await expect.poll(async () => ((await findRecord('experiment', 'Run 1: 5 L bioreactor')).samples ?? []).map((s) => s.sampleId), { timeout: 30_000 }).toEqual(['S-2026-0001', 'S-2026-0002', 'S-2026-0042']);
  });

  it('shows the licence as a node under the licences root on /license/{id}', async () => {
    const { page } = browser as BrowserSession;
    const licence = await findRecord('license', 'Acme production licence');
    await page.goto(`/license/${licence.id}`);
    const section = page.getByRole('region', { name: 'License node' });
    const tree = section.getByRole('tree', { name: 'Licenses' });
    await tree.getByRole('treeitem', { name: /Acme production licence/ }).waitFor({ timeout: 30_000 });
    await tree.getByRole('treeitem', { name: /Nordic development licence/ }).waitFor({ timeout: 30_000 });
    await section.locator('input[value="ACME-0001"]').first().waitFor({ timeout: 30_000 });
    expect(await section.locator('input[value="Acme Biologics"]').count()).toBeGreaterThan(0);
  });
});
