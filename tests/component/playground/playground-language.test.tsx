// Issue 13: the playground speaks the user's language, its samples and plural forms included.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { activateLanguage } from '../../../src/i18n/language';
import { resetUi, signIn, signOut } from '../support/app-state';
import { renderApp } from '../support/render-app';

beforeEach(() => {
  resetUi();
  signIn();
});
afterEach(async () => {
  signOut();
});

describe('playground in German and Slovenian', () => {
  it('shows its sections and sample buttons in German', async () => {
    await activateLanguage('de', true);
    await renderApp('/playground');
    expect(await screen.findByRole('heading', { level: 2, name: 'Meldungsdialoge' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fehlerdialog' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Overlay 2 Sekunden lang anzeigen' })).toBeTruthy();
    expect(screen.getByText(/^Gewählter Zeitraum: /)).toBeTruthy();
  });

  it('shows the overlay button in the Slovenian dual', async () => {
    await activateLanguage('sl', true);
    await renderApp('/playground');
    expect(await screen.findByRole('button', { name: 'Prikaži prekrivni sloj za 2 sekundi' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Pojavna obvestila' })).toBeTruthy();
  });
});
