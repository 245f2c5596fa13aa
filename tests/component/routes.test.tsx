import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Right } from '../../src/domain/rights';
import { resetUi, signIn, signOut } from './support/app-state';
import { renderApp } from './support/render-app';
import { fakeServer } from './records/fake-server';
import { resetApiClient } from '../../src/data/api-client';

describe('routes', () => {
  beforeEach(() => {
    resetUi();
    signOut();
    resetApiClient();
  });

  it('sends an anonymous visitor to login with the return address', async () => {
    const router = await renderApp('/system/eventlog?x=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/login');
    expect(router.state.location.search).toEqual({ returnUrl: '/system/eventlog?x=1' });
  });

  it('sends a signed-in user away from login to the home view', async () => {
    signIn();
    const router = await renderApp('/login');
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a user lacking the right to login, which stays and says why', async () => {
    signIn({ name: 'Olivia Operator', rights: [] });
    const router = await renderApp('/system/license');
    expect(await screen.findByText('You are signed in as Olivia Operator, who may not open that page. Sign in as a user who may.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/login');
    expect(router.state.location.search).toEqual({ returnUrl: '/system/license' });
  });

  // console.md §2: /system/eventlog needs admin, /settings/{gId?} needs access.settings.
  it.each([
    { path: '/system/eventlog', lacking: [Right.accessSettings] },
    { path: '/settings', lacking: [Right.admin] },
  ])('sends a user without the right for $path to login with the return address', async ({ path, lacking }) => {
    signIn({ name: 'Olivia Operator', rights: lacking });
    const router = await renderApp(path);
    expect(await screen.findByText('You are signed in as Olivia Operator, who may not open that page. Sign in as a user who may.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/login');
    expect(router.state.location.search).toEqual({ returnUrl: path });
  });

  it.each([
    { path: '/system/eventlog', right: Right.admin, heading: 'Events' },
    { path: '/settings', right: Right.accessSettings, heading: 'Settings' },
  ])('opens $path for a holder of $right', async ({ path, right, heading }) => {
    // Everything the screen asks the server for is answered 404: only the guard is under test.
    fakeServer([]);
    signIn({ rights: [right] });
    const router = await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('opens right-protected screens for holders of the right', async () => {
    signIn({ rights: [Right.admin, Right.accessSettings] });
    await renderApp('/license');
    expect(await screen.findByRole('heading', { level: 1, name: 'License' })).toBeTruthy();
  });

  it('redirects aliases to the canonical path keeping the search', async () => {
    signIn();
    const router = await renderApp('/customer?q=acme');
    expect(router.state.location.pathname).toBe('/customer/index');
    expect(router.state.location.search).toEqual({ q: 'acme' });
  });

  // console.md §2: /dashboard (alias /home), /system/eventlog (alias /eventlog), /feature/index, /package/index.
  it.each([
    { alias: '/home', canonical: '/dashboard' },
    { alias: '/eventlog', canonical: '/system/eventlog' },
    { alias: '/feature', canonical: '/feature/index' },
    { alias: '/package', canonical: '/package/index' },
  ])('redirects the alias $alias to $canonical', async ({ alias, canonical }) => {
    fakeServer([]);
    signIn({ rights: [Right.admin] });
    const router = await renderApp(alias);
    expect(router.state.location.pathname).toBe(canonical);
  });

  it('tells numeric ids from uids and rejects non-numeric feature ids', async () => {
    signIn();
    const byId = await renderApp('/customer/42?readonly=true');
    expect(byId.state.matches.at(-1)?.routeId).toBe('/customer/$id');
    expect(byId.state.matches.at(-1)?.params).toEqual({ id: 42 });
    expect(byId.state.matches.at(-1)?.search).toEqual({ readonly: true });

    const byUid = await renderApp('/customer/ACME-7?tab=1');
    expect(byUid.state.matches.at(-1)?.routeId).toBe('/customer/$uid');
    expect(byUid.state.matches.at(-1)?.search).toEqual({ tab: 1 });

    await renderApp('/feature/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('shows the startup error text and a Retry button to anyone', async () => {
    await renderApp('/startup-error?text=Database%20is%20migrating');
    expect(await screen.findByRole('heading', { level: 1, name: 'Server startup error' })).toBeTruthy();
    expect(screen.getByText('Database is migrating')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
