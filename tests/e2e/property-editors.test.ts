// The web editors of node-model §4 end to end on the demo data, in Debian's Chromium against the real
// server, signed in as the admin: a tag's colour picked in the colour dialog, a detector's trace line
// style, and the experiment schema's permission string with its Create → Read rule; each checked on the server.
import { describe, expect, it } from 'vitest';
import { openInstrumentPanel, propertyOnServer } from './support/property-steps';
import { signedInForFile } from './support/signed-in-file';

const HOST = 'LAB-CTRL-1';
const POLL = { timeout: 15_000, interval: 100 };
const session = signedInForFile('admin');

describe('property web editors in the browser', () => {
  it('picks a tag colour from the swatches, types one with alpha, and refuses a text that is not a colour', async () => {
    const page = session.page();
    await page.goto('/settings/0.Settings.gsDBTags.Urgent');
    const hex = page.getByRole('textbox', { name: 'Colour' });
    await expect.poll(() => hex.inputValue(), POLL).toBe('#d13438');

    await page.getByRole('button', { name: 'Pick Colour' }).click();
    const dialog = page.getByRole('dialog', { name: 'Colour' });
    await dialog.getByRole('radio', { name: '#107c10' }).click();
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Hex' }).inputValue(), POLL).toBe('#107c10ff');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => propertyOnServer(session.nodes(), '', '0.Settings.gsDBTags.Urgent', 'Color'), POLL).toBe('#107c10');

    await hex.fill('#d1343880');
    await hex.press('Enter');
    await expect.poll(() => propertyOnServer(session.nodes(), '', '0.Settings.gsDBTags.Urgent', 'Color'), POLL).toBe('#d1343880');
    await hex.fill('crimson');
    await hex.press('Enter');
    await page.getByRole('alert').getByText('Invalid colour!').waitFor();
    expect(await propertyOnServer(session.nodes(), '', '0.Settings.gsDBTags.Urgent', 'Color')).toBe('#d1343880');
  });

  it("edits the MWD detector's trace style: a dash and a width within 1–5, None forcing width 0", async () => {
    const page = session.page();
    await openInstrumentPanel(page, HOST, 'MWD detector');
    const trace = page.getByRole('group', { name: 'Trace style' });
    await trace.getByRole('button', { name: 'Line colour #0078d4' }).waitFor();

    await trace.getByRole('combobox', { name: 'Dash' }).click();
    await page.getByRole('option', { name: 'Dot', exact: true }).click();
    await expect.poll(() => propertyOnServer(session.nodes(), HOST, '0.MWD', 'TraceStyle'), POLL).toBe('#0078d4;Dot;2');

    const width = trace.getByRole('spinbutton', { name: 'Width' });
    await width.fill('9');
    await width.blur();
    await expect.poll(() => propertyOnServer(session.nodes(), HOST, '0.MWD', 'TraceStyle'), POLL).toBe('#0078d4;Dot;5');

    await trace.getByRole('combobox', { name: 'Dash' }).click();
    await page.getByRole('option', { name: 'None', exact: true }).click();
    await expect.poll(() => propertyOnServer(session.nodes(), HOST, '0.MWD', 'TraceStyle'), POLL).toBe('#0078d4;None;0');
    await expect.poll(() => width.isDisabled(), POLL).toBe(true);
  });

  it("sets the experiment schema's permissions; Create without Read gives Read Owner", async () => {
    const page = session.page();
    await page.goto('/settings/0.Settings.ExperimentSchema');
    const permissions = page.getByRole('group', { name: 'Permissions' });
    const level = (action: string) => permissions.getByRole('combobox', { name: action, exact: true });
    const choose = async (action: string, value: string) => {
      await level(action).click();
      await page.getByRole('option', { name: value, exact: true }).click();
    };
    const stored = () => propertyOnServer(session.nodes(), '', '0.Settings.ExperimentSchema', 'Permissions');
    await expect.poll(() => level('Create').innerText(), POLL).toBe('Member');

    await choose('Create', 'None');
    await expect.poll(stored, POLL).toBe('Create=None;Read=Member;Write=Owner;Delete=Owner;AssignRights=None');
    await choose('Read', 'None');
    await expect.poll(stored, POLL).toBe('Create=None;Read=None;Write=Owner;Delete=Owner;AssignRights=None');
    await choose('Create', 'Global');
    await expect.poll(stored, POLL).toBe('Create=Global;Read=Owner;Write=Owner;Delete=Owner;AssignRights=None');
    await expect.poll(() => level('Read').innerText(), POLL).toBe('Owner');
  });
});
