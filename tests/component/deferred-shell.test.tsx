// The shell loads its signed-in parts and message hosts on first use (bench/bundle-size.ts): messages
// queued before a host has loaded must still show, and a failed chunk load must not break the page.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { confirmMessage, setUpdateReady, showSnackbar } from '../../src/state/ui';
import { deferredComponent } from '../../src/ui/deferred';
import { resetUi, signOut } from './support/app-state';
import { renderApp } from './support/render-app';

describe('deferred shell parts', () => {
  beforeEach(() => {
    resetUi();
    signOut();
  });

  it('shows a snackbar queued before the toaster has loaded', async () => {
    showSnackbar('The server has restarted.', { duration: 'quick', intent: 'info' });
    await renderApp('/account/login');
    expect(await screen.findByText('The server has restarted.')).toBeTruthy();
  });

  it('shows snackbars raised on the login page, one after another', async () => {
    await renderApp('/account/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    act(() => {
      showSnackbar('First');
    });
    expect(await screen.findByText('First')).toBeTruthy();
    act(() => {
      showSnackbar('Second');
    });
    expect(await screen.findByText('Second')).toBeTruthy();
  });

  it('opens a confirmation raised on the login page and resolves it', async () => {
    await renderApp('/account/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmMessage('Reload now?');
    });
    await screen.findByRole('alertdialog', { name: 'Confirmation' });
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
  });

  it('shows the update prompt once a new version waits', async () => {
    await renderApp('/account/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(screen.queryByText('A new version is available.')).toBeNull();
    act(() => {
      setUpdateReady(() => undefined);
    });
    expect(await screen.findByText('A new version is available.')).toBeTruthy();
  });

  it('renders nothing while a chunk fails to load, and retries', async () => {
    let calls = 0;
    const Part = deferredComponent<{ text: string }>(() => {
      calls += 1;
      if (calls === 1) return Promise.reject(new Error('offline'));
      return Promise.resolve(({ text }: { text: string }) => <p>{text}</p>);
    });
    render(<Part text="loaded" />);
    await waitFor(() => expect(calls).toBe(1));
    expect(screen.queryByText('loaded')).toBeNull();
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(calls).toBe(2);
  });
});
