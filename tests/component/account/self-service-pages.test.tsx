// The pages used without a session: links from the sign-in page, the registration form's own password
// check, and "forgot password" answering the same for every username.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../../src/data/api-client';
import { MSG_REGISTRATION_OFF, REGISTRATION_SETTINGS_PATH } from '../../../src/domain/account-registration';
import { MSG_PASSWORD_COMMON } from '../../../src/domain/passwords/password-rules';
import { FORGOT_SENT_TEXT } from '../../../src/features/account/ForgotPasswordPage';
import { REGISTERED_TEXT } from '../../../src/features/account/RegisterPage';
import { jsonResponse } from '../../unit/support/scripted-fetch';
import { resetUi, signOut } from '../support/app-state';
import { renderApp } from '../support/render-app';

const WAIT = { timeout: 15_000 };
let calls: { url: string; body: unknown }[] = [];
let selfRegistration = true;

beforeEach(() => {
  resetUi();
  signOut();
  calls = [];
  selfRegistration = true;
  setFetchImplementation(async (url, init) => {
    calls.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null });
    if (String(url).endsWith(REGISTRATION_SETTINGS_PATH)) return jsonResponse(200, { selfRegistration });
    return jsonResponse(200, {});
  });
});
afterEach(() => {
  resetApiClient();
  signOut();
});

describe('account pages without a session', () => {
  it('links the sign-in page to forgot password and registration', async () => {
    await renderApp('/account/login');
    expect((await screen.findByRole('link', { name: 'Forgot password?' }, WAIT)).getAttribute('href')).toBe('/account/forgot');
    expect((await screen.findByRole('link', { name: 'Create an account' }, WAIT)).getAttribute('href')).toBe('/account/register');
  });

  it('offers no "Create an account" link and no registration form when self-registration is off', async () => {
    selfRegistration = false;
    await renderApp('/account/login');
    await screen.findByRole('link', { name: 'Forgot password?' }, WAIT);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith(REGISTRATION_SETTINGS_PATH))).toBe(true), WAIT);
    // The answer (already resolved by the fake) is applied within one turn of the event loop; after it the
    // link must still be away (it is also away while the answer is unknown).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
    cleanup();
    await renderApp('/account/register');
    expect(await screen.findByText(MSG_REGISTRATION_OFF, undefined, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('asks for a reset code and says the same whatever the username', async () => {
    await renderApp('/account/forgot');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Username' }, WAIT), { target: { value: 'ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByText(FORGOT_SENT_TEXT, undefined, WAIT)).toBeTruthy();
    expect(calls.filter((c) => c.url.endsWith('/api/account/forgot')).map((c) => c.body)).toEqual([{ username: 'ada' }]);
  });

  it('refuses a common password before sending, then registers', async () => {
    await renderApp('/account/register');
    const fill = (name: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${name}\\W*$`), { selector: 'input' }), { target: { value } });
    await screen.findByRole('button', { name: 'Register' }, WAIT);
    fill('Username', 'newbie');
    fill('Display name', 'New Bie');
    fill('Password', 'password1');
    fill('Repeat the password', 'password1');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(MSG_PASSWORD_COMMON, undefined, WAIT)).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/api/account/register'))).toBe(false);

    fill('Password', 'violet-kettle-42');
    fill('Repeat the password', 'violet-kettle-42');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByText(REGISTERED_TEXT)).toBeTruthy(), WAIT);
    expect(calls.find((c) => c.url.endsWith('/api/account/register'))?.body).toEqual({ username: 'newbie', displayName: 'New Bie', email: '', password: 'violet-kettle-42', password2: 'violet-kettle-42' });
  });
});
