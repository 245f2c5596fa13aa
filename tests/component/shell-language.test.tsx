// Issue 13: the shell around every screen (skip link, app bar, side navigation, controller group) shows
// the user's language, and switches at once when the language changes.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { PRODUCT_NAME } from '../../src/domain/app-constants';
import { activateLanguage } from '../../src/i18n/language';
import { ui } from '../../src/state/ui';
import { resetUi, signIn, signOut } from './support/app-state';
import { renderApp } from './support/render-app';
import { resetApiClient } from '../../src/data/api-client';

describe('the shell in German and Slovenian', () => {
  beforeEach(() => {
    resetUi();
    signOut();
    resetApiClient();
  });

  it('names the navigation, the app bar buttons, the skip link and the controller group in German', async () => {
    await activateLanguage('de', true);
    signIn({ rights: [] });
    await renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    expect(screen.getByRole('link', { name: 'Zum Hauptinhalt springen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Navigation einklappen' })).toBeTruthy();
    act(() => {
      ui.activeController = { host: 'ctrl-1', instr: null, ctrlName: 'Reactor 1' };
    });
    expect(await within(nav).findByRole('region', { name: 'Controller Reactor 1' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('translates the page title the shell shows from a breadcrumb: app bar and document title', async () => {
    await activateLanguage('de', true);
    signIn({ rights: [] });
    await renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(document.title).toBe(`Seite nicht gefunden - ${PRODUCT_NAME}`);
  });

  it('switches to Slovenian while shown', async () => {
    signIn({ rights: [] });
    await renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await act(() => activateLanguage('sl', true));
    expect(await screen.findByRole('navigation', { name: 'Glavna navigacija' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nazaj' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Preskoči na glavno vsebino' })).toBeTruthy();
    act(() => {
      ui.activeController = { host: 'ctrl-1', instr: null, ctrlName: 'Reactor 1' };
    });
    expect(await screen.findByRole('region', { name: 'Krmilnik Reactor 1' })).toBeTruthy();
  });
});
