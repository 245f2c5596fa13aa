// The touch layout on a portrait tablet (issue 13): 800 × 1280 with touch emulation, so the primary
// pointer is coarse. Every visible target on the main screens is at least 44 × 44 px; the navigation is
// an overlay drawer with visible labels that closes after a choice and on a swipe to the left; a tree
// node moves one place with 'Move up' / 'Move down' from its row menu, exactly once on the server; a
// read-only value does not look like an editable input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { SWIPE_THRESHOLD_PX, TOUCH_TARGET_PX } from '../../src/domain/touch-layout';
import { openBrowser, signIn, type BrowserSession } from './support/browser';
import { trackNodeSession, type NodeSession, vialOrderOnServer } from './support/node-session';
import { smallTouchTargets, type SmallTarget } from './support/touch-targets';
import { treeRow } from './support/tree-row';

const HOST = 'LAB-CTRL-1';
const TABLET = { width: 800, height: 1280 };
const POLL = { timeout: 15_000, interval: 100 };
const SCREENS: { path: string; ready: (page: Page) => Locator }[] = [
  { path: '/dashboard', ready: (page) => page.getByRole('region', { name: 'My active alarms' }) },
  { path: '/customer/index', ready: (page) => page.getByRole('listitem').first() },
  { path: `/controller/${HOST}/instrument/Autosampler`, ready: (page) => page.getByRole('treeitem', { name: 'Vials' }) },
  { path: '/settings', ready: (page) => page.getByRole('treeitem').first() },
  { path: '/system/eventlog', ready: (page) => page.getByRole('grid').first() },
  { path: '/instruments', ready: (page) => page.getByRole('button', { name: `Open controller ${HOST}` }) },
];

let browser: BrowserSession;
let page: Page;
let nodes: NodeSession;

beforeAll(async () => {
  browser = await openBrowser(undefined, { viewport: TABLET, touch: true });
  page = browser.page;
  nodes = trackNodeSession(page);
  await page.goto('/login');
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'Open navigation' }).waitFor({ timeout: 30_000 });
});

afterAll(async () => {
  await browser?.close();
});

function drawer(): Locator {
  return page.getByRole('dialog', { name: 'Navigation' });
}

async function openDrawer(): Promise<Locator> {
  await page.getByRole('button', { name: 'Open navigation' }).tap();
  const nav = drawer().getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Customers' }).waitFor();
  return nav;
}

/** A one-finger swipe from (x, y) by dx, as touch events the page receives. */
async function swipe(x: number, y: number, dx: number): Promise<void> {
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx / 2, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function firstVials(tree: Locator): Promise<string[]> {
  const names = await tree.getByRole('treeitem', { level: 2 }).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-name') ?? ''));
  return names.slice(0, 4);
}

async function moveVial(tree: Locator, name: string, entry: 'Move up' | 'Move down'): Promise<void> {
  await treeRow(tree, name).getByRole('button', { name: 'Actions' }).tap();
  await page.getByRole('menuitem', { name: entry }).tap();
}

describe('touch layout at 800 × 1280', () => {
  it('takes the coarse-pointer layout in this browser', async () => {
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
  });

  it('gives every visible button, link, input and row on the main screens at least 44 × 44 px', async () => {
    const small: Record<string, SmallTarget[]> = {};
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await screen.ready(page).waitFor({ timeout: 30_000 });
      const found = await smallTouchTargets(page, TOUCH_TARGET_PX);
      if (found.length > 0) small[screen.path] = found;
    }
    expect(small).toEqual({});
  });

  it('gives every target of a customer record a finger size, read and in edit mode', async () => {
    await page.goto('/customer/index');
    await page.getByRole('listitem').first().getByRole('link').first().tap();
    await page.getByRole('button', { name: 'Edit' }).waitFor({ timeout: 30_000 });
    expect(await smallTouchTargets(page, TOUCH_TARGET_PX)).toEqual([]);
    await page.getByRole('button', { name: 'Edit' }).tap();
    const discard = page.getByRole('button', { name: 'Discard' });
    await discard.waitFor({ timeout: 30_000 });
    expect(await smallTouchTargets(page, TOUCH_TARGET_PX)).toEqual([]);
    await discard.tap();
    await page.getByRole('button', { name: 'Edit' }).waitFor({ timeout: 30_000 });
  });

  it('gives the tree rows, the tree search box and the row buttons a finger size', async () => {
    await page.goto(`/controller/${HOST}/instrument/Autosampler`);
    const tree = page.getByRole('tree', { name: 'Instrument Autosampler' });
    const row = tree.getByRole('treeitem', { name: 'Vials' });
    await row.waitFor();
    const boxes = [await row.boundingBox(), await row.getByRole('button', { name: 'Actions' }).boundingBox(), await page.getByRole('searchbox', { name: 'Search' }).first().boundingBox()];
    for (const box of boxes) {
      expect(box).not.toBeNull();
      expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    }
  });

  it('styles a read-only value apart from an editable input: filled, dashed, no underline', async () => {
    await page.goto(`/controller/${HOST}`);
    await page.getByRole('treeitem', { name: 'Pump' }).tap();
    const looks = (name: string) =>
      page.getByRole('textbox', { name, exact: true }).evaluate((input) => {
        const frame = getComputedStyle(input.parentElement as HTMLElement);
        const underline = getComputedStyle(input.parentElement as HTMLElement, '::after');
        return { background: frame.backgroundColor, border: frame.borderTopStyle, underline: underline.display, readOnly: (input as HTMLInputElement).readOnly };
      });
    await page.getByRole('textbox', { name: 'Pressure', exact: true }).waitFor({ timeout: 30_000 });
    const readOnly = await looks('Pressure');
    const editable = await looks('Flow rate');
    expect(readOnly.readOnly).toBe(true);
    expect(editable.readOnly).toBe(false);
    expect(readOnly.border).toBe('dashed');
    expect(editable.border).toBe('solid');
    expect(readOnly.background).not.toBe(editable.background);
    expect(readOnly.underline).toBe('none');
    expect(editable.underline).not.toBe('none');
  });

  it('opens the navigation as an overlay drawer with visible labels, closed after a choice', async () => {
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'My active alarms' }).waitFor({ timeout: 30_000 });
    // Closed, there is no icon rail beside the content.
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    const mainBefore = await page.locator('main').boundingBox();
    expect(mainBefore?.x).toBe(0);

    const nav = await openDrawer();
    const customers = nav.getByRole('link', { name: 'Customers' });
    // The label is text a finger's owner can read, not a hover title.
    expect(await customers.getByText('Customers', { exact: true }).isVisible()).toBe(true);
    // Wider than an icon rail's square item: the label sits beside the icon.
    const linkBox = await customers.boundingBox();
    expect(linkBox?.width ?? 0).toBeGreaterThan(TOUCH_TARGET_PX * 2);
    // Over the content, not beside it: the main region keeps its left edge and width (its top follows
    // the app bar, whose status badge may change meanwhile).
    const mainOpen = await page.locator('main').boundingBox();
    expect({ x: mainOpen?.x, width: mainOpen?.width }).toEqual({ x: mainBefore?.x, width: mainBefore?.width });
    // The drawer slides in: its left edge reaches the screen's once the animation ends.
    await expect.poll(async () => (await drawer().boundingBox())?.x, POLL).toBe(0);

    await customers.tap();
    await page.waitForURL((url) => url.pathname.startsWith('/customer'), { timeout: 30_000 });
    await drawer().waitFor({ state: 'detached', timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Open navigation' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the drawer on a swipe to the left longer than 16 px, not on a shorter one', async () => {
    await page.goto('/dashboard');
    await openDrawer();
    const box = await drawer().boundingBox();
    if (!box) throw new Error('The drawer is not on screen.');
    const y = box.y + box.height / 2;
    const toggle = page.getByRole('button', { name: 'Close navigation', includeHidden: true });
    await swipe(box.x + box.width - 30, y, -(SWIPE_THRESHOLD_PX - 4));
    // A short movement is a tap's wobble: the drawer stays. The touch end was handled when CDP answered;
    // a frame later React has rendered whatever it decided.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await swipe(box.x + box.width - 30, y, -(SWIPE_THRESHOLD_PX * 4));
    await drawer().waitFor({ state: 'detached', timeout: 15_000 });
  });

  it('moves a tree node down and up again with its row menu, and the server holds each move once', async () => {
    await page.goto(`/controller/${HOST}/instrument/Autosampler`);
    const tree = page.getByRole('tree', { name: 'Instrument Autosampler' });
    await tree.getByRole('treeitem', { name: 'Vials' }).waitFor();
    await page.getByRole('button', { name: 'Expand all' }).tap();
    await expect.poll(() => firstVials(tree), POLL).toEqual(['Vial 1', 'Vial 2', 'Vial 3', 'Vial 4']);

    await moveVial(tree, 'Vial 1', 'Move down');
    await expect.poll(() => firstVials(tree), POLL).toEqual(['Vial 2', 'Vial 1', 'Vial 3', 'Vial 4']);
    await expect.poll(async () => (await vialOrderOnServer(nodes, HOST)).slice(0, 4), POLL).toEqual(['Vial2', 'Vial1', 'Vial3', 'Vial4']);

    // The first row cannot go further up.
    await treeRow(tree, 'Vial 2').getByRole('button', { name: 'Actions' }).tap();
    expect(await page.getByRole('menuitem', { name: 'Move up' }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');

    await moveVial(tree, 'Vial 1', 'Move up');
    await expect.poll(() => firstVials(tree), POLL).toEqual(['Vial 1', 'Vial 2', 'Vial 3', 'Vial 4']);
    await expect.poll(async () => (await vialOrderOnServer(nodes, HOST)).slice(0, 4), POLL).toEqual(['Vial1', 'Vial2', 'Vial3', 'Vial4']);
  });
});
