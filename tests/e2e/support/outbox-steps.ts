// Page steps shared by the outbox's end-to-end tests (outbox, lost answers, faults): they queue edits in the
// autosampler's tree and watch the app bar's outbox status until the entries are sent.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { treeRow } from './tree-row';

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

/** Selects a row of the open Autosampler's tree and waits for its properties. */
export async function selectVial(page: Page, name: string): Promise<void> {
  await treeRow(page.getByRole('tree', { name: 'Instrument Autosampler' }), name).click();
  await page.getByRole('textbox', { name: 'Sample' }).waitFor();
}

/** Sets the selected vial's Sample (Enter commits it) and waits until the field shows the new value. */
export async function setSample(page: Page, value: string, timeout = 30_000): Promise<void> {
  const sample = page.getByRole('textbox', { name: 'Sample' });
  await sample.fill(value);
  await sample.press('Enter');
  await expect.poll(() => sample.inputValue(), { timeout, interval: 200 }).toBe(value);
}

/**
 * Opens the Autosampler and selects each vial so the app mirrors them, then opens it again once the
 * service worker is ready, so it controls the page (offline edits and updates need it).
 */
export async function mirrorVialsUnderServiceWorker(page: Page, host: string, vials: string[]): Promise<void> {
  await openAutosampler(page, host);
  for (const vial of vials) await selectVial(page, vial);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Opened again (a new navigation), the page is controlled by the service worker.
  await openAutosampler(page, host);
}
