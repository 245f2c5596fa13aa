// Property values with units end to end (node-model §3 phyQ and number options): the real server's demo
// controller in Debian's Chromium, signed in as the engineer. A value is shown in its display unit, edited
// in its editor unit, typed with or without a unit, checked in the unit typed, and stored in the base unit.
import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { BatchAction, NODE_BATCH_PATH } from '../../src/domain/nodes/node-protocol';
import { signedInForFile } from './support/signed-in-file';

const HOST = 'LAB-CTRL-1';
// Server round trips after outbox writes: generous for a loaded machine.
const POLL = { timeout: 30_000, interval: 100 };
const session = signedInForFile('engineer');

async function openInstrument(name: string): Promise<void> {
  const page = session.page();
  await page.goto(`/controller/${HOST}`);
  const tree = page.getByRole('tree', { name: `Controller ${HOST}` });
  await tree.getByRole('treeitem', { name }).click();
}

async function valueOnServer(gId: string, propId: string): Promise<unknown> {
  const answer = await session.nodes().batch(HOST, [{ action: BatchAction.read, gId, propIds: [propId] }]);
  return answer.responses[0]?.values?.find((v) => v.id === propId)?.value;
}

/** Whether a node batch request writes the property (the outbox's update of it). */
function writes(request: Request, propId: string): boolean {
  if (request.method() !== 'POST') return false;
  const items = request.postDataJSON() as Array<{ action?: number }>;
  return Array.isArray(items) && items.some((item) => item.action === BatchAction.update && JSON.stringify(item).includes(`"${propId}"`));
}

describe('property values with units in the browser', () => {
  it('shows the MALS cell temperature in °C, stores a typed °C value in kelvin and shows it again after a reload', async () => {
    const page = session.page();
    await openInstrument('MALS detector');
    const field = page.getByRole('textbox', { name: 'Cell temperature' });
    await expect.poll(() => field.inputValue(), POLL).toBe('25.00 °C');
    await field.fill('37');
    await field.press('Enter');
    await expect.poll(() => valueOnServer('0.MALS', 'CellTemperature'), POLL).toBe(310.15);

    await page.reload();
    await page.getByRole('tree', { name: `Controller ${HOST}` }).getByRole('treeitem', { name: 'MALS detector' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Cell temperature' }).inputValue(), POLL).toBe('37.00 °C');
  });

  it('edits the pump pressure limit in psi while it is shown in bar, and checks the limits in the unit typed', async () => {
    const page = session.page();
    await openInstrument('Pump');
    const field = page.getByRole('textbox', { name: 'Pressure limit' });
    await expect.poll(() => field.inputValue(), POLL).toBe('40.0 bar');
    await field.focus();
    await expect.poll(() => field.inputValue(), POLL).toBe('580 psi');

    await field.fill('10 psi');
    await field.press('Enter');
    await page.getByRole('alert').getByText('Value must be between 15 psi and 5801 psi.').waitFor();
    await field.fill('3 kg');
    await field.press('Enter');
    await page.getByRole('alert').getByText('Cannot convert incompatible measures of mass and pressure').waitFor();
    expect(await valueOnServer('0.Pump', 'PressureLimit')).toBe(40);

    await field.fill('600');
    await field.press('Enter');
    await expect.poll(() => valueOnServer('0.Pump', 'PressureLimit'), POLL).toBe(41.4);
    await field.blur();
    await expect.poll(() => field.inputValue(), POLL).toBe('41.4 bar');

    // Back to the demo value, typed with the stored unit.
    await field.fill('40 bar');
    await field.press('Enter');
    await expect.poll(() => valueOnServer('0.Pump', 'PressureLimit'), POLL).toBe(40);
  });

  it('shows the saved value in bar and leaves focus where the user went when the answer comes after they left the field', async () => {
    const page = session.page();
    await openInstrument('Pump');
    const field = page.getByRole('textbox', { name: 'Pressure limit' });
    await expect.poll(() => field.inputValue(), POLL).toBe('40.0 bar');
    // The server applies the write at once; its answer reaches the page only once the user has tabbed on.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`**${NODE_BATCH_PATH}*`, async (route) => {
      if (!writes(route.request(), 'PressureLimit')) return route.continue();
      const response = await route.fetch();
      await answered;
      await route.fulfill({ response });
    });
    try {
      await field.fill('600');
      await field.press('Enter');
      await expect.poll(() => valueOnServer('0.Pump', 'PressureLimit'), POLL).toBe(41.4);
      await field.press('Tab');
      answer();
      await expect.poll(() => field.inputValue(), POLL).toBe('41.4 bar');
      expect(await field.evaluate((input) => input === document.activeElement)).toBe(false);
    } finally {
      answer();
      await page.unrouteAll();
    }

    await field.fill('40 bar');
    await field.press('Enter');
    await expect.poll(() => valueOnServer('0.Pump', 'PressureLimit'), POLL).toBe(40);
  });
});
