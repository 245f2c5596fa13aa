// The node tree end to end: the controller LAB-CTRL-1 of the real server in Debian's Chromium, signed
// in once as the engineer. The tests run in file order on one browser profile; each starts with its
// own navigation, and the offline one runs last because it ends with the network off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { BatchAction } from '../../src/domain/nodes/node-protocol';
import { openBrowser, signedIn, type BrowserSession } from './support/browser';
import { trackNodeSession, type NodeSession, vialOrderOnServer } from './support/node-session';
import { focusedTreeRow } from './support/tree-focus';
import { treeRow } from './support/tree-row';

const HOST = 'LAB-CTRL-1';
const CONTROLLER_PATH = `/controller/${HOST}`;
// Server round trips after outbox writes: generous for a loaded machine.
const POLL = { timeout: 30_000, interval: 100 };

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
  await browser?.close();
});

function controllerTree(): Locator {
  return page.getByRole('tree', { name: `Controller ${HOST}` });
}

async function openController(): Promise<Locator> {
  await page.goto(CONTROLLER_PATH);
  const tree = controllerTree();
  await tree.getByRole('treeitem', { name: 'Pump' }).waitFor();
  return tree;
}

/** Names of the tree's nodes at one level, in display order (data-name; the accessible name adds value and description), read at once. */
async function rowNames(tree: Locator, level: number): Promise<string[]> {
  return tree.getByRole('treeitem', { level }).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-name') ?? ''));
}

async function rowCount(tree: Locator, level: number): Promise<number> {
  return tree.getByRole('treeitem', { level }).count();
}

/** The formatted pressure in the Pump row, e.g. '5.03 bar'. */
async function pumpPressure(tree: Locator): Promise<string | null> {
  const text = await tree.getByRole('treeitem', { name: 'Pump' }).innerText();
  return /-?\d+\.\d{2} bar/.exec(text)?.[0] ?? null;
}

async function vialSourceOnServer(vial: string): Promise<{ bound: string | null; value: unknown }> {
  const answer = await nodes.batch(HOST, [{ action: BatchAction.browse, gId: `0.Autosampler.Vials.${vial}`, filter: { depth: 0, props: 'all' } }]);
  const source = answer.responses[0]?.node?.properties?.find((p) => p.id === 'Source');
  return { bound: source?.bound ?? null, value: source?.value };
}

async function laserPowerOnServer(): Promise<unknown> {
  const answer = await nodes.batch(HOST, [{ action: BatchAction.read, gId: '0.MALS', propIds: ['LaserPower'] }]);
  return answer.responses[0]?.values?.find((v) => v.id === 'LaserPower')?.value;
}

describe('node tree in the browser', () => {
  it('reaches a controller from the About screen without typing its address, which activates the controller group', async () => {
    await page.goto('/settings/0.Settings.System.Info');
    await page.getByRole('button', { name: `Open controller ${HOST}` }).click();
    await page.waitForURL((url) => url.pathname === CONTROLLER_PATH);
    await controllerTree().getByRole('treeitem', { name: 'Pump' }).waitFor();
    const group = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('region', { name: `Controller ${HOST}` });
    await expect.poll(() => group.getByRole('heading', { name: HOST }).count(), POLL).toBe(1);
  });

  // The one-second cadence is live-refresh.test.tsx's; here the server's changing value reaches the row.
  it('shows a live value in the instrument row that changes while it is in view', async () => {
    const tree = await openController();
    await expect.poll(() => pumpPressure(tree), POLL).not.toBeNull();
    const first = await pumpPressure(tree);
    await expect.poll(() => pumpPressure(tree), POLL).not.toBe(first);
  });

  it("shows each row's description next to its name", async () => {
    const tree = await openController();
    await expect.poll(() => tree.getByRole('treeitem', { name: 'Pump' }).innerText(), POLL).toContain('Delivers the eluent');
    expect(await tree.getByRole('treeitem', { name: 'MALS detector' }).innerText()).toContain('Multi-angle light scattering detector.');
  });

  it('asks for a reason before a critical property is saved, refuses a blank one and stores the value with a reason', async () => {
    const tree = await openController();
    await tree.getByRole('treeitem', { name: 'MALS detector' }).click();
    const laserPower = page.getByRole('textbox', { name: 'Laser power' });
    await laserPower.fill('55.5');
    await laserPower.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Reason' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('Reason is required.').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Recalibrated the optics');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => laserPowerOnServer(), POLL).toBe(55.5);

    await page.reload();
    await controllerTree().getByRole('treeitem', { name: 'MALS detector' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Laser power' }).inputValue(), POLL).toContain('55.5');
  });

  it('validates method arguments in the call dialog and reports the completed operation', async () => {
    const tree = await openController();
    await tree.getByRole('treeitem', { name: 'Autosampler' }).getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Needle wash' }).click();
    const dialog = page.getByRole('dialog', { name: 'Needle wash' });
    const cycles = dialog.getByRole('textbox', { name: 'cycles' });
    await cycles.fill('0');
    await dialog.getByRole('button', { name: 'Run' }).click();
    await dialog.getByText('Value must be between 1 and 10.').waitFor();
    await cycles.fill('2');
    await dialog.getByRole('button', { name: 'Run' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The toast's text is also copied to a live region for screen readers.
    await page.getByText('Operation "Needle wash" completed').first().waitFor();
  });

  it('reorders a child by mouse drag and drop, and the server keeps the new order after a reload', async () => {
    await page.goto(`${CONTROLLER_PATH}/instrument/Autosampler`);
    const tree = page.getByRole('tree', { name: 'Instrument Autosampler' });
    await tree.getByRole('treeitem', { name: 'Vials' }).waitFor();
    await page.getByRole('button', { name: 'Expand all' }).click();
    // Vials other files on this shared server added come after the demo's four: only those four are compared.
    const firstFour = (t: Locator) => async () => (await rowNames(t, 2)).slice(0, 4);
    await expect.poll(firstFour(tree), POLL).toEqual(['Vial 1', 'Vial 2', 'Vial 3', 'Vial 4']);

    const handle = tree.getByRole('treeitem', { name: 'Vial 1' }).getByTitle('Drag to move (Alt+Up/Down)');
    const from = await handle.boundingBox();
    const to = await tree.getByRole('treeitem', { name: 'Vial 3' }).boundingBox();
    if (!from || !to) throw new Error('The vial rows are not on screen.');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();

    const moved = ['Vial 2', 'Vial 3', 'Vial 1', 'Vial 4'];
    await expect.poll(firstFour(tree), POLL).toEqual(moved);
    await expect.poll(async () => (await vialOrderOnServer(nodes, HOST)).slice(0, 4), POLL).toEqual(['Vial2', 'Vial3', 'Vial1', 'Vial4']);

    await page.reload();
    const reloaded = page.getByRole('tree', { name: 'Instrument Autosampler' });
    await reloaded.getByRole('treeitem', { name: 'Vials' }).waitFor();
    await page.getByRole('button', { name: 'Expand all' }).click();
    await expect.poll(firstFour(reloaded), POLL).toEqual(moved);
  });

  it('adds a vial from the closed Vials row: its parent opens and the new row takes the keyboard focus', async () => {
    await page.goto(`${CONTROLLER_PATH}/instrument/Autosampler`);
    const tree = page.getByRole('tree', { name: 'Instrument Autosampler' });
    const vials = tree.getByRole('treeitem', { name: 'Vials' });
    await vials.waitFor();
    expect(await vials.getAttribute('aria-expanded')).toBe('false');
    const before = await vialOrderOnServer(nodes, HOST);

    await vials.getByRole('button', { name: 'Add Vial' }).click();
    const focusedRow = () => focusedTreeRow(page);
    await expect.poll(async () => (await focusedRow())?.level, POLL).toBe('2');
    expect(await vials.getAttribute('aria-expanded')).toBe('true');
    const focused = await focusedRow();
    const added = focused?.name ?? '';
    const after = await vialOrderOnServer(nodes, HOST);
    expect(after).toHaveLength(before.length + 1);
    expect(await rowNames(tree, 2)).toHaveLength(after.length);
    expect(await rowNames(tree, 2)).toContain(added);
    // Found by its mirror key: other vials of the same name may be in the list.
    expect(await tree.locator(`[data-key="${focused?.key ?? ''}"]`).getAttribute('tabindex')).toBe('0');
  });

  it('binds a vial to the pump through the node picker and unbinds it; the server keeps the binding, never a value', async () => {
    await page.goto(`${CONTROLLER_PATH}/instrument/Autosampler`);
    const tree = page.getByRole('tree', { name: 'Instrument Autosampler' });
    await tree.getByRole('treeitem', { name: 'Vials' }).waitFor();
    await page.getByRole('button', { name: 'Expand all' }).click();
    await treeRow(tree, 'Vial 4').click();
    const binding = page.getByRole('group', { name: 'Binding of Source' });
    await binding.getByText('Not bound').waitFor();

    await binding.getByRole('button', { name: 'Bind…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bind Source to a node' });
    await dialog.getByRole('treeitem', { name: 'Pump' }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Shown by the bound node's name (issue 11), stored by its gId.
    await binding.getByText('Bound to Pump').waitFor();
    await expect.poll(() => vialSourceOnServer('Vial4'), POLL).toEqual({ bound: '0.Pump', value: null });

    await binding.getByRole('button', { name: 'Unbind' }).click();
    await binding.getByText('Not bound').waitFor();
    await expect.poll(() => vialSourceOnServer('Vial4'), POLL).toEqual({ bound: null, value: null });
  });

  it('searches from 2 characters: matching rows show and the others hide; 1 character filters nothing', async () => {
    const tree = await openController();
    const all = ['Pump', 'Autosampler', 'MWD detector', 'MALS detector', 'pH meter'];
    await expect.poll(() => rowNames(tree, 1), POLL).toEqual(all);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('detector');
    await expect.poll(() => rowNames(tree, 1), POLL).toEqual(['MWD detector', 'MALS detector']);
    // Down to one character the search no longer applies: every row is back although 'd' would filter.
    await search.fill('d');
    await expect.poll(() => rowNames(tree, 1), POLL).toEqual(all);
    await search.fill('');
    await expect.poll(() => rowNames(tree, 1), POLL).toEqual(all);
  });

  it('shows nested rows after Expand all and hides them after Collapse all', async () => {
    const tree = await openController();
    expect(await rowCount(tree, 2)).toBe(0);
    await page.getByRole('button', { name: 'Expand all' }).click();
    await tree.getByRole('treeitem', { name: 'Vials', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await expect.poll(() => rowCount(tree, 2), POLL).toBe(0);
    expect(await rowCount(tree, 1)).toBe(5);
  });

  it('says once that a wrong instrument id names no instrument, instead of Node not found in the tree and the panel', async () => {
    await page.goto(`${CONTROLLER_PATH}/instrument/Nope`);
    await page.getByText(`There is no instrument Nope on ${HOST}.`).waitFor({ timeout: 30_000 });
    expect(await page.getByText('Node not found.').count()).toBe(0);
    expect(await page.getByRole('tree').count()).toBe(0);
  });

  it("gives a childless instrument's properties the tablet's screen, not an empty tree pane", async () => {
    await page.setViewportSize({ width: 800, height: 1280 });
    try {
      // The pH meter: the pump, MWD and MALS detectors have choice nodes under them since issue 11.
      await page.goto(`${CONTROLLER_PATH}/instrument/PhMeter`);
      const tree = page.getByRole('tree', { name: 'Instrument PhMeter' });
      await page.getByText('No items.').waitFor({ timeout: 30_000 });
      const firstField = page.getByRole('textbox', { name: 'Calibrated on' });
      await firstField.waitFor({ timeout: 30_000 });
      await expect.poll(async () => (await tree.boundingBox())?.height ?? Infinity, POLL).toBeLessThan(120);
      // The properties start right under the compact tree pane (their first rows may be the meter's alarm).
      const treeBox = await tree.boundingBox();
      expect((treeBox?.y ?? Infinity) + (treeBox?.height ?? 0)).toBeLessThan(400);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('browses the same nodes from the mirror after going offline and reloading, with the offline notice', async () => {
    await openController();
    // One online reload puts the page under the service worker, which serves the app shell offline.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await controllerTree().getByRole('treeitem', { name: 'Pump' }).waitFor();
    await browser.context.setOffline(true);
    try {
      await page.reload();
      const tree = controllerTree();
      await tree.getByRole('treeitem', { name: 'Pump' }).waitFor({ timeout: 15_000 });
      expect(await rowNames(tree, 1)).toEqual(['Pump', 'Autosampler', 'MWD detector', 'MALS detector', 'pH meter']);
      await page.getByText(/^Offline — showing data from /).first().waitFor();
    } finally {
      await browser.context.setOffline(false);
    }
  });
});
