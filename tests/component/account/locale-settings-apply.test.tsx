// Switching the decimal separator on the profile reaches every formatted value: a child table cell
// (a list) and a property field render from the session's locale settings, which the profile's save sets
// from the server's answer.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../../src/data/api-client';
import type { Profile } from '../../../src/data/account-api';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import type { NodeProperty } from '../../../src/domain/nodes/node-protocol';
import { ACCESS_READ_WRITE } from '../../../src/domain/rights';
import { LocaleCard } from '../../../src/features/account/profile/LocaleCard';
import { PropertyEditor } from '../../../src/features/nodes/properties/PropertyEditor';
import { useLocaleSettings } from '../../../src/state/locale';
import { jsonResponse } from '../../unit/support/scripted-fetch';
import { resetUi, signOut } from '../support/app-state';
import { TableHarness, fakeTableOperations, vialRow } from '../nodes/child-table-fixtures';
import { renderWithFluent } from '../nodes/tree-fixtures';

const WAIT = { timeout: 15_000 };
const PROFILE: Profile = { username: 'ada', displayName: 'Ada', hasTotp: false, lang: 'en', localeSettings: { ...DEFAULT_LOCALE_SETTINGS }, ownLocale: {} };
const FLOW: NodeProperty = { id: 'Flow', name: 'Flow', value: 1234.5, ac: ACCESS_READ_WRITE, type: { kind: 'decimal', step: 0.01 } };

/** Screens as the app wires them: the locale comes from the session state, not from a prop the test sets. */
function Screens() {
  const locale = useLocaleSettings();
  return (
    <>
      <TableHarness initialRows={[vialRow(1, 'BSA', 12.5)]} operations={fakeTableOperations()} locale={locale} />
      <PropertyEditor property={FLOW} readOnly={false} locale={locale} onSave={async () => {}} />
    </>
  );
}

beforeEach(() => {
  resetUi();
  signOut();
});
afterEach(() => {
  cleanup();
  resetApiClient();
  signOut();
});

describe('locale settings applied on screen', () => {
  it('switching the decimal separator changes a list cell and a field', async () => {
    let sent: unknown = null;
    setFetchImplementation(async (_url, init) => {
      sent = JSON.parse(String(init?.body));
      return jsonResponse(200, { ...PROFILE, ownLocale: { decimalSeparator: ',', thousandSeparator: '.' }, localeSettings: { ...DEFAULT_LOCALE_SETTINGS, decimalSeparator: ',', thousandSeparator: '.' } });
    });
    renderWithFluent(
      <>
        <LocaleCard profile={PROFILE} onSaved={() => {}} />
        <Screens />
      </>,
    );
    const volume = () => within(screen.getByRole('grid', { name: 'Vials' })).getByRole('gridcell', { name: 'Volume, row 1' });
    const flow = () => screen.getByRole('textbox', { name: 'Flow' }) as HTMLInputElement;
    expect(volume().textContent).toBe('12.5');
    expect(flow().value).toBe('1,234.50');

    fireEvent.change(screen.getByRole('combobox', { name: 'Decimal separator' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Thousand separator' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save number and date formats' }));

    await waitFor(() => expect(volume().textContent).toBe('12,5'), WAIT);
    expect(flow().value).toBe('1.234,50');
    expect(sent).toEqual({ ownLocale: { decimalSeparator: ',', thousandSeparator: '.' } });
  });

  it('refuses the same character for both separators without asking the server', async () => {
    let calls = 0;
    setFetchImplementation(async () => {
      calls++;
      return jsonResponse(200, PROFILE);
    });
    renderWithFluent(<LocaleCard profile={PROFILE} onSaved={() => {}} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Decimal separator' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save number and date formats' }));
    expect(await screen.findByText('The decimal and thousand separators must differ.', undefined, WAIT)).toBeTruthy();
    expect(calls).toBe(0);
  });
});
