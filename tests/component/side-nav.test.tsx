import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Right } from '../../src/domain/rights';
import { ui } from '../../src/state/ui';
import { resetUi, signIn, signOut } from './support/app-state';
import { renderApp } from './support/render-app';
import { fakeServer } from './records/fake-server';
import { resetApiClient } from '../../src/data/api-client';

async function navLinks(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('side navigation', () => {
  beforeEach(() => {
    resetUi();
    signOut();
    resetApiClient();
  });

  it('is absent while nobody is signed in', async () => {
    await renderApp('/account/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('hides right-protected and debug items from an operator, in menu order', async () => {
    signIn({ rights: [] });
    await renderApp('/dashboard');
    expect(await navLinks()).toEqual(['Dashboard', 'Customers', 'Features', 'Packages', 'Help']);
  });

  it('shows the admin and settings items to users holding those rights', async () => {
    signIn({ rights: [Right.admin, Right.accessSettings] });
    await renderApp('/dashboard');
    expect(await navLinks()).toEqual(['Dashboard', 'Customers', 'Features', 'Packages', 'License', 'Events', 'Settings', 'Help']);
  });

  it('shows debug items only in debug mode, and only to debug admins', async () => {
    signIn({ rights: [Right.debugAdmin] });
    await renderApp('/dashboard');
    expect(await navLinks()).not.toContain('Debug settings');
    ui.debug = true;
    expect(await screen.findByRole('link', { name: 'Debug settings' })).toBeTruthy();
    expect(await navLinks()).toEqual(expect.arrayContaining(['Internal settings', 'Playground']));
  });

  it('ignores a stored debug flag for users without debug.admin', async () => {
    ui.debug = true;
    signIn({ rights: [] });
    await renderApp('/dashboard');
    expect(await navLinks()).not.toContain('Playground');
  });

  it('shows the controller group only with a controller, and disables instrument items without an instrument', async () => {
    signIn({ rights: [] });
    await renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('heading', { name: 'Reactor 1' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Controller' })).toBeNull();

    ui.activeController = { host: 'ctrl-1', instr: null, ctrlName: 'Reactor 1' };
    expect(await within(nav).findByRole('heading', { name: 'Reactor 1' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Controller' }).getAttribute('href')).toBe('/controller/ctrl-1');
    const instrument = within(nav).getByRole('link', { name: 'Instrument' });
    expect(instrument.getAttribute('aria-disabled')).toBe('true');
    expect(instrument.getAttribute('href')).toBeNull();
  });

  it('enables instrument items once an instrument is active', async () => {
    signIn({ rights: [] });
    await renderApp('/controller/ctrl-1/instrument/pump-2');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const instrument = await within(nav).findByRole('link', { name: 'Instrument' });
    expect(instrument.getAttribute('aria-disabled')).toBeNull();
    expect(instrument.getAttribute('href')).toBe('/controller/ctrl-1/instrument/pump-2');
    expect(ui.activeController).toEqual({ host: 'ctrl-1', instr: 'pump-2', ctrlName: 'ctrl-1' });
  });

  it('marks only the instrument as the current page on the instrument screen, and the controller on its own', async () => {
    signIn({ rights: [] });
    const router = await renderApp('/controller/ctrl-1/instrument/pump-2');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const current = () => within(nav).queryAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent);
    await waitFor(() => expect(current()).toEqual(['Instrument']), { timeout: 15_000 });
    await act(() => router.navigate({ to: '/controller/$host', params: { host: 'ctrl-1' } }));
    await waitFor(() => expect(current()).toEqual(['Controller']), { timeout: 15_000 });
  });

  it('navigates in the app on a plain click and on an Alt-click', async () => {
    signIn({ rights: [] });
    const router = await renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Customers' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeTruthy();
    fireEvent.click(within(nav).getByRole('link', { name: 'Features' }), { altKey: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Features' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/feature/index');
  });

  it('lists the controller hosts the user may browse under Instruments, each opening its controller', async () => {
    const host = { gId: '0.Controllers.LAB-CTRL-1', id: 'LAB-CTRL-1', name: 'Lab controller', type: 'ControllerHost', parent: '0.Controllers', order: 0, ac: 17 };
    const controllers = { gId: '0.Controllers', id: 'Controllers', name: 'Controllers', type: 'Folder', parent: '0', order: 0, ac: 17, childs: [host] };
    fakeServer([{ method: 'POST', url: /^\/api\/node\/batch/, answer: () => ({ body: { responses: [{ result: 0, node: controllers, nodes: [controllers] }], descriptors: [] } }) }]);
    signIn({ rights: [] });
    const router = await renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const instruments = await within(nav).findByRole('region', { name: 'Instruments' }, { timeout: 15_000 });
    const link = within(instruments).getByRole('link', { name: 'Lab controller' });
    expect(link.getAttribute('href')).toBe('/controller/LAB-CTRL-1');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/controller/LAB-CTRL-1'));
    expect(await within(nav).findByRole('heading', { name: 'LAB-CTRL-1' })).toBeTruthy();
  });
});
