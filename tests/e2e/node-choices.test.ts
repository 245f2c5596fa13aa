// The choice editors and the alarm messages on the real server's demo controller, in Debian's Chromium,
// signed in as the engineer: a ticked wavelength becomes a channel node on the server, a switched pump
// mode is the only enabled one there, and an alarm's text and time are read where the bell is. Each
// test puts the demo data back as it found it.
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/domain/values/format-date';
import { DEFAULT_LOCALE_SETTINGS } from '../../src/domain/locale-settings';
import { alarmsOnServer, checklistKeysOnServer, enabledChoicesOnServer, openController, selectAndOpen } from './support/choice-steps';
import { signedInForFile } from './support/signed-in-file';

const POLL = { timeout: 15_000, interval: 100 };
const session = signedInForFile('engineer');

describe('choice editors and alarm messages in the browser', () => {
  it('ticks a wavelength in the MWD checklist: the server gets a channel for it, and unticking deletes it', async () => {
    const page = session.page();
    const tree = await openController(page);
    expect(await checklistKeysOnServer(session.nodes(), '0.MWD.Channels')).toEqual(['254', '280']);
    await selectAndOpen(tree, 'MWD detector');
    await selectAndOpen(tree, 'Wavelength channels');
    const list = page.getByRole('group', { name: 'Wavelength channels' });
    await expect.poll(() => list.getByRole('checkbox', { name: '254 nm' }).isChecked(), POLL).toBe(true);
    expect(await list.getByRole('checkbox', { name: '214 nm' }).isChecked()).toBe(false);

    await list.getByRole('checkbox', { name: '214 nm' }).click();
    await expect.poll(() => checklistKeysOnServer(session.nodes(), '0.MWD.Channels'), POLL).toEqual(['214', '254', '280']);
    // The new channel is a node of the tree, under the checklist.
    await tree.getByRole('treeitem', { name: '214 nm' }).waitFor({ timeout: 15_000 });

    await list.getByRole('checkbox', { name: '214 nm' }).click();
    await expect.poll(() => checklistKeysOnServer(session.nodes(), '0.MWD.Channels'), POLL).toEqual(['254', '280']);
    await tree.getByRole('treeitem', { name: '214 nm' }).waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => list.getByRole('checkbox', { name: '214 nm' }).isChecked(), POLL).toBe(false);
  });

  it('switches the pump mode: the chosen mode is the only one enabled on the server and its properties show under it', async () => {
    const page = session.page();
    const tree = await openController(page);
    expect(await enabledChoicesOnServer(session.nodes(), '0.Pump.Mode')).toEqual(['Isocratic']);
    await selectAndOpen(tree, 'Pump');
    await tree.getByRole('treeitem', { name: 'Mode', exact: true }).click();
    const modes = page.getByRole('radiogroup', { name: 'Mode' });
    await expect.poll(() => modes.getByRole('radio', { name: 'Isocratic' }).isChecked(), POLL).toBe(true);
    await page.getByRole('textbox', { name: 'Hold time' }).waitFor({ timeout: 15_000 });

    await modes.getByRole('radio', { name: 'Gradient' }).click();
    await expect.poll(() => enabledChoicesOnServer(session.nodes(), '0.Pump.Mode'), POLL).toEqual(['Gradient']);
    await page.getByRole('textbox', { name: 'Gradient time' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('textbox', { name: 'Hold time' }).count()).toBe(0);

    await modes.getByRole('radio', { name: 'Isocratic' }).click();
    await expect.poll(() => enabledChoicesOnServer(session.nodes(), '0.Pump.Mode'), POLL).toEqual(['Isocratic']);
  });

  it("reads an alarm's message and since when from the bell of its tree row, as the server raised it", async () => {
    const page = session.page();
    const tree = await openController(page);
    const info = await alarmsOnServer(session.nodes(), '0.PhMeter');
    const alarm = info?.alarms[0];
    if (!alarm) throw new Error('The demo pH meter has no alarm (it raises one until calibrated).');

    const bell = tree.getByRole('treeitem', { name: 'pH meter' }).getByRole('button', { name: 'Messages of pH meter' });
    await bell.waitFor({ timeout: 15_000 });
    await bell.click();
    const dialog = page.getByRole('dialog', { name: 'Messages: pH meter' });
    const row = dialog.getByRole('row').filter({ hasText: alarm.msg });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.getByRole('img', { name: 'Warning' }).count()).toBe(1);
    expect(await row.innerText()).toContain(formatDate(alarm.t, 'dateTime', DEFAULT_LOCALE_SETTINGS));
    expect(await row.innerText()).toContain(alarm.entityName ?? 'pH meter');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The node's own panel lists it too.
    await tree.getByRole('treeitem', { name: 'pH meter' }).click();
    await page.getByRole('table', { name: 'Messages' }).getByText(alarm.msg).waitFor({ timeout: 15_000 });
  });
});
