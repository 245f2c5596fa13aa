// Issue 13: the License page shows the user's language.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../src/data/api-client';
import { Right } from '../../src/domain/rights';
import { activateLanguage } from '../../src/i18n/language';
import { resetUi, signIn, signOut } from './support/app-state';
import { renderApp } from './support/render-app';
import { jsonResponse } from '../unit/support/scripted-fetch';

beforeEach(() => {
  resetUi();
  signOut();
  setFetchImplementation(async (input) =>
    String(input) === '/api/licence/check' ? jsonResponse(200, { licensedTo: 'Acme Biologics', valid: true, expires: '2027-03-31', platforms: [] }) : jsonResponse(404, { error: [{ msg: 'Not found' }] }),
  );
});
afterEach(async () => {
  resetApiClient();
  await activateLanguage('en', true);
});

describe('License page in German and Slovenian', () => {
  it('shows the licence facts and actions in German', async () => {
    await activateLanguage('de', true);
    signIn({ rights: [Right.admin] });
    await renderApp('/system/license');
    expect(await screen.findByText('Acme Biologics')).toBeTruthy();
    expect(screen.getByText('Lizenziert für')).toBeTruthy();
    expect(screen.getByText('Gültig')).toBeTruthy();
    expect(screen.getByText('Gültig bis')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hardwareschlüssel herunterladen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lizenz hochladen' })).toBeTruthy();
  });

  it('shows the licence facts and actions in Slovenian', async () => {
    await activateLanguage('sl', true);
    signIn({ rights: [Right.admin] });
    await renderApp('/system/license');
    expect(await screen.findByText('Acme Biologics')).toBeTruthy();
    expect(screen.getByText('Licencirano za')).toBeTruthy();
    expect(screen.getByText('Veljavna')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Naloži licenco' })).toBeTruthy();
    expect(screen.getByText('Brez')).toBeTruthy();
  });
});
