// console.md §8: a 418 (client too old for an upgraded server) alerts and then reloads; a server of
// another version asks before reloading; a restarted server is said in a snackbar. Driven by answers
// through the API client, as the page wires it (src/main.tsx).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { api, resetApiClient, setApiClientHandlers, setFetchImplementation } from '../../src/data/api-client';
import { serverChangeHandlers } from '../../src/state/server-change-prompts';
import { MessageDialogHost } from '../../src/ui/MessageDialogHost';
import { SnackbarHost } from '../../src/ui/SnackbarHost';
import { resetUi } from './support/app-state';
import { jsonResponse, scriptedFetch } from '../unit/support/scripted-fetch';

const WAIT = { timeout: 15_000 };

function answer(status: number, headers: Record<string, string> = {}): void {
  setFetchImplementation(scriptedFetch(() => jsonResponse(status, {}, headers)).fetch);
}

let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  resetUi();
  resetApiClient();
  reload = vi.fn<() => void>();
  setApiClientHandlers(serverChangeHandlers(reload));
  render(
    <FluentProvider theme={webLightTheme}>
      <MessageDialogHost />
      <SnackbarHost />
    </FluentProvider>,
  );
});

afterEach(() => {
  setFetchImplementation(null);
  resetApiClient();
});

describe('the server changed under the page', () => {
  it('warns that an upgraded server (418) reloads the page, and reloads once the user has read it', async () => {
    answer(418);
    await api.get('/api/licence/status').catch(() => {});
    const dialog = await screen.findByRole('dialog', { name: 'Warning' }, WAIT);
    expect(dialog.textContent).toContain('Server has been upgraded. Website will reload now!');
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), WAIT);
  });

  it('asks before reloading for a server of a new version: No keeps the page', async () => {
    answer(200, { 'x-server-version': '9.9.9' });
    await api.get('/api/licence/status');
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmation' }, WAIT);
    expect(dialog.textContent).toContain('Server has been updated to a new version. Website needs to be reloaded. Reload now?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads for a server of a new version when the user says Yes', async () => {
    answer(200, { 'x-server-version': '9.9.8' });
    await api.get('/api/licence/status');
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmation' }, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), WAIT);
  });

  it('says a restarted server in a snackbar and does not reload', async () => {
    answer(200, { 'x-server-startup': '2026-11-27T10:00:00Z' });
    await api.get('/api/licence/status');
    answer(200, { 'x-server-startup': '2026-11-27T11:00:00Z' });
    await api.get('/api/licence/status');
    expect(await screen.findByText('The server has restarted.', undefined, WAIT)).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});
