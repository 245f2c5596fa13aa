// The choice editors and the alarm messages on the real server's demo controller, in Debian's Chromium,
// signed in as the engineer: a ticked wavelength becomes a channel node on the server, a switched pump
// mode is the only enabled one there. Each test puts the demo data back as it found it (the alarm's
// messages are read in alarm-messages.test.ts, on a server of its own).
import { describe, expect, it } from 'vitest';
import { checklistKeysOnServer, enabledChoicesOnServer, openController, selectAndOpen } from './support/choice-steps';
import { signedInForFile } from './support/signed-in-file';
import { treeRow } from './support/tree-row';

const POLL = { timeout: 15_000, interval: 100 };
const session = signedInForFile('engineer');

describe('choice editors in the browser', () => {
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
    await treeRow(tree, 'Mode').click();
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
});
