// The autosampler's Vials as an editable table, in Chromium against the simulator: a vial added with
// arrow-down (and one left unedited deleted again), three rows pasted from the clipboard in one batch,
// Disable all, a dragged row, a customized header layout kept across a reload, and the same table
// edited offline and sent when back online. Each change is read back from the server. The seeded
// 'Vial 1..4' rows belong to other tests: only rows this test adds are edited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BatchAction } from '../../src/domain/nodes/node-protocol';
import { openBrowser, signedIn, type BrowserSession } from './support/browser';
import { cell, openVialsTable, vialsGrid, vialsOnServer } from './support/child-table-steps';
import { trackNodeSession, type NodeSession } from './support/node-session';
import { outboxStatus } from './support/outbox-steps';

const HOST = 'LAB-CTRL-1';
const POLL = { timeout: 60_000, interval: 250 };
const stamp = Date.now();

let browser: BrowserSession;
let page: Page;
let nodes: NodeSession;
/** Rows on the server before the test added any. */
let seeded = 0;
/** Their gIds in order, so the clean-up leaves the shared server's vials as it found them. */
let seededGIds: string[] = [];
/** Update items of every batch the page sent, per request. */
const updateBatches: number[] = [];

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.baseUrl });
  nodes = trackNodeSession(page);
  page.on('request', (request) => {
    if (!request.url().includes('/api/node/batch') || request.method() !== 'POST') return;
    const items = (request.postDataJSON() ?? []) as { action: number }[];
    const updates = items.filter((i) => i.action === 1).length;
    if (updates > 0) updateBatches.push(updates);
  });
  await signedIn(page, 'admin');
  await openVialsTable(page, HOST);
  seededGIds = (await vialsOnServer(nodes, HOST)).map((v) => v.gId);
  seeded = seededGIds.length;
});

afterAll(async () => {
  await browser?.context.setOffline(false);
  if (nodes) await restoreSeededVials();
  await browser?.close();
});

/** Deletes the vials this file added and puts the seeded ones back in their order (later files count on them). */
async function restoreSeededVials(): Promise<void> {
  const added = (await vialsOnServer(nodes, HOST)).filter((v) => !seededGIds.includes(v.gId));
  if (added.length > 0) await nodes.batch(HOST, added.map((v) => ({ action: BatchAction.delete, gId: v.gId, permanent: true, userReason: 'e2e clean-up' })));
  for (const [index, gId] of seededGIds.entries()) await nodes.batch(HOST, [{ action: BatchAction.move, gId, newIndex: index }]);
  expect((await vialsOnServer(nodes, HOST)).map((v) => v.gId)).toEqual(seededGIds);
}

const mine = async () => (await vialsOnServer(nodes, HOST)).slice(seeded);

async function editSample(row: number, text: string): Promise<void> {
  await cell(page, 'Sample', row).click();
  await page.keyboard.press('Enter');
  const input = vialsGrid(page).getByRole('textbox', { name: `Sample, row ${row}` });
  await input.fill(text);
  await input.press('Enter');
  await cell(page, 'Sample', row).filter({ hasText: text }).waitFor();
}

describe('child table', () => {
  it('adds a vial with arrow-down on the last row and keeps it once a value is typed', async () => {
    await cell(page, 'Sample', seeded).click();
    await page.keyboard.press('ArrowDown');
    await vialsGrid(page).locator('[role="gridcell"]:focus').and(cell(page, 'Sample', seeded + 1)).waitFor({ timeout: 30_000 });
    await page.keyboard.press('Enter');
    const input = vialsGrid(page).getByRole('textbox', { name: `Sample, row ${seeded + 1}` });
    await input.fill(`CT-A ${stamp}`);
    await input.press('Enter');
    await expect.poll(async () => (await mine()).map((v) => v.sample), POLL).toEqual([`CT-A ${stamp}`]);
  });

  it('deletes an auto-added vial again when the user leaves it unedited', async () => {
    await cell(page, 'Sample', seeded + 1).click();
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await mine()).length, POLL).toBe(2);
    await vialsGrid(page).locator('[role="gridcell"]:focus').and(cell(page, 'Sample', seeded + 2)).waitFor({ timeout: 30_000 });
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await mine()).length, POLL).toBe(1);
  });

  it('pastes three rows from the clipboard into the rows below the active cell, in one batch', async () => {
    for (const n of [2, 3]) {
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Vial' }).click();
      await expect.poll(async () => (await mine()).length, POLL).toBe(n);
    }
    await cell(page, 'Sample', seeded + 3).waitFor();
    await cell(page, 'Sample', seeded + 1).click();
    await page.evaluate((text) => navigator.clipboard.writeText(text), `P1 ${stamp}\t1.5\nP2 ${stamp}\t2.5\nP3 ${stamp}\t3.5\n`);
    const before = updateBatches.length;
    await page.keyboard.press('ControlOrMeta+V');
    await expect.poll(async () => (await mine()).map((v) => [v.sample, v.volume]), POLL).toEqual([
      [`P1 ${stamp}`, 1.5],
      [`P2 ${stamp}`, 2.5],
      [`P3 ${stamp}`, 3.5],
    ]);
    expect(updateBatches.slice(before)).toEqual([3]);
  });

  it('disables and enables every vial from the Enabled column menu', async () => {
    await vialsGrid(page).getByRole('button', { name: 'Enabled menu' }).click();
    await page.getByRole('menuitem', { name: 'Disable all' }).click();
    await expect.poll(async () => (await vialsOnServer(nodes, HOST)).every((v) => v.enabled === false), POLL).toBe(true);
    await expect.poll(() => cell(page, 'Enabled', seeded + 1).getByRole('checkbox').isChecked(), POLL).toBe(false);
    await vialsGrid(page).getByRole('button', { name: 'Enabled menu' }).click();
    await page.getByRole('menuitem', { name: 'Enable all' }).click();
    await expect.poll(async () => (await vialsOnServer(nodes, HOST)).every((v) => v.enabled === true), POLL).toBe(true);
  });

  it('moves a row by dragging its handle onto another row', async () => {
    const handle = vialsGrid(page).getByRole('gridcell', { name: `Move row ${seeded + 3}` });
    // Dropped on a cell, the drop reaches the row that holds it.
    await handle.dragTo(cell(page, 'Sample', seeded + 1));
    await expect.poll(async () => (await mine()).map((v) => v.sample), POLL).toEqual([`P3 ${stamp}`, `P1 ${stamp}`, `P2 ${stamp}`]);
    await cell(page, 'Sample', seeded + 1).filter({ hasText: `P3 ${stamp}` }).waitFor();
  });

  it("opens a row's Actions menu from the keyboard on the first item, and gives the focus back on Escape", async () => {
    // The menu mounts at the row's first use (RowActionsMenu): the key press must still land in it.
    const actions = vialsGrid(page).getByRole('button', { name: 'Actions, row 1', exact: true });
    await actions.focus();
    await page.keyboard.press('Enter');
    const focusedItem = () => page.evaluate(() => (document.activeElement?.getAttribute('role') === 'menuitem' ? document.activeElement.textContent : null));
    await expect.poll(focusedItem, POLL).toBe('Create copy of row');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null), POLL).toBe('Actions, row 1');
    await expect.poll(() => page.getByRole('menu').count(), POLL).toBe(0);
  });

  it('copies the table to the clipboard through the CSV worker, in display order', async () => {
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Copy to clipboard' }).click();
    await page.getByText('Copied to clipboard').first().waitFor({ timeout: 30_000 });
    const lines = (await page.evaluate(() => navigator.clipboard.readText())).split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toBe('No\tEnabled\tSample\tVolume\tSource');
    expect(lines).toHaveLength(seeded + 4);
    expect(lines.slice(seeded + 1).map((line) => line.split('\t')[2])).toEqual([`P3 ${stamp}`, `P1 ${stamp}`, `P2 ${stamp}`]);
  });

  it('keeps a customized header layout across a reload', async () => {
    await page.getByRole('button', { name: 'Customize headers' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'Volume' }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => vialsGrid(page).getByRole('columnheader', { name: 'Volume' }).count(), POLL).toBe(0);
    await page.reload();
    await openVialsTable(page, HOST);
    await vialsGrid(page).getByRole('columnheader', { name: 'Sample' }).waitFor();
    expect(await vialsGrid(page).getByRole('columnheader', { name: 'Volume' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Customize headers' }).click();
    await page.getByRole('dialog').getByRole('checkbox', { name: 'Volume' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await vialsGrid(page).getByRole('columnheader', { name: 'Volume' }).waitFor();
  });

  it('edits the table offline and sends the edits when back online', async () => {
    await browser.context.setOffline(true);
    await editSample(seeded + 2, `OFF ${stamp}`);
    await expect.poll(() => outboxStatus(page), POLL).toBe('Offline · 1 waiting');
    await vialsGrid(page).getByRole('button', { name: 'Enabled menu' }).click();
    await page.getByRole('menuitem', { name: 'Disable all' }).click();
    await expect.poll(() => outboxStatus(page), POLL).toBe('Offline · 2 waiting');
    expect((await mine()).map((v) => v.sample)).toContain(`P1 ${stamp}`);
    await browser.context.setOffline(false);
    await expect.poll(async () => (await mine()).map((v) => v.sample), POLL).toEqual([`P3 ${stamp}`, `OFF ${stamp}`, `P2 ${stamp}`]);
    await expect.poll(async () => (await vialsOnServer(nodes, HOST)).every((v) => v.enabled === false), POLL).toBe(true);
  });
});
