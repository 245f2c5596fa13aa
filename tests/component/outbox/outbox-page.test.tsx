import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { db } from '../../../src/data/db';
import { stopOutbox } from '../../../src/data/outbox/outbox-runtime';
import { BatchAction } from '../../../src/domain/nodes/node-protocol';
import type { OutboxEntry } from '../../../src/domain/outbox/outbox-entry';
import { entry as baseEntry } from '../../unit/domain/outbox/outbox-fixtures';
import { signIn } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { customerAnswer } from '../../support/record-answer';
import { putRecords } from '../../../src/data/records/record-rows';
import { fakeServer } from '../records/fake-server';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import { outboxStatusText } from '../../../src/features/outbox/OutboxStatus';
import { activateLanguage } from '../../../src/i18n/language';
import { actionLabel, recordLabel } from '../../../src/domain/outbox/outbox-description';
import { stateCall } from '../../../src/domain/outbox/record-calls';
import { RecordStatus } from '../../../src/domain/records/record-enums';

/** An entry of user 7 (the signed-in test user) changing the Flow rate of a node. */
function entry(id: number, gId: string, change: string, over: Partial<OutboxEntry> = {}): OutboxEntry {
  const items = [{ action: BatchAction.update, gId, values: [{ id: 'Flow', value: 1.2 }] }];
  return baseEntry(id, { userId: '7', target: { type: 'node', host: '', gId }, payload: { type: 'batch', host: '', items }, label: { subject: `${gId} › Flow rate`, change }, ...over });
}

beforeEach(async () => {
  // Nothing is sent here: the view is about what the outbox holds.
  stopOutbox();
  signIn({ name: 'Ada Admin' });
  await db.outbox.bulkPut([
    entry(1, 'Pump', '1.0 → 1.2 ml/min', { state: 'failed', reason: 'calibration', error: { status: 200, errors: [{ msg: 'Access denied.' }] } }),
    entry(2, 'Pump', '1.2 → 1.3 ml/min'),
    entry(3, 'Valve', 'closed → open'),
    entry(4, 'Valve', 'other user', { userId: '8' }),
  ]);
});

describe('outbox view', () => {
  it("lists the user's entries in lab-user words with state and error, and the app bar counts them", async () => {
    await renderApp('/outbox');
    const failed = await screen.findByRole('listitem', { name: 'Pump › Flow rate 1.0 → 1.2 ml/min — reason: calibration' });
    expect(failed.textContent).toContain('Access denied.');
    expect(failed.textContent).toContain('Failed');
    expect((await screen.findByRole('listitem', { name: 'Pump › Flow rate 1.2 → 1.3 ml/min' })).textContent).toContain('Held back by a failed change');
    expect((await screen.findByRole('listitem', { name: 'Valve › Flow rate closed → open' })).textContent).toContain('Waiting to be sent');
    expect(screen.queryByRole('listitem', { name: /other user/ })).toBeNull();
    expect((await screen.findByRole('link', { name: 'Outbox: Sending 2 · 1 failed' })).textContent).toBe('Sending 2 · 1 failed');
  });

  it("words the app bar's status in English as the end-to-end tests read it", () => {
    const status = (online: boolean, pending: number, failed: number) => outboxStatusText(i18n, DEFAULT_LOCALE_SETTINGS, online, pending, failed);
    expect([status(true, 0, 0), status(true, 3, 0), status(false, 0, 0), status(false, 1, 0), status(false, 4, 0)]).toEqual(['Online', 'Sending 3', 'Offline', 'Offline · 1 waiting', 'Offline · 4 waiting']);
    expect([status(true, 0, 1), status(true, 2, 1), status(false, 0, 2), status(false, 4, 2)]).toEqual(['Online · 1 failed', 'Sending 2 · 1 failed', 'Offline · 2 failed', 'Offline · 4 waiting · 2 failed']);
  });

  it('discards a failed entry, which releases what it held back; retry puts a failed one back in line', async () => {
    await renderApp('/outbox');
    const failed = await screen.findByRole('listitem', { name: /1\.0 → 1\.2/ });
    fireEvent.click(within(failed).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /1\.0 → 1\.2/ })).toBeNull());
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Pump › Flow rate 1.2 → 1.3 ml/min' }).textContent).toContain('Waiting to be sent'));
    expect(await db.outbox.get(1)).toBeUndefined();

    await db.outbox.update(3, { state: 'failed', seq: 4, error: { status: 400, errors: [{ msg: 'Out of range' }] } });
    const valve = await screen.findByRole('listitem', { name: /closed → open/ });
    await waitFor(() => expect(valve.textContent).toContain('Out of range'));
    fireEvent.click(within(valve).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('listitem', { name: /closed → open/ }).textContent).toContain('Waiting to be sent'));
    const retried = await db.outbox.get(3);
    expect(retried?.seq).toBeUndefined();
    expect(retried?.error).toBeUndefined();
  });

  it("shows a record update in conflict field by field beside the server's current values, read again when the view opens", async () => {
    const mine = customerAnswer(5, 'Acme', { description: 'mine', recRev: 3 });
    await putRecords([mine]);
    await db.records.update('customer:5', { pendingEntry: 9 });
    await db.outbox.put(
      baseEntry(9, {
        userId: '7',
        kind: 'record.update',
        state: 'conflict',
        target: { type: 'record', entity: 'customer', id: 5 },
        payload: { type: 'record', method: 'PUT', entity: 'customer', suffix: '/{id}', body: { description: 'mine', address: 'Main St 1', recRev: 3 } },
        label: { subject: 'Customer Acme', change: 'description, address changed' },
        error: { status: 409, errors: [{ msg: 'The record was changed by someone else.' }] },
      }),
    );
    fakeServer([{ method: 'GET', url: /^\/api\/db\/customer\/5$/, answer: () => ({ body: customerAnswer(5, 'Acme', { description: 'theirs', address: 'Main St 1', recRev: 4 }) }) }]);
    await renderApp('/outbox');
    const row = await screen.findByRole('listitem', { name: 'Customer Acme description, address changed' });
    const table = await within(row).findByRole('table', { name: 'Conflicting values' }, { timeout: 15_000 });
    expect(within(table).getByRole('columnheader', { name: 'Server (revision 4)' })).toBeTruthy();
    const cells = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(cells).toEqual([
      ['Description', 'theirs', 'mine'],
      ['Address', 'Main St 1', 'Main St 1'],
    ]);
    expect(within(row).getByRole('button', { name: 'Keep mine' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Take theirs' })).toBeTruthy();
  });

  it('edits a failed property update: a number stays a number, and the entry goes back in line with the new value shown', async () => {
    await db.properties.put({ id: 'Flow', value: 1.2, ac: 48, type: { kind: 'decimal' }, name: 'Flow rate', phyQ: { quantity: 'flow', unit: 'ml/min' }, key: '|Pump|Flow', host: '', nodeKey: '|Pump', pendingEntry: 1 });
    await db.outbox.update(1, { undo: { properties: [{ key: '|Pump|Flow', value: 1 }] } });
    await renderApp('/outbox');
    const failed = await screen.findByRole('listitem', { name: /1\.0 → 1\.2/ });
    expect(within(screen.getByRole('listitem', { name: /closed → open/ })).queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.click(within(failed).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Pump › Flow rate' });
    const input = within(dialog).getByRole('textbox', { name: 'New value' });
    expect((input as HTMLInputElement).value).toBe('1.2');
    fireEvent.change(input, { target: { value: 'fast' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await within(dialog).findByText('Enter a number.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '1,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Pump › Flow rate' })).toBeNull(), { timeout: 15_000 });
    const edited = await db.outbox.get(1);
    expect(edited).toMatchObject({ state: 'queued', label: { change: '1 → 1.5 ml/min' }, payload: { items: [{ values: [{ id: 'Flow', value: 1.5 }] }] } });
    expect(edited?.error).toBeUndefined();
    expect((await db.properties.get('|Pump|Flow'))?.value).toBe(1.5);
    expect(await screen.findByRole('listitem', { name: 'Pump › Flow rate 1 → 1.5 ml/min — reason: calibration' })).toBeTruthy();
  });
});

// Issue 13: a lab user reads the outbox in their language, counts declined as the language declines them.
describe('outbox view in German and Slovenian', () => {
  /** Opens the outbox in `lang`; the failed entry's buttons are named in it. */
  async function expectFailedRowButtons(lang: string, names: string[]) {
    await activateLanguage(lang, true);
    await renderApp('/outbox');
    const failed = await screen.findByRole('listitem', { name: /1\.0 → 1\.2/ });
    expect(within(failed).getAllByRole('button').map((b) => b.textContent)).toEqual(expect.arrayContaining(names));
  }

  it('shows the buttons, the list and the app bar count in German', async () => {
    // The server's error and the domain's state text come from the common catalog (another's): stand-ins here.
    await activateLanguage('de', true);
    i18n.load('de', { 'Access denied.': 'Zugriff verweigert.', Failed: 'Fehlgeschlagen' });
    await expectFailedRowButtons('de', ['Erneut versuchen', 'Verwerfen']);
    const failed = screen.getByRole('listitem', { name: /1\.0 → 1\.2/ });
    expect(failed.textContent).toContain('Zugriff verweigert.');
    expect(failed.textContent).toContain('Fehlgeschlagen');
    expect(screen.getByRole('list', { name: 'Änderungen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ausstehende exportieren' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Postausgang: Senden: 2 · 1 fehlgeschlagen' })).textContent).toBe('Senden: 2 · 1 fehlgeschlagen');
  });

  it('describes entries queued in English in the language shown now: kept as messages, not as the words of the moment', async () => {
    await db.outbox.clear();
    await db.outbox.bulkPut([
      entry(5, 'Pump', '', { label: recordLabel('customer', 'Acme', stateCall(RecordStatus.closed).change) }),
      entry(6, 'Pump', '', { label: actionLabel(['Pump'], { template: "renamed to ''{name}''", values: { name: 'Pump 2' } }) }),
      entry(7, 'Pump', '', { label: actionLabel(['Vials'], { template: '{count} items changed', values: { count: 3 } }) }),
    ]);
    await activateLanguage('de', true);
    await renderApp('/outbox');
    expect(await screen.findByRole('listitem', { name: 'Kunde Acme geschlossen' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: "Pump umbenannt in 'Pump 2'" })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Vials Geänderte Elemente: 3' })).toBeTruthy();
  });

  it('describes entries queued in German in English once the user reads in English, and a typed value as typed', async () => {
    await db.outbox.clear();
    await activateLanguage('de', true);
    const labels = [recordLabel('customer', 'Acme', stateCall(RecordStatus.closed).change), actionLabel(['Pump'], 'copy added')];
    expect(labels.map((l) => `${l.subject} ${l.change}`)).toEqual(['Kunde Acme geschlossen', 'Pump Kopie hinzugefügt']);
    await db.outbox.bulkPut([
      entry(5, 'Pump', '', { label: labels[0] }),
      entry(6, 'Pump', '', { label: labels[1] }),
      entry(7, 'Pump', "1 → 5''", { state: 'queued' }),
    ]);
    await activateLanguage('en', true);
    await renderApp('/outbox');
    expect(await screen.findByRole('listitem', { name: 'Customer Acme closed' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Pump copy added' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: "Pump › Flow rate 1 → 5''" })).toBeTruthy();
  });

  it('shows the buttons and the app bar count in Slovenian, with its one/two/few/other forms', async () => {
    await expectFailedRowButtons('sl', ['Poskusi znova', 'Zavrzi']);
    expect(await screen.findByRole('link', { name: 'Izhodna vrsta: Pošiljanje: 2 · 1 neuspešna' })).toBeTruthy();
    const offline = (pending: number, failedCount = 0) => outboxStatusText(i18n, DEFAULT_LOCALE_SETTINGS, false, pending, failedCount);
    expect([1, 2, 3, 5].map((n) => offline(n))).toEqual([
      'Brez povezave · 1 čaka',
      'Brez povezave · 2 čakata',
      'Brez povezave · 3 čakajo',
      'Brez povezave · 5 čaka',
    ]);
    expect(offline(4, 2)).toBe('Brez povezave · 4 čakajo · 2 neuspešni');
    expect(offline(0, 0)).toBe('Brez povezave');
  });
});
