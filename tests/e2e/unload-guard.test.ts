// A write is lost if the page goes before its outbox entry is stored (the entry's one transaction runs
// after a few mirror reads). In Chromium against the real server: with the outbox table held by another
// transaction, an edit waits to be stored, closing the tab then gets the browser's question, and staying
// keeps the edit, which reaches the server once stored. With nothing being stored the tab closes at once.
import { describe, expect, it } from 'vitest';
import type { Dialog, Page } from 'playwright-core';
import { BatchAction } from '../../src/domain/nodes/node-protocol';
import { openAutosampler, selectVial } from './support/outbox-steps';
import { signedInForFile } from './support/signed-in-file';

const HOST = 'LAB-CTRL-1';
const POLL = { timeout: 30_000, interval: 250 };
const session = signedInForFile('engineer');

async function sampleOnServer(): Promise<unknown> {
  const answer = await session.nodes().batch(HOST, [{ action: BatchAction.read, gId: '0.Autosampler.Vials.Vial4', propIds: ['SampleName'] }]);
  return answer.responses[0]?.values?.find((v) => v.id === 'SampleName')?.value;
}

/** Holds a readwrite transaction on the user's outbox table until `releaseOutbox()`, so no entry can be stored. */
async function holdOutbox(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const name = (await indexedDB.databases()).map((d) => d.name ?? '').find((n) => n.startsWith('license-console-u'));
    if (!name) throw new Error('the user database is not there');
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const held = { released: false };
        Object.assign(window, { releaseOutbox: () => (held.released = true) });
        const store = open.result.transaction('outbox', 'readwrite').objectStore('outbox');
        // A transaction stays open while it has requests: ask again until released.
        const again = () => {
          if (!held.released) store.count().onsuccess = again;
        };
        again();
        resolve();
      };
    });
  });
}

function nextDialog(page: Page): Promise<Dialog> {
  return new Promise((resolve) => page.once('dialog', resolve));
}

describe('leaving the page while an edit is being stored', () => {
  it('asks before the tab closes, keeps the edit when the user stays, and closes at once when nothing is being stored', async () => {
    const page = session.page();
    const value = `kept ${Date.now()}`;
    await openAutosampler(page, HOST);
    await selectVial(page, 'Vial 4');
    await holdOutbox(page);
    const sample = page.getByRole('textbox', { name: 'Sample' });
    await sample.fill(value);
    await sample.press('Enter');
    // The field is read-only while its value is being saved: the write has been made.
    await expect.poll(() => sample.isEditable(), POLL).toBe(false);

    const asked = Promise.race([nextDialog(page), page.waitForEvent('close').then(() => null)]);
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    if (!dialog) throw new Error('The tab closed without asking while the edit was being stored.');
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);

    await page.evaluate(() => (window as unknown as { releaseOutbox: () => void }).releaseOutbox());
    await expect.poll(sampleOnServer, POLL).toBe(value);

    let questions = 0;
    page.on('dialog', (d) => {
      questions++;
      void d.accept();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => page.isClosed(), POLL).toBe(true);
    expect(questions).toBe(0);
  }, 120_000);
});
