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
});

const CASES = [
  { lang: 'de', texts: ['Lizenziert für', 'Gültig', 'Gültig bis', 'Keine'], buttons: ['Hardwareschlüssel herunterladen', 'Lizenz hochladen'] },
  { lang: 'sl', texts: ['Licencirano za', 'Veljavna', 'Veljavna do', 'Brez'], buttons: ['Prenesi strojni ključ', 'Naloži licenco'] },
] as const;

describe('License page in German and Slovenian', () => {
  for (const { lang, texts, buttons } of CASES) {
    it(`shows the licence facts and actions in '${lang}'`, async () => {
      await activateLanguage(lang, true);
      signIn({ rights: [Right.admin] });
      await renderApp('/system/license');
      expect(await screen.findByText('Acme Biologics')).toBeTruthy();
      for (const text of texts) expect(screen.getByText(text)).toBeTruthy();
      for (const name of buttons) expect(screen.getByRole('button', { name })).toBeTruthy();
    });
  }
});
