// The app bar's debug tools (console.md §2): an auto-refresh toggle and a refresh-once button, shown only
// in debug mode (the profile's 'Debug mode' switch, setDebugMode, for debug admins). Their effect is
// watched on a settings node's property panel, which reads the node again on each refresh.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetApiClient } from '../../../src/data/api-client';
import { Right } from '../../../src/domain/rights';
import { setAutoRefresh, setDebugMode } from '../../../src/state/ui';
import { resetUi, signIn, signOut } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { fakeServer } from '../records/fake-server';
import type { Call } from '../records/fake-server';

const NODE = '0.Settings.Probe';
let calls: Call[] = [];

/** Requests that read the selected node (the property panel's browse). */
const nodeReads = () => calls.filter((c) => c.url.startsWith('/api/node/batch') && JSON.stringify(c.body).includes(`"${NODE}"`)).length;

const appBar = () => within(screen.getByRole('banner'));

beforeEach(() => {
  resetUi();
  signOut();
  // Nothing is answered (404): the reads are counted, not shown.
  calls = fakeServer([]);
});
afterEach(() => {
  setAutoRefresh(false);
  setDebugMode(false);
  resetApiClient();
});

async function debugToolsShown(): Promise<void> {
  expect(await appBar().findByRole('button', { name: 'Auto refresh' })).toBeTruthy();
  expect(appBar().getByRole('button', { name: 'Refresh' })).toBeTruthy();
}

async function debugToolsGone(): Promise<void> {
  await waitFor(() => expect(appBar().queryByRole('button', { name: 'Auto refresh' })).toBeNull());
  expect(appBar().queryByRole('button', { name: 'Refresh' })).toBeNull();
  expect(appBar().getByRole('button', { name: 'Back' })).toBeTruthy();
}

async function openSettings(): Promise<void> {
  await renderApp(`/settings/${NODE}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
  await waitFor(() => expect(nodeReads()).toBeGreaterThan(0));
}

describe('app bar debug tools', () => {
  // Each case starts with the tools shown: they load on first use, so an absence checked before that
  // would pass even if the rule were broken.
  it('leave when debug mode is switched off', async () => {
    setDebugMode(true);
    signIn({ rights: [Right.accessSettings, Right.debugAdmin] });
    await openSettings();
    await debugToolsShown();
    setDebugMode(false);
    await debugToolsGone();
  });

  it('leave in debug mode when the user no longer holds debug.admin', async () => {
    setDebugMode(true);
    signIn({ rights: [Right.accessSettings, Right.debugAdmin] });
    await openSettings();
    await debugToolsShown();
    signIn({ rights: [Right.accessSettings] });
    await debugToolsGone();
  });

  it('refresh once reads the open node again', async () => {
    setDebugMode(true);
    signIn({ rights: [Right.accessSettings, Right.debugAdmin] });
    await openSettings();
    const refresh = await appBar().findByRole('button', { name: 'Refresh' });
    const before = nodeReads();
    fireEvent.click(refresh);
    await waitFor(() => expect(nodeReads()).toBe(before + 1));
  });

  it('auto refresh toggles on, reads the open node repeatedly, and toggles off', async () => {
    setDebugMode(true);
    signIn({ rights: [Right.accessSettings, Right.debugAdmin] });
    await openSettings();
    const toggle = await appBar().findByRole('button', { name: 'Auto refresh' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    const before = nodeReads();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(nodeReads()).toBeGreaterThanOrEqual(before + 2));
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
  });
});
