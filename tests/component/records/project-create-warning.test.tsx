// The form warning of node-model §5 on a real screen: a new project without a team asks 'Confirmation' /
// 'Are you sure you want to continue?'; declining keeps the form, confirming creates the project; with a
// team nothing is asked.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { session } from '../../../src/state/session';
import { signIn } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { resetRecordScreensEachTest } from './record-screen-reset';
import type { Call } from './fake-server';
import { fakeServer, groupAnswer, page } from './fake-server';

const NAME = 'Vaccine scale-up';

function projectServer(): Call[] {
  return fakeServer([
    { url: /^\/api\/db\/(project|experiment)\?/, answer: () => ({ body: page([]) }) },
    { method: 'POST', url: /^\/api\/db\/project$/, answer: () => ({ body: groupAnswer('project', 12, NAME, { recTeamId: null }) }) },
    { url: /^\/api\/db\/project\/12/, answer: () => ({ body: groupAnswer('project', 12, NAME, { recTeamId: null }) }) },
  ]);
}

function signInWithTeam(): void {
  signIn();
  const rights = session.authData?.rights;
  if (rights) rights.teams = [{ id: 3, name: 'Bioprocess' }];
}

const creates = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && /^\/api\/db\/project$/.test(c.url));

async function fillAndCreate(): Promise<void> {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: NAME } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
  });
}

resetRecordScreensEachTest();

describe('creating a project without a team', () => {
  it("asks for confirmation; No keeps the form and sends nothing", async () => {
    const calls = projectServer();
    signIn();
    await renderApp('/project/new');
    await fillAndCreate();
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmation' }, { timeout: 15_000 });
    expect(dialog.textContent).toContain('No team selected.');
    expect(dialog.textContent).toContain('Are you sure you want to continue?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 15_000 });
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(NAME);
    expect(creates(calls)).toHaveLength(0);
  });

  it('creates the project without a team after Yes', async () => {
    const calls = projectServer();
    signIn();
    const router = await renderApp('/project/new');
    await fillAndCreate();
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmation' }, { timeout: 15_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(creates(calls)).toHaveLength(1), { timeout: 15_000 });
    expect(creates(calls)[0]?.body).toMatchObject({ name: NAME, recTeamId: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/12'), { timeout: 15_000 });
  });

  it('asks nothing when the project has a team', async () => {
    const calls = projectServer();
    signInWithTeam();
    await renderApp('/project/new');
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Team' }) as HTMLSelectElement).value).toBe('3'), { timeout: 15_000 });
    await fillAndCreate();
    await waitFor(() => expect(creates(calls)).toHaveLength(1), { timeout: 15_000 });
    expect(creates(calls)[0]?.body).toMatchObject({ name: NAME, recTeamId: 3 });
    expect(screen.queryByRole('alertdialog', { name: 'Confirmation' })).toBeNull();
  });
});
