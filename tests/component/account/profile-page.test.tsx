// The profile page loads the account from the server; offline it says what needs the connection and
// still shows what is known on this device.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../../src/data/api-client';
import { MSG_PROFILE_OFFLINE } from '../../../src/features/account/profile/use-profile';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import { activateLanguage } from '../../../src/i18n/language';
import { jsonResponse } from '../../unit/support/scripted-fetch';
import { resetUi, signIn, signOut } from '../support/app-state';
import { renderApp } from '../support/render-app';

const WAIT = { timeout: 15_000 };

beforeEach(() => {
  resetUi();
  signOut();
});
afterEach(async () => {
  resetApiClient();
  signOut();
});

describe('profile page', () => {
  it('shows the cards of the account the server answers', async () => {
    setFetchImplementation(async (url) =>
      String(url).includes('/api/account/profile')
        ? jsonResponse(200, { username: 'ada', displayName: 'Ada Admin', hasTotp: true, localeSettings: DEFAULT_LOCALE_SETTINGS, ownLocale: {} })
        : jsonResponse(200, {}),
    );
    signIn();
    await renderApp('/account/profile');
    expect(await screen.findByRole('button', { name: 'Replace authenticator' }, WAIT)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Display name/ }) as HTMLInputElement).value).toBe('Ada Admin');
    expect(screen.getByRole('form', { name: 'Change password' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Numbers and dates' })).toBeTruthy();
  });

  it('says what needs the connection when offline, and keeps the device cards', async () => {
    setFetchImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    signIn();
    await renderApp('/account/profile');
    expect(await screen.findByText(MSG_PROFILE_OFFLINE, undefined, WAIT)).toBeTruthy();
    expect(screen.getByLabelText('Storage on this device')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Change password' })).toBeNull();
  });

  it('shows its cards in the active language: German, then Slovenian', async () => {
    setFetchImplementation(async (url) =>
      String(url).includes('/api/account/profile')
        ? jsonResponse(200, { username: 'ada', displayName: 'Ada Admin', hasTotp: false, lang: 'de', localeSettings: DEFAULT_LOCALE_SETTINGS, ownLocale: {} })
        : jsonResponse(200, {}),
    );
    signIn();
    await activateLanguage('de', true);
    await renderApp('/account/profile');
    expect(await screen.findByRole('button', { name: 'Authenticator einrichten' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Passwort ändern' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Speicher auf diesem Gerät' })).toBeTruthy();
    await act(() => activateLanguage('sl', true));
    expect(await screen.findByRole('button', { name: 'Nastavi avtentikator' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Spremeni geslo' })).toBeTruthy();
  });
});
