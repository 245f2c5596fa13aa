// A date property end to end (node-model §5 date text): the experiment schema's 'Valid from' on the settings
// screen, in Debian's Chromium against the real server, signed in as the admin. A partial date is completed
// from today, text that is no date is refused, a day is picked from the calendar by keyboard and by mouse,
// and emptying clears it; each checked on the server.
import { describe, expect, it } from 'vitest';
import { propertyOnServer } from './support/property-steps';
import { signedInForFile } from './support/signed-in-file';

const SCHEMA = '0.Settings.ExperimentSchema';
const POLL = { timeout: 15_000, interval: 100 };
const session = signedInForFile('admin');
const stored = () => propertyOnServer(session.nodes(), '', SCHEMA, 'ValidFrom');

describe('date editor in the browser', () => {
  it('completes a partial date, refuses an impossible one, picks a day from the calendar and clears the date', async () => {
    const page = session.page();
    await page.goto(`/settings/${SCHEMA}`);
    const field = page.getByRole('textbox', { name: 'Valid from' });
    await expect.poll(() => field.inputValue(), POLL).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // "Today" is the browser's: its year completes the text.
    const year = await page.evaluate(() => new Date().getFullYear());

    await field.fill('3-15');
    await field.press('Enter');
    await expect.poll(stored, POLL).toBe(`${year}-03-15`);
    await expect.poll(() => field.inputValue(), POLL).toBe(`${year}-03-15`);

    await field.fill(`${year}-02-30`);
    await field.press('Enter');
    await page.getByRole('alert').getByText('Invalid date!').waitFor();
    expect(await stored()).toBe(`${year}-03-15`);
    await field.press('Escape');

    // The calendar opens on the stored day with the focus on it; arrows move a day or a week, Enter picks.
    await page.getByRole('button', { name: 'Open calendar: Valid from' }).click();
    const grid = page.getByRole('grid', { name: `March ${year}` });
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await expect.poll(focused, POLL).toMatch(new RegExp(`, 15 March ${year}$`));
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused, POLL).toMatch(new RegExp(`, 22 March ${year}$`));
    await page.keyboard.press('Enter');
    await expect.poll(stored, POLL).toBe(`${year}-03-22`);
    await expect.poll(() => field.inputValue(), POLL).toBe(`${year}-03-22`);

    // A click on a day picks it too.
    await page.getByRole('button', { name: 'Open calendar: Valid from' }).click();
    await grid.getByRole('button', { name: new RegExp(`, 20 March ${year}$`) }).click();
    await expect.poll(stored, POLL).toBe(`${year}-03-20`);
    await expect.poll(() => field.inputValue(), POLL).toBe(`${year}-03-20`);

    await field.fill('');
    await field.press('Enter');
    await expect.poll(stored, POLL).toBe(null);
    const hasValue = page.getByRole('checkbox', { name: 'Valid from: has value' });
    await expect.poll(() => hasValue.isChecked(), POLL).toBe(false);

    // Back to the demo value for the next run.
    await hasValue.click();
    await expect.poll(() => field.isEditable(), POLL).toBe(true);
    await field.fill('2026-01-01');
    await field.press('Enter');
    await expect.poll(stored, POLL).toBe('2026-01-01');
  });
});
