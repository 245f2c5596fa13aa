// Editors of issue 11 reached from real screens on the demo data, in Debian's Chromium against the real
// server, signed in as the admin; each change checked on the server: the node picker's checkbox binding a
// vial's Source in every row of the table, the MALS angle selection, a vial renamed from the Actions
// menu, the MALS calibration standards' °C column, the export settings laid out as a grid because the
// server says so, its file name pattern with the server's keys, and the web app file dialog.
import { describe, expect, it } from 'vitest';
import { BatchAction } from '../../src/domain/nodes/node-protocol';
import { MSG_WEB_APP_FILE_TOO_BIG } from '../../src/domain/upload/upload-constants';
import { openController, selectAndOpen } from './support/choice-steps';
import { propertyOnServer } from './support/property-steps';
import { signedInForFile } from './support/signed-in-file';
import { treeRow } from './support/tree-row';
import { UPLOAD_FINISH_PATH, UPLOAD_PART_PATH } from '../../src/data/upload/upload-transport';

const HOST = 'LAB-CTRL-1';
const POLL = { timeout: 15_000, interval: 100 };
const VIALS = ['Vial1', 'Vial2', 'Vial3', 'Vial4'];
const session = signedInForFile('admin');

async function nodeOnServer(host: string, gId: string) {
  const answer = await session.nodes().batch(host, [{ action: BatchAction.browse, gId, filter: { depth: 0, props: 'all' } }]);
  return answer.responses[0]?.node;
}

async function sourceBindingsOnServer(): Promise<(string | null)[]> {
  return Promise.all(VIALS.map(async (v) => (await nodeOnServer(HOST, `0.Autosampler.Vials.${v}`))?.properties?.find((p) => p.id === 'Source')?.bound ?? null));
}

/** The autosampler's screen with every row of its tree open. */
async function openVials() {
  const page = session.page();
  await page.goto(`/controller/${HOST}/instrument/Autosampler`);
  const tree = page.getByRole('tree', { name: 'Instrument Autosampler' });
  await tree.getByRole('treeitem', { name: 'Vials' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Expand all' }).click();
  return { page, tree };
}

/** A child of the MALS detector opened from the controller's tree, as a user does. */
async function openMalsChild(name: string) {
  const page = session.page();
  const tree = await openController(page);
  await selectAndOpen(tree, 'MALS detector');
  await treeRow(tree, name).click();
  return page;
}

describe('editors reached from real screens', () => {
  it("binds every vial's Source at once through the node picker's checkbox", async () => {
    const { page, tree } = await openVials();
    await treeRow(tree, 'Vial 1').click();
    const binding = page.getByRole('group', { name: 'Binding of Source' });
    await binding.getByText('Not bound').waitFor();
    expect(await sourceBindingsOnServer()).toEqual([null, null, null, null]);

    await binding.getByRole('button', { name: 'Bind…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bind Source to a node' });
    await dialog.getByRole('checkbox', { name: 'Bind Source of every row of Vials' }).check();
    await dialog.getByRole('treeitem', { name: 'Pump' }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(sourceBindingsOnServer, POLL).toEqual(['0.Pump', '0.Pump', '0.Pump', '0.Pump']);
    await binding.getByText('Bound to Pump').waitFor();
  });

  it('renames a vial from its Actions menu; the server keeps the new name', async () => {
    const { page, tree } = await openVials();
    const row = treeRow(tree, 'Vial 3');
    await row.getByRole('button', { name: /Actions/ }).click();
    await page.getByRole('menuitem', { name: 'Rename…' }).click();
    const dialog = page.getByRole('dialog', { name: "Rename 'Vial 3'" });
    await dialog.getByRole('textbox').fill('Blank (rinse)');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await treeRow(tree, 'Blank (rinse)').waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await nodeOnServer(HOST, '0.Autosampler.Vials.Vial3'))?.name, POLL).toBe('Blank (rinse)');
  });

  it('selects a MALS angle in the node selection editor; the reference angle cannot be unselected', async () => {
    const page = await openMalsChild('Detector angles');
    const low = page.getByRole('group', { name: 'Low angles' });
    const angle75 = low.getByRole('checkbox', { name: '75°' });
    await expect.poll(() => angle75.isChecked(), POLL).toBe(false);
    expect(await page.getByRole('group', { name: 'Reference' }).getByRole('checkbox', { name: '90°' }).isDisabled()).toBe(true);
    await angle75.check();
    await expect.poll(() => propertyOnServer(session.nodes(), HOST, '0.MALS.Angles.A75', 'SValue'), POLL).toBe(true);
    await angle75.uncheck();
    await expect.poll(() => propertyOnServer(session.nodes(), HOST, '0.MALS.Angles.A75', 'SValue'), POLL).toBe(false);
  });

  it("shows the calibration standards in the server's column order, their kelvin in °C, and stores a typed °C in kelvin", async () => {
    const page = await openMalsChild('Calibration standards');
    const grid = page.getByRole('grid', { name: 'Calibration standards' });
    const cell = grid.getByRole('gridcell', { name: 'Temperature, row 3' });
    await expect.poll(() => cell.innerText(), POLL).toBe('30.00 °C');
    // The columns in the order the table node's Columns property gives, not the rows' property order.
    const named = (await grid.getByRole('columnheader').allInnerTexts()).map((t) => t.trim()).filter((t) => ['Standard', 'Temperature', 'Enabled'].includes(t));
    expect(named).toEqual(['Standard', 'Temperature', 'Enabled']);
    await cell.dblclick();
    const input = grid.getByRole('textbox', { name: 'Temperature, row 3' });
    await input.fill('37');
    await input.press('Enter');
    await expect.poll(() => propertyOnServer(session.nodes(), HOST, '0.MALS.Standards.Standard3', 'Temperature'), POLL).toBeCloseTo(310.15, 9);
    await expect.poll(() => cell.innerText(), POLL).toBe('37.00 °C');
  });

  it("offers the server's keys in the export file name pattern and saves the key taken", async () => {
    const page = session.page();
    await page.goto('/settings/0.Settings.Export');
    await expect.poll(() => propertyOnServer(session.nodes(), '', '0.Settings.Export', 'FileNamePattern')).toBe('{NodeName}_{Date}');
    await expect.poll(() => page.getByRole('textbox', { name: 'File name pattern' }).inputValue(), POLL).toBe('{NodeName}_{Date}');
    // The server lays this panel out as a grid (its node's web editor): each label beside its field, not above.
    const label = await page.getByText('File name pattern', { exact: true }).boundingBox();
    const field = await page.getByRole('textbox', { name: 'File name pattern' }).boundingBox();
    expect(label && field && label.x + label.width <= field.x && Math.abs(label.y + label.height / 2 - (field.y + field.height / 2)) < field.height).toBe(true);
    // Its label column is 200 px at most, 140 on a phone-wide screen (node-model §9); the label fills it.
    const labelWidth = async () => (await page.getByText('File name pattern', { exact: true }).boundingBox())?.width;
    expect(await labelWidth()).toBe(200);
    const wide = page.viewportSize();
    await page.setViewportSize({ width: 480, height: 900 });
    await expect.poll(labelWidth, POLL).toBe(140);
    if (wide) await page.setViewportSize(wide);
    await expect.poll(labelWidth, POLL).toBe(200);
    await page.getByRole('button', { name: 'Insert key' }).click();
    const userKey = page.getByRole('menuitem', { name: /\{UserName\}/ });
    await userKey.waitFor({ timeout: 15_000 });
    expect(await userKey.innerText()).toContain('admin');
    await page.getByText(/^Example: Export_\d{4}-\d{2}-\d{2}$/).waitFor();
    await userKey.click();
    await expect.poll(() => propertyOnServer(session.nodes(), '', '0.Settings.Export', 'FileNamePattern'), POLL).toBe('{NodeName}_{Date}{UserName}');
    await page.getByText(/^Example: Export_\d{4}-\d{2}-\d{2}admin$/).waitFor();
  });

  it('uploads a web app file through its dialog, and refuses one over 200 kB before sending it', async () => {
    const page = session.page();
    await page.goto('/settings/0.Settings.WebApp');
    const html = '<!doctype html><title>Lab start</title><p>Welcome</p>';
    await page.getByRole('button', { name: 'Upload file…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Start page' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles({ name: 'start.html', mimeType: 'text/html', buffer: Buffer.from(html) });
    await page.getByRole('status').getByText('File uploaded successfully').waitFor({ timeout: 30_000 });
    await expect.poll(() => propertyOnServer(session.nodes(), '', '0.Settings.WebApp', 'StartPage'), POLL).toBe(html);

    // From here on no upload request may leave the page: the file is refused before it is sent.
    const uploads: string[] = [];
    page.on('request', (request) => {
      if ([UPLOAD_PART_PATH, UPLOAD_FINISH_PATH].includes(new URL(request.url()).pathname)) uploads.push(request.url());
    });
    await page.getByRole('button', { name: 'Upload file…' }).click();
    const tooBig = page.waitForEvent('filechooser');
    await page.getByRole('dialog', { name: 'Upload Start page' }).getByRole('button', { name: 'Choose file' }).click();
    await (await tooBig).setFiles({ name: 'big.html', mimeType: 'text/html', buffer: Buffer.alloc(204_801, 'a') });
    await page.getByRole('alert').getByText(MSG_WEB_APP_FILE_TOO_BIG).waitFor({ timeout: 15_000 });
    await page.getByRole('dialog', { name: 'Upload Start page' }).waitFor({ state: 'detached' });
    expect(await propertyOnServer(session.nodes(), '', '0.Settings.WebApp', 'StartPage')).toBe(html);
    expect(uploads).toEqual([]);
  });
});
