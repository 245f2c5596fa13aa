// Issue 13: the pages used without a session show the active language, and so do the domain's and the
// server's messages they are given; text the catalog does not know is shown as it came.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../../src/data/api-client';
import { REGISTRATION_SETTINGS_PATH } from '../../../src/domain/account-registration';
import { activateLanguage } from '../../../src/i18n/language';
import { jsonResponse } from '../../unit/support/scripted-fetch';
import { resetUi, signOut } from '../support/app-state';
import { fillFields } from '../support/fill-by-label';
import { renderApp } from '../support/render-app';

const WAIT = { timeout: 15_000 };
const NEW_SERVER_TEXT = 'A message of a newer server.';

beforeEach(() => {
  resetUi();
  signOut();
  setFetchImplementation(async (url) => {
    if (String(url).endsWith(REGISTRATION_SETTINGS_PATH)) return jsonResponse(200, { selfRegistration: true });
    if (String(url).endsWith('/api/account/register')) return jsonResponse(400, [{ msg: NEW_SERVER_TEXT }]);
    return jsonResponse(200, {});
  });
});
afterEach(async () => {
  resetApiClient();
  signOut();
  await activateLanguage('en', false);
});

describe('account pages without a session, translated', () => {
  it('shows the registration form and the password rule of the domain in German, an unknown server text as it came', async () => {
    await activateLanguage('de', false);
    await renderApp('/account/register');
    await screen.findByRole('button', { name: 'Registrieren' }, WAIT);
    fillFields([['Benutzername', 'newbie'], ['Anzeigename', 'New Bie'], ['Passwort', 'password1'], ['Passwort wiederholen', 'password1']]);
    fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Dieses Passwort gehört zu den häufigsten und ist leicht zu erraten: Wählen Sie ein anderes.', undefined, WAIT)).toBeTruthy();

    fillFields([['Passwort', 'violet-kettle-42'], ['Passwort wiederholen', 'violet-kettle-42']]);
    fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText(NEW_SERVER_TEXT, undefined, WAIT)).toBeTruthy();
  });

  it('says in Slovenian that the password was set, with the sign-in link inside the sentence', async () => {
    await activateLanguage('sl', false);
    await renderApp('/account/resetpwd/abc');
    await screen.findByRole('button', { name: 'Nastavi geslo' }, WAIT);
    fillFields([['Novo geslo', 'violet-kettle-42'], ['Ponovite novo geslo', 'violet-kettle-42']]);
    fireEvent.click(screen.getByRole('button', { name: 'Nastavi geslo' }));
    const link = await screen.findByRole('link', { name: 'Prijavite se' }, WAIT);
    expect(link.getAttribute('href')).toBe('/account/login');
    expect(link.parentElement?.textContent).toBe('Vaše geslo je nastavljeno. Prijavite se z njim.');
  });
});
