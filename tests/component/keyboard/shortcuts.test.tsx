// The console's keyboard shortcuts in the real app: save, search, next/previous record and the help
// overlay, and Ctrl/⌘+S in a node property field.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import type { NodeProperty, PropertyValue } from '../../../src/domain/nodes/node-protocol';
import { PropertyFlag } from '../../../src/domain/nodes/node-protocol';
import { ACCESS_READ_WRITE, Right } from '../../../src/domain/rights';
import { PropertyEditor } from '../../../src/features/nodes/properties/PropertyEditor';
import { signIn } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { resetRecordScreensEachTest } from '../records/record-screen-reset';
import { customerRoutes, openCustomerFive } from './customer-routes';
import { renderWithFluent } from '../nodes/tree-fixtures';

resetRecordScreensEachTest();

const WAIT = { timeout: 15_000 };


function key(target: Element, init: { key: string; ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean }): boolean {
  let prevented = false;
  act(() => {
    prevented = !fireEvent.keyDown(target, init);
  });
  return prevented;
}

describe('save shortcut', () => {
  it('saves an edited record with Ctrl+S from inside a field, and does nothing outside edit mode', async () => {
    const { calls, edit } = await openCustomerFive();
    // Not editing: the key is left to the browser and nothing is sent.
    expect(key(edit, { key: 's', ctrlKey: true })).toBe(false);
    fireEvent.click(edit);
    const description = await screen.findByRole('textbox', { name: 'Description' }, WAIT);
    fireEvent.change(description, { target: { value: 'Edited' } });
    expect(key(description, { key: 's', ctrlKey: true })).toBe(true);
    await screen.findByText('Revision 2', undefined, WAIT);
    expect(calls.find((c) => c.method === 'PUT' && c.url === '/api/db/customer/5')?.body).toMatchObject({ description: 'Edited' });
  });

  it('saves a node property field with ⌘S as Enter would, and returns focus to it after the reason dialog', async () => {
    const onSave = vi.fn(async (_v: PropertyValue, _r?: string) => {});
    const property: NodeProperty = { id: 'LaserPower', name: 'Laser power', value: 5, ac: ACCESS_READ_WRITE, flags: PropertyFlag.critical, type: { kind: 'decimal', min: 0, max: 10 } };
    renderWithFluent(<PropertyEditor property={property} readOnly={false} locale={DEFAULT_LOCALE_SETTINGS} onSave={onSave} />);
    const input = screen.getByRole('textbox', { name: 'Laser power' });
    input.focus();
    fireEvent.change(input, { target: { value: '6' } });
    expect(key(input, { key: 's', metaKey: true })).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Reason' }, WAIT);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Calibration' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    });
    expect(onSave).toHaveBeenCalledWith(6, 'Calibration');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(document.activeElement).toBe(input);
  });
});

describe('search shortcut', () => {
  it("puts focus in the list's search box with / or Ctrl+K, and / typed in a field stays typing", async () => {
    customerRoutes();
    signIn({ rights: [Right.accessCustomers] });
    await renderApp('/customer/index');
    await screen.findByText(/2 customers · Page 1 of 1/, undefined, WAIT);
    const search = screen.getByRole('searchbox', { name: 'Search by name, description' });
    expect(key(document.body, { key: '/' })).toBe(true);
    expect(document.activeElement).toBe(search);
    // In the search box itself '/' is a character.
    expect(key(search, { key: '/' })).toBe(false);
    screen.getByRole('heading', { level: 1, name: 'Customers' }).focus();
    expect(key(document.activeElement as Element, { key: 'k', ctrlKey: true })).toBe(true);
    expect(document.activeElement).toBe(search);
  });
});

describe('next and previous record', () => {
  it('opens the next record of the list with J and the previous one with K', async () => {
    customerRoutes();
    signIn({ rights: [Right.accessCustomers] });
    const router = await renderApp('/customer/index');
    await screen.findByText(/2 customers · Page 1 of 1/, undefined, WAIT);
    await act(async () => {
      await router.navigate({ to: '/customer/$id', params: { id: 5 } });
    });
    await screen.findByRole('button', { name: 'Edit' }, WAIT);
    // The first record of the list has no previous one: K opens nothing (no wrap to the last).
    key(document.body, { key: 'k' });
    await act(async () => {
      await router.invalidate();
    });
    expect(router.state.location.pathname).toBe('/customer/5');
    expect(key(document.body, { key: 'j' })).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer/6'), WAIT);
    await screen.findByText('Beta', undefined, WAIT);
    expect(key(document.body, { key: 'k' })).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer/5'), WAIT);
  });
});

describe('help overlay', () => {
  it('lists the shortcuts on ?, and closing it gives focus back', async () => {
    customerRoutes();
    signIn({ rights: [Right.accessCustomers] });
    await renderApp('/customer/index');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Customers' }, WAIT);
    heading.focus();
    expect(key(heading, { key: '?', shiftKey: true })).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, WAIT);
    for (const row of ['Save the record or property being edited', "Go to the screen's search box", 'Open the next record of the list', 'Open the previous record of the list', 'Show these shortcuts']) {
      expect(within(dialog).getByRole('rowheader', { name: row })).toBeTruthy();
    }
    expect(within(dialog).getByText('Ctrl+S')).toBeTruthy();
    // Keys pressed inside the dialog are the dialog's: '?' does not open a second one.
    expect(key(within(dialog).getByRole('button', { name: 'Close' }), { key: '?', shiftKey: true })).toBe(false);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(document.activeElement).toBe(heading);
  });
});
