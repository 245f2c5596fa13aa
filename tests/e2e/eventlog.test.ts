// The Events screen end to end in Chromium against the real server, signed in once as the administrator:
// a critical change made with a reason is found in the Audit log with that reason and its client time,
// a preset filters the log, and the log read once opens offline with its age. The offline test runs last.
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { propertyOnServer } from './support/property-steps';
import { signedInForFile } from './support/signed-in-file';

const HOST = 'LAB-CTRL-1';
// Each try of the log reloads the page; the server check waits for an outbox write to arrive.
const POLL = { timeout: 60_000, interval: 200 };
const REASON = 'Laser aligned after the service visit';

const file = signedInForFile('admin');

function auditGrid(): Locator {
  return file.page().getByRole('grid', { name: 'Audit events' });
}

describe('the event log', () => {
  it('shows the audit entry of a critical change with the reason typed for it and the client time', async () => {
    const page = file.page();
    await page.goto(`/controller/${HOST}`);
    const tree = page.getByRole('tree', { name: `Controller ${HOST}` });
    await tree.getByRole('treeitem', { name: 'MALS detector' }).click();
    const laserPower = page.getByRole('textbox', { name: 'Laser power' });
    await laserPower.fill('61.5');
    await laserPower.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Reason' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The page stays until the server holds the change: leaving at once could end the page before the
    // outbox has stored the write (the CI saw this on a loaded machine), as the other node tests wait too.
    await expect.poll(() => propertyOnServer(file.nodes(), HOST, '0.MALS', 'LaserPower'), POLL).toBe(61.5);

    // The audit entry is read again until the log shows it.
    await expect
      .poll(async () => {
        await page.goto('/system/eventlog?text=aligned');
        await auditGrid().waitFor();
        return auditGrid().getByRole('row').filter({ hasText: REASON }).count();
      }, POLL)
      .toBe(1);
    const row = auditGrid().getByRole('row').filter({ hasText: REASON });
    const cells = await row.getByRole('gridcell').allInnerTexts();
    expect(cells).toContain('admin');
    expect(cells).toContain('LaserPower');
    expect(cells).toContain('61.5');
    // Server time and client time are both shown (the first two columns).
    expect(cells[0]).toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(cells[1]).toMatch(/\d{4}-\d{2}-\d{2}/);
  }, 120_000);

  it('filters the log with a preset: Today keeps the change, Yesterday has nothing of it', async () => {
    const page = file.page();
    await page.goto('/system/eventlog?text=aligned');
    await auditGrid().getByRole('row').filter({ hasText: REASON }).waitFor();
    await page.getByRole('button', { name: 'Period: Past year' }).click();
    await page.getByRole('menuitemradio', { name: 'Yesterday' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('preset'), POLL).toBe('yesterday');
    await auditGrid().getByText('No entries.').waitFor();
    await page.getByRole('button', { name: 'Period: Yesterday' }).click();
    await page.getByRole('menuitemradio', { name: 'Today' }).click();
    await auditGrid().getByRole('row').filter({ hasText: REASON }).waitFor();
    expect(new URL(page.url()).searchParams.get('preset')).toBe('today');
  });

  it('opens offline after one visit, showing the mirrored page with its age', async () => {
    const page = file.page();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto('/system/eventlog?text=aligned');
    await auditGrid().getByRole('row').filter({ hasText: REASON }).waitFor();
    await page.context().setOffline(true);
    try {
      await page.reload();
      await page.getByText(/^Offline — showing data from /).waitFor({ timeout: 20_000 });
      await auditGrid().getByRole('row').filter({ hasText: REASON }).waitFor();
      expect(await auditGrid().getByRole('button', { name: /^Confirm entry/ }).count()).toBe(0);
    } finally {
      await page.context().setOffline(false);
    }
  });
});
