// The language picked on the sign-in page shows at once, in the page and its lang attribute, and is sent
// with the sign-in only when picked (otherwise the user's own stored language wins).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../../src/data/api-client';
import { followSessionLanguage } from '../../../src/features/shell/language-sync';
import { LANG_KEY, session } from '../../../src/state/session';
import { jsonResponse } from '../../unit/support/scripted-fetch';
import { resetUi, signOut } from '../support/app-state';
import { renderApp } from '../support/render-app';

const WAIT = { timeout: 15_000 };
let logins: Record<string, unknown>[] = [];
let language: ReturnType<typeof followSessionLanguage>;

beforeEach(() => {
  resetUi();
  signOut();
  logins = [];
  // As main.tsx does: the shown language follows the session's.
  language = followSessionLanguage();
  setFetchImplementation(async (url, init) => {
    if (String(url).endsWith('/api/account/login')) {
      logins.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return jsonResponse(400, { error: [{ msg: 'Wrong username or password.', severity: 2 }] });
    }
    return jsonResponse(200, { selfRegistration: true });
  });
});
afterEach(async () => {
  language.stop();
  resetApiClient();
});

async function signIn(): Promise<void> {
  fireEvent.change(await screen.findByRole('textbox', { name: /Username|Benutzername|Uporabniško ime/ }, WAIT), { target: { value: 'ada' } });
  fireEvent.submit(document.querySelector('form') as HTMLFormElement);
  await waitFor(() => expect(logins).toHaveLength(1), WAIT);
}

describe('the sign-in page’s language', () => {
  it('shows German once Deutsch is picked, then Slovenian, and sends the picked language with the sign-in', async () => {
    await renderApp('/account/login');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Language' }, WAIT), { target: { value: 'de' } });
    expect(await screen.findByRole('button', { name: 'Anmelden' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sprache' }), { target: { value: 'sl' } });
    expect(await screen.findByRole('button', { name: 'Prijava' }, WAIT)).toBeTruthy();
    expect(document.documentElement.lang).toBe('sl');
    await signIn();
    expect(logins[0]?.lang).toBe('sl');
    // The device remembers it for the next visit's sign-in page.
    expect(session.lang).toBe('sl');
    expect(localStorage.getItem(LANG_KEY)).toContain('sl');
  });

  it('sends no language when none was picked on this visit', async () => {
    await renderApp('/account/login');
    await signIn();
    expect(logins[0]).not.toHaveProperty('lang');
  });
});
