// The profile's language (issue 13): saved with the profile on the server, and the app switches to it
// (session.lang) only once the server accepted it.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../../src/data/api-client';
import type { Profile } from '../../../src/data/account-api';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import { chooseLanguage, session } from '../../../src/state/session';
import { jsonResponse } from '../../unit/support/scripted-fetch';
import { resetUi, signIn, signOut } from '../support/app-state';
import { renderApp } from '../support/render-app';

const WAIT = { timeout: 15_000 };
const PROFILE: Profile = { username: 'ada', displayName: 'Ada Admin', hasTotp: false, lang: 'en', localeSettings: { ...DEFAULT_LOCALE_SETTINGS }, ownLocale: {} };

/** The profile route as the server answers it; `refuse` answers a PUT as the server refuses a bad code. */
function fakeProfileServer(refuse = false) {
  const puts: unknown[] = [];
  setFetchImplementation(async (url, init) => {
    if (!String(url).includes('/api/account/profile')) return jsonResponse(200, {});
    if (init?.method !== 'PUT') return jsonResponse(200, PROFILE);
    const body = JSON.parse(String(init.body)) as { lang: string };
    puts.push(body);
    return refuse
      ? jsonResponse(400, { error: [{ msg: 'lang: Invalid option.', field: 'lang', severity: 2 }] })
      : jsonResponse(200, { ...PROFILE, lang: body.lang });
  });
  return puts;
}

const languageSelect = () => screen.findByRole('combobox', { name: 'Language' }, WAIT) as Promise<HTMLSelectElement>;

beforeEach(() => {
  resetUi();
  signOut();
  chooseLanguage('en');
});
afterEach(() => {
  resetApiClient();
  signOut();
  chooseLanguage('en');
});

describe('language on the profile', () => {
  it('offers the supported languages by name, starting at the user\'s', async () => {
    fakeProfileServer();
    signIn();
    await renderApp('/account/profile');
    const select = await languageSelect();
    expect(select.value).toBe('en');
    expect([...select.options].map((o) => o.textContent)).toEqual(['English', 'Deutsch', 'Slovenščina']);
  });

  it('choosing Deutsch and saving sends lang de, and the app switches once the server accepted it', async () => {
    const puts = fakeProfileServer();
    signIn();
    await renderApp('/account/profile');
    fireEvent.change(await languageSelect(), { target: { value: 'de' } });
    expect(session.lang).toBe('en');
    fireEvent.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByText('Language saved.', undefined, WAIT)).toBeTruthy();
    expect(puts).toEqual([{ lang: 'de' }]);
    expect(session.lang).toBe('de');
    expect(localStorage.getItem('lang')).toBe(JSON.stringify('de'));
  });

  it('keeps the language when the server refuses, and shows the refusal on the field', async () => {
    const puts = fakeProfileServer(true);
    signIn();
    await renderApp('/account/profile');
    fireEvent.change(await languageSelect(), { target: { value: 'sl' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByText('lang: Invalid option.', undefined, WAIT)).toBeTruthy();
    await waitFor(() => expect(puts).toHaveLength(1), WAIT);
    expect(session.lang).toBe('en');
  });
});
