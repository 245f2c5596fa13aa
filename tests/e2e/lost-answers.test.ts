// Lost answers end to end: a loopback proxy in front of the real server lets a write through, waits for
// the server's whole answer and drops the browser's connection instead. The outbox sends the entry
// again with the same X-Mutation-Id; the server must answer from what it stored (X-Mutation-Replayed)
// and the effect must exist exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BatchAction, type BatchRequestItem } from '../../src/domain/nodes/node-protocol';
import { trackChangeFeed, type ChangeFeed } from './support/change-feed';
import { openBrowser, signedIn, type BrowserSession } from './support/browser';
import { startLossyProxy, type LossyProxy, type ProxiedRequest } from './support/lossy-proxy';
import { trackNodeSession, type NodeSession, vialOrderOnServer } from './support/node-session';
import { answersFor, mutationId } from './support/outbox-requests';
import { openAutosampler, outboxStatus } from './support/outbox-steps';
import { trackRecordSession, type RecordSession } from './support/record-session';
import { e2eBaseUrl } from './support/e2e-base-url';
import { treeRow } from './support/tree-row';

const HOST = 'LAB-CTRL-1';
const AUTOSAMPLER_PATH = `/controller/${HOST}/instrument/Autosampler`;
const PH_METER = '0.PhMeter';
const POLL = { timeout: 30_000, interval: 200 };

let proxy: LossyProxy;
let browser: BrowserSession;
let page: Page;
let nodes: NodeSession;
let records: RecordSession;
let feed: ChangeFeed;

beforeAll(async () => {
  proxy = await startLossyProxy(e2eBaseUrl());
  browser = await openBrowser(proxy.origin);
  page = browser.page;
  nodes = trackNodeSession(page);
  records = trackRecordSession(page);
  feed = trackChangeFeed(page);
  await signedIn(page, 'admin');
});

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
});

/** A node batch write of the outbox holding an item with this action. */
function batchWith(action: BatchAction): (request: ProxiedRequest) => boolean {
  return (request) => {
    if (request.method !== 'POST' || !request.path.startsWith('/api/node/batch') || !mutationId(request)) return false;
    const items = JSON.parse(request.body.toString('utf8')) as BatchRequestItem[];
    return Array.isArray(items) && items.some((item) => item.action === action);
  };
}

/** The lost write was applied once, and its retry with the same id got the stored answer. */
async function expectReplayed(id: string, status: number): Promise<void> {
  await expect.poll(() => answersFor(proxy, id).length, POLL).toBeGreaterThanOrEqual(2);
  const [lost, ...retries] = answersFor(proxy, id);
  expect(lost).toEqual({ status, replayed: false });
  for (const retry of retries) expect(retry).toEqual({ status, replayed: true });
}

describe('answers lost after the server applied the write', () => {
  it('applies a property update once when its answer is lost', async () => {
    const value = `lost answer ${Date.now()}`;
    await openAutosampler(page, HOST);
    const tree = page.getByRole('tree', { name: 'Instrument Autosampler' });
    await treeRow(tree, 'Vial 2').click();
    const sample = page.getByRole('textbox', { name: 'Sample' });
    await sample.waitFor();
    const cursor = await feed.cursor();

    const dropped = proxy.loseNextAnswer(batchWith(BatchAction.update));
    await sample.fill(value);
    await sample.press('Enter');
    const lost = await dropped;
    expect(lost.status).toBe(200);

    await expectReplayed(mutationId(lost.request) ?? '', 200);
    await expect.poll(() => outboxStatus(page), POLL).toBe('Online');
    const read = await nodes.batch(HOST, [{ action: BatchAction.read, gId: '0.Autosampler.Vials.Vial2', propIds: ['SampleName'] }]);
    expect(read.responses[0]?.values?.find((v) => v.id === 'SampleName')?.value).toBe(value);
    const updates = (await feed.eventsSince(cursor)).filter((e) => e.category === 'node-update' && e.entityId === '0.Autosampler.Vials.Vial2');
    expect(updates).toHaveLength(1);
    expect(await sample.inputValue()).toBe(value);
  });

  it('creates one node, not two, when the answer of the create is lost', async () => {
    await page.goto(AUTOSAMPLER_PATH);
    const tree = page.getByRole('tree', { name: 'Instrument Autosampler' });
    const vials = tree.getByRole('treeitem', { name: 'Vials' });
    await vials.waitFor();
    const before = await vialOrderOnServer(nodes, HOST);
    const cursor = await feed.cursor();

    const dropped = proxy.loseNextAnswer(batchWith(BatchAction.create));
    await vials.getByRole('button', { name: 'Add Vial' }).click();
    const lost = await dropped;
    expect(lost.status).toBe(200);

    await expectReplayed(mutationId(lost.request) ?? '', 200);
    await expect.poll(() => outboxStatus(page), POLL).toBe('Online');
    const after = await vialOrderOnServer(nodes, HOST);
    expect(after).toHaveLength(before.length + 1);
    const added = after.filter((id) => !before.includes(id));
    expect(added).toHaveLength(1);
    const creates = (await feed.eventsSince(cursor)).filter((e) => e.category === 'node-create');
    expect(creates.map((e) => e.entityId)).toEqual([`0.Autosampler.Vials.${added[0]}`]);
    await expect.poll(() => tree.getByRole('treeitem', { level: 2 }).count(), POLL).toBe(after.length);
  });

  it('publishes one new revision, not two, when the answer of the Save is lost', async () => {
    const stamp = Date.now();
    await page.goto('/customer/index');
    await page.getByText(/ · Page 1 of/).waitFor();
    const customer = await records.create('customer', { name: `Lost answer customer ${stamp}` });
    await page.goto(`/customer/${customer.id}`);
    await page.getByText('Revision 1', { exact: true }).waitFor();

    const dropped = proxy.loseNextAnswer(
      (request) => request.method !== 'GET' && request.path.startsWith(`/api/db/customer`) && mutationId(request) !== undefined && request.body.toString('utf8').includes(`Saved once ${stamp}`),
    );
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill(`Saved once ${stamp}`);
    await page.getByRole('button', { name: 'Save' }).click();
    const lost = await dropped;
    expect(lost.status).toBeLessThan(300);

    await expectReplayed(mutationId(lost.request) ?? '', lost.status);
    await expect.poll(() => outboxStatus(page), POLL).toBe('Online');
    await page.getByText('Revision 2', { exact: true }).waitFor({ timeout: POLL.timeout });
    const saved = await records.read('customer', customer.id);
    expect(saved.description).toBe(`Saved once ${stamp}`);
    expect(saved.recPublished).toBe(true);
    expect(saved.recRev).toBe(2);
  });

  it('runs an instrument method once when its answer is lost, and tells the outcome or that it is unknown', async () => {
    await page.goto(`/controller/${HOST}`);
    const tree = page.getByRole('tree', { name: `Controller ${HOST}` });
    await tree.getByRole('treeitem', { name: 'pH meter' }).waitFor();
    const cursor = await feed.cursor();

    const dropped = proxy.loseNextAnswer(batchWith(BatchAction.call));
    await tree.getByRole('treeitem', { name: 'pH meter' }).getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Calibrate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Calibrate' });
    await dialog.getByRole('button', { name: 'Run' }).click();
    const lost = await dropped;
    expect(lost.status).toBe(200);

    // The screen tells the outcome the server stored, or that it is unknown; never a second run.
    const told = page.getByText(/Operation "Calibrate" completed|Result unknown — check the instrument\./).first();
    await told.waitFor({ timeout: POLL.timeout });
    await expect.poll(() => outboxStatus(page), POLL).toMatch(/^Online$|failed/);
    const id = mutationId(lost.request) ?? '';
    for (const retry of answersFor(proxy, id).slice(1)) expect(retry.replayed).toBe(true);
    const events = await feed.eventsSince(cursor);
    expect(events.filter((e) => e.category === 'node-call' && e.entityId === PH_METER)).toHaveLength(1);
    expect(events.filter((e) => e.category === 'node-update' && e.entityId === PH_METER)).toHaveLength(2);
  });
});
