import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Right } from '../../src/domain/rights';
import { resetUi, signIn, signOut } from './support/app-state';
import { renderApp } from './support/render-app';

async function openUserMenu(name: string): Promise<string[]> {
  fireEvent.click(await screen.findByRole('button', { name }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe('user menu', () => {
  beforeEach(() => {
    resetUi();
    signOut();
  });

  it('is absent while nobody is signed in', async () => {
    await renderApp('/account/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(within(screen.getByRole('banner')).queryAllByRole('button', { name: 'Ada Admin' })).toHaveLength(0);
  });

  it('gives an administrator every entry', async () => {
    signIn({ name: 'Ada Admin', rights: [Right.admin, Right.accessSettings] });
    await renderApp('/dashboard');
    expect(await openUserMenu('Ada Admin')).toEqual(['Profile', 'Outbox', 'License', 'Events', 'Users', 'Settings', 'About', 'Logout']);
  });

  it('gives an operator without rights only Profile, Outbox and Logout', async () => {
    signIn({ name: 'Otto Operator', rights: [] });
    await renderApp('/dashboard');
    expect(await openUserMenu('Otto Operator')).toEqual(['Profile', 'Outbox', 'Logout']);
  });

  it('adds Settings and About for the settings right, without the admin entries', async () => {
    signIn({ name: 'Sam Settings', rights: [Right.accessSettings] });
    await renderApp('/dashboard');
    expect(await openUserMenu('Sam Settings')).toEqual(['Profile', 'Outbox', 'Settings', 'About', 'Logout']);
  });

  it('opens the profile from its entry', async () => {
    signIn({ name: 'Otto Operator', rights: [] });
    await renderApp('/dashboard');
    await openUserMenu('Otto Operator');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
  });
});
