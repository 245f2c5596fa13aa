// The shell's busy overlay (console.md §2 "A full-screen overlay with text"): showOverlay puts its text
// over the screen as a busy status, hideOverlay takes it away; the playground shows it for a fixed time.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { resetApiClient } from '../../../src/data/api-client';
import { hideOverlay, showOverlay } from '../../../src/state/ui';
import { resetUi, signIn, signOut } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { fakeServer } from '../records/fake-server';

/** The overlay: the busy status that holds `text` (the shell has other live regions). */
const overlayWith = (text: string) => screen.queryAllByRole('status').find((s) => s.getAttribute('aria-busy') === 'true' && s.textContent?.includes(text)) ?? null;

beforeEach(() => {
  resetUi();
  signOut();
  fakeServer([]);
  signIn();
});
afterEach(resetApiClient);

describe('busy overlay', () => {
  it('shows its text as a busy status over the screen until hidden', async () => {
    await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(overlayWith('Importing packages')).toBeNull();
    act(() => showOverlay('Importing packages'));
    await waitFor(() => expect(overlayWith('Importing packages')).not.toBeNull());
    // Over the screen, not instead of it.
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    act(() => hideOverlay());
    await waitFor(() => expect(overlayWith('Importing packages')).toBeNull());
  });

  it("shows the playground's timed overlay and takes it away by itself", async () => {
    await renderApp('/playground');
    fireEvent.click(await screen.findByRole('button', { name: 'Show overlay for 2 seconds' }));
    await waitFor(() => expect(overlayWith('Working…')).not.toBeNull());
    await waitFor(() => expect(overlayWith('Working…')).toBeNull());
  });
});
