// The controller group survives a reload (console.md §2): what setActiveController remembers as
// lastCtrlData is read back by a freshly loaded app. A reload is a fresh module graph, so the test
// writes through the loaded modules, then resets them and imports the app anew.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { STORE_KEYS, setActiveController } from '../../src/state/ui';
import type { ui as UiState } from '../../src/state/ui';
import { resetSignedOut } from './support/app-state';

/** The app as a reload loads it: new state modules that read local storage, in English, signed in. */
async function reloadApp(): Promise<{ ui: typeof UiState }> {
  vi.resetModules();
  const { activateLanguage } = await import('../../src/i18n/language');
  await activateLanguage('en', true);
  const { signIn } = await import('./support/app-state');
  const { renderApp } = await import('./support/render-app');
  const { ui } = await import('../../src/state/ui');
  signIn({ rights: [] });
  await renderApp('/dashboard');
  return { ui };
}

// The first fresh load transforms the whole app graph, which takes seconds on a loaded machine.
const RELOAD_TEST_MS = 60_000;

describe('the controller group after a reload', () => {
  afterEach(() => {
    resetSignedOut();
  });

  it('is shown for the remembered controller, with its remembered instrument', async () => {
    setActiveController('ctrl-1', 'pump-2', 'Reactor 1');
    expect(localStorage.getItem(STORE_KEYS.lastCtrlData)).not.toBeNull();

    const { ui } = await reloadApp();
    expect(ui.activeController).toEqual({ host: 'ctrl-1', instr: 'pump-2', ctrlName: 'Reactor 1' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const group = await within(nav).findByRole('region', { name: 'Controller Reactor 1' });
    expect(within(group).getByRole('heading', { name: 'Reactor 1' })).toBeTruthy();
    expect(within(group).getByRole('link', { name: 'Controller' }).getAttribute('href')).toBe('/controller/ctrl-1');
    expect(within(group).getByRole('link', { name: 'Instrument' }).getAttribute('href')).toBe('/controller/ctrl-1/instrument/pump-2');
  }, RELOAD_TEST_MS);

  it('is absent when nothing was remembered', async () => {
    expect(localStorage.getItem(STORE_KEYS.lastCtrlData)).toBeNull();

    const { ui } = await reloadApp();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    // The Default group is there, so the group's absence is not a half-rendered shell.
    expect(await within(nav).findByRole('link', { name: 'Customers' })).toBeTruthy();
    expect(ui.activeController).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Controller' })).toBeNull();
  }, RELOAD_TEST_MS);
});
