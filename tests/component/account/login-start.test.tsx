// The signed-out login start (src/login-start.tsx): the login page drawn without the router, in the
// shell's frame, handing every way onward (sign-in, the account links, home) to the app at its address.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { resetApiClient, setFetchImplementation } from '../../../src/data/api-client';
import { renderLoginStart } from '../../../src/login-start';
import type { OpenApp } from '../../../src/login-start';
import { session } from '../../../src/state/session';
import { authDataFixture } from '../../unit/support/auth-fixtures';
import { jsonResponse } from '../../unit/support/scripted-fetch';
import { resetSignedOut, signOut } from '../support/app-state';

const WAIT = { timeout: 15_000 };
let root: Root | null = null;
let container: HTMLElement;
let opened: { href: string; replace: boolean }[] = [];
let loginAnswer: () => Response;

const openApp: OpenApp = (href, options) => {
  opened.push({ href, replace: options?.replace === true });
};

function start(address: string): void {
  window.history.replaceState(null, '', address);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => renderLoginStart(root as Root, openApp));
}

beforeEach(() => {
  resetSignedOut();
  opened = [];
  loginAnswer = () => jsonResponse(400, { error: [{ msg: 'Wrong username or password.', severity: 2 }] });
  setFetchImplementation(async (url) => {
    if (String(url).endsWith('/api/account/login')) return loginAnswer();
    return jsonResponse(200, { selfRegistration: true });
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  signOut();
  resetApiClient();
  window.history.replaceState(null, '', '/');
});

async function submit(username: string): Promise<void> {
  fireEvent.change(await screen.findByRole('textbox', { name: /Username/ }, WAIT), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the signed-out login start', () => {
  it('draws the login page in the shell frame, named like the route, at the canonical address', async () => {
    start('/login?returnUrl=%2Fcustomers#top');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/account/login?returnUrl=%2Fcustomers#top');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Login');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Login - License Server'), WAIT);
  });

  it('draws the login page for the installed app’s start address, sending the sign-in where the router’s guard would', async () => {
    loginAnswer = () => jsonResponse(200, authDataFixture({ homePath: '/dashboard' }));
    start('/');
    expect(window.location.pathname + window.location.search).toBe('/account/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' }, WAIT)).toBeTruthy();
    await submit('ada');
    await waitFor(() => expect(opened).toEqual([{ href: '/dashboard', replace: true }]), WAIT);
  });

  it('keeps a query given to the home view as the return address', async () => {
    loginAnswer = () => jsonResponse(200, authDataFixture({ homePath: '/dashboard' }));
    start('/?lang=de');
    expect(window.location.pathname + window.location.search).toBe('/account/login?returnUrl=%2F%3Flang%3Dde');
    await submit('ada');
    await waitFor(() => expect(opened).toEqual([{ href: '/?lang=de', replace: true }]), WAIT);
  });

  it('stays on the page with the server’s error for a wrong password', async () => {
    start('/account/login');
    await submit('ada');
    expect(await screen.findByText('Wrong username or password.', {}, WAIT)).toBeTruthy();
    expect(opened).toEqual([]);
  });

  it('opens the app at the return address once signed in, replacing the login page', async () => {
    loginAnswer = () => jsonResponse(200, authDataFixture({ homePath: '/dashboard' }));
    start('/account/login?returnUrl=%2Fcustomers');
    await submit('ada');
    await waitFor(() => expect(opened).toEqual([{ href: '/customers', replace: true }]), WAIT);
    expect(session.status).toBe('authenticated');
  });

  it('opens the app at the server’s home path without a return address, and never at another origin', async () => {
    loginAnswer = () => jsonResponse(200, authDataFixture({ homePath: '/dashboard' }));
    start('/account/login?returnUrl=%2F%2Fevil.example');
    await submit('ada');
    await waitFor(() => expect(opened).toEqual([{ href: '/dashboard', replace: true }]), WAIT);
  });

  it('opens the account pages and home in the app on a plain click, and leaves a modified click to the browser', async () => {
    start('/account/login');
    const forgot = await screen.findByRole('link', { name: 'Forgot password?' }, WAIT);
    expect(forgot.getAttribute('href')).toBe('/account/forgot');
    fireEvent.click(forgot, { ctrlKey: true });
    expect(opened).toEqual([]);
    fireEvent.click(forgot);
    fireEvent.click(await screen.findByRole('link', { name: 'Create an account' }, WAIT));
    fireEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(opened).toEqual([
      { href: '/account/forgot', replace: false },
      { href: '/account/register', replace: false },
      { href: '/', replace: false },
    ]);
  });
});
