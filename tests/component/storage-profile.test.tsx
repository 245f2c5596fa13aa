// The profile shows this device's storage (issue 9): use and whether it is persistent, as the browser
// reports them, and the app asks for persistent storage once a user is signed in.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ANONYMOUS_DATABASE_NAME, switchDatabase } from '../../src/data/db';
import { startUserDatabases } from '../../src/features/account/user-database';
import { resetUi, signIn, signOut } from './support/app-state';
import { renderApp } from './support/render-app';

type FakeStorage = { persistCalls: number; persisted: boolean };

/** A StorageManager stand-in: jsdom has none. */
function fakeStorageManager(state: FakeStorage): StorageManager {
  return {
    estimate: async () => ({ usage: 12.3 * 1024 * 1024, quota: 2 * 1024 ** 3 }),
    persisted: async () => state.persisted,
    persist: async () => {
      state.persistCalls++;
      state.persisted = true;
      return true;
    },
    getDirectory: async () => {
      throw new Error('not in this test');
    },
  };
}

const original = Object.getOwnPropertyDescriptor(navigator, 'storage');
let stop: (() => void) | null = null;

function installStorage(state: FakeStorage): void {
  Object.defineProperty(navigator, 'storage', { configurable: true, value: fakeStorageManager(state) });
}

beforeEach(() => {
  resetUi();
  signOut();
});

afterEach(() => {
  stop?.();
  stop = null;
  signOut();
  switchDatabase(ANONYMOUS_DATABASE_NAME);
  if (original) Object.defineProperty(navigator, 'storage', original);
  else Reflect.deleteProperty(navigator, 'storage');
});

describe('storage on this device', () => {
  it('shows the storage use and that it is not persistent', async () => {
    installStorage({ persistCalls: 0, persisted: false });
    signIn();
    await renderApp('/account/profile');
    const card = screen.getByLabelText('Storage on this device');
    await waitFor(() => expect(within(card).getByText('12.3 MB of 2.0 GB')).toBeTruthy());
    expect(within(card).getByText('No: the browser may clear it when the device runs short of space')).toBeTruthy();
  });

  it('asks for persistent storage once when a user signs in, and not while nobody is', async () => {
    const state = { persistCalls: 0, persisted: false };
    installStorage(state);
    stop = startUserDatabases();
    expect(state.persistCalls).toBe(0);
    signIn();
    await waitFor(() => expect(state.persistCalls).toBe(1));
    signOut();
    signIn({ userId: '8' });
    await renderApp('/account/profile');
    const card = screen.getByLabelText('Storage on this device');
    await waitFor(() => expect(within(card).getByText('Yes: the browser keeps it')).toBeTruthy());
    expect(state.persistCalls).toBe(1);
  });
});
