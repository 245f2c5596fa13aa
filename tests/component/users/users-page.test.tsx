import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetApiClient } from '../../../src/data/api-client';
import type { AdminUser } from '../../../src/domain/admin-users';
import { Right } from '../../../src/domain/rights';
import { activateLanguage } from '../../../src/i18n/language';
import { resetUi, signIn, signOut } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { fakeServer } from '../records/fake-server';
import type { Call, FakeRoute } from '../records/fake-server';

function user(userId: number, username: string, over: Partial<AdminUser> = {}): AdminUser {
  return { userId, username, displayName: `Name ${username}`, disabled: false, hasTotp: false, resetPending: false, createdAt: '2026-01-01T00:00:00.000Z', roleIds: [3], teamIds: [1], ...over };
}

const ROLES = { roles: [{ roleId: 1, name: 'Administrators', rights: ['admin'] }, { roleId: 3, name: 'Operators', rights: [] }] };
const TEAMS = { teams: [{ teamId: 1, name: 'Lab A', members: 1 }, { teamId: 2, name: 'Lab B', members: 0 }] };
const CODE = { resetCode: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345', resetExpiresAt: '2030-01-01T00:00:00.000Z' };

function serve(extra: FakeRoute[] = []): Call[] {
  return fakeServer([
    ...extra,
    { url: /^\/api\/admin\/users\?/, answer: () => ({ body: { total: 2, users: [user(1, 'admin', { roleIds: [1], teamIds: [] }), user(2, 'operator', { hasTotp: true })] } }) },
    { url: /^\/api\/admin\/roles$/, answer: () => ({ body: ROLES }) },
    { url: /^\/api\/admin\/teams$/, answer: () => ({ body: TEAMS }) },
  ]);
}

async function openPage() {
  signIn({ rights: [Right.admin] });
  await renderApp('/system/users');
  return screen.findByRole('table', { name: 'Users' });
}

async function chooseAction(username: string, item: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${username}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

beforeEach(() => {
  resetUi();
  signOut();
});
afterEach(resetApiClient);

describe('Users screen', () => {
  it('lists users with their roles, teams and state, and the teams with member counts', async () => {
    serve();
    const table = await openPage();
    const row = within(table).getByText('operator').closest('tr') as HTMLElement;
    expect(within(row).getByText('Operators')).toBeTruthy();
    expect(within(row).getByText('Lab A')).toBeTruthy();
    expect(within(row).getByText('Authenticator')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1 (2 users)')).toBeTruthy();
    const teams = screen.getByRole('table', { name: 'Teams' });
    expect(within(teams).getByText('Lab B')).toBeTruthy();
  });

  it('creates a user without a password and shows the one-time code once', async () => {
    const calls = serve([{ method: 'POST', url: /^\/api\/admin\/users$/, answer: () => ({ body: { user: user(5, 'nina'), ...CODE } }) }]);
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Username/ }), { target: { value: 'nina' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Display name/ }), { target: { value: 'Nina New' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Operators' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Lab B' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    const codeDialog = await screen.findByRole('alertdialog', { name: 'One-time code for nina' });
    expect(within(codeDialog).getByDisplayValue(CODE.resetCode)).toBeTruthy();
    expect(within(codeDialog).getByDisplayValue(`${window.location.origin}/account/resetpwd/${CODE.resetCode}`)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ username: 'nina', displayName: 'Nina New', roleIds: [3], teamIds: [2] });
    fireEvent.click(within(codeDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(screen.queryByDisplayValue(CODE.resetCode)).toBeNull();
  });

  it("shows the server's refusal on the field it names and keeps the dialog open", async () => {
    const calls = serve([{ method: 'POST', url: /^\/api\/admin\/users$/, answer: () => ({ status: 409, body: { error: [{ msg: 'This username is already taken.', field: 'username', severity: 2 }] } }) }]);
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Username/ }), { target: { value: 'operator' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Display name/ }), { target: { value: 'Second Operator' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(await within(dialog).findByText('This username is already taken.')).toBeTruthy();
  });

  it('disables a user after confirmation', async () => {
    const calls = serve([{ method: 'POST', url: /^\/api\/admin\/users\/2\/disable$/, answer: () => ({ body: { user: user(2, 'operator', { disabled: true }) } }) }]);
    await openPage();
    await chooseAction('operator', 'Disable');
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(confirm.textContent).toContain('Disable operator?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/admin/users/2/disable')).toBe(true));
  });

  it('resets a password and shows the code', async () => {
    serve([{ method: 'POST', url: /^\/api\/admin\/users\/2\/resetPassword$/, answer: () => ({ body: CODE }) }]);
    await openPage();
    await chooseAction('operator', 'Reset password');
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));
    const codeDialog = await screen.findByRole('alertdialog', { name: 'One-time code for operator' });
    expect(within(codeDialog).getByDisplayValue(CODE.resetCode)).toBeTruthy();
  });

  it('renames a team', async () => {
    const calls = serve([{ method: 'PATCH', url: /^\/api\/admin\/teams\/2$/, answer: () => ({ body: { team: { teamId: 2, name: 'Lab Beta' } } }) }]);
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Rename Lab B' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename team Lab B' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Team name/ }), { target: { value: 'Lab Beta' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename team Lab B' })).toBeNull());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ name: 'Lab Beta' });
  });

  it('puts the search into the address once typing pauses and asks the server for it', async () => {
    const calls = serve();
    signIn({ rights: [Right.admin] });
    const router = await renderApp('/system/users');
    await screen.findByRole('table', { name: 'Users' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: 'oli' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ text: 'oli' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/admin/users?offset=0&limit=50&search=oli')).toBe(true));
  });

  it('sends a user without the admin right to the login page', async () => {
    signIn({ rights: [Right.accessSettings] });
    const router = await renderApp('/system/users');
    expect(router.state.location.pathname).toBe('/account/login');
  });
});

describe('reset password page', () => {
  it('spends the code from the address with the chosen password', async () => {
    const calls = fakeServer([{ method: 'POST', url: /^\/api\/account\/resetPassword$/, answer: () => ({ body: {} }) }]);
    await renderApp(`/account/resetpwd/${CODE.resetCode}`);
    fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: 'chosen-pass-1' } });
    fireEvent.change(screen.getByLabelText(/^Repeat the new password/), { target: { value: 'chosen-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(/Your password was set/)).toBeTruthy();
    expect(calls[0]?.body).toEqual({ code: CODE.resetCode, pass1: 'chosen-pass-1', pass2: 'chosen-pass-1' });
  });

  it('shows a refused code', async () => {
    fakeServer([{ method: 'POST', url: /^\/api\/account\/resetPassword$/, answer: () => ({ status: 400, body: { error: [{ msg: 'This reset code is not valid. Ask an administrator for a new one.', field: 'code', severity: 2 }] } }) }]);
    await renderApp('/account/resetpwd/spent');
    fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: 'chosen-pass-1' } });
    fireEvent.change(screen.getByLabelText(/^Repeat the new password/), { target: { value: 'chosen-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('This reset code is not valid. Ask an administrator for a new one.')).toBeTruthy();
  });
});

// Issue 13: the screen speaks the user's language, plural forms included (Slovenian has a dual).
describe('Users screen in German and Slovenian', () => {
  it('shows the list, pager, teams and row actions in German', async () => {
    await activateLanguage('de', true);
    serve();
    signIn({ rights: [Right.admin] });
    await renderApp('/system/users');
    const table = await screen.findByRole('table', { name: 'Benutzer' });
    expect(within(table).getByRole('columnheader', { name: 'Benutzername' })).toBeTruthy();
    expect(within(table).getAllByText('Aktiv')).toHaveLength(2);
    expect(screen.getByText('Seite 1 von 1 (2 Benutzer)')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Teams' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neuer Benutzer' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aktionen für operator' }));
    expect(await screen.findByRole('menuitem', { name: 'Passwort zurücksetzen' })).toBeTruthy();
  });

  it('shows the list with the dual form and the new-user dialog in Slovenian', async () => {
    await activateLanguage('sl', true);
    serve();
    signIn({ rights: [Right.admin] });
    await renderApp('/system/users');
    await screen.findByRole('table', { name: 'Uporabniki' });
    expect(screen.getByText('Stran 1 od 1 (2 uporabnika)')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Ekipe' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nov uporabnik' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nov uporabnik' });
    expect(within(dialog).getByRole('textbox', { name: /Prikazno ime/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Prekliči' })).toBeTruthy();
  });
});
