// Page steps shared by the outbox's end-to-end tests (outbox, lost answers): they queue edits in the
// autosampler's tree and watch the app bar's outbox status until the entries are sent.
import type { Page } from 'playwright-core';

/** The app bar's outbox status, e.g. 'Online', 'Sending 1' or 'Offline · 4 waiting'. */
export async function outboxStatus(page: Page): Promise<string> {
  return (await page.getByRole('link', { name: /^Outbox: / }).textContent()) ?? '';
}

/** Opens the controller's Autosampler instrument with every row of its tree expanded. */
export async function openAutosampler(page: Page, host: string): Promise<void> {
  await page.goto(`/controller/${host}/instrument/Autosampler`);
  await page.getByRole('tree', { name: 'Instrument Autosampler' }).getByRole('treeitem', { name: 'Vials' }).waitFor();
  await page.getByRole('button', { name: 'Expand all' }).click();
}
