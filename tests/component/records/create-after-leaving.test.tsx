// A create whose answer comes after the user has left its screen (they agreed to discard the form while
// it was being sent): the app says the record was saved and does not take them back to it.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { session } from '../../../src/state/session';
import { ui } from '../../../src/state/ui';
import { signIn } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { resetRecordScreensEachTest } from './record-screen-reset';
import { fakeServer, groupAnswer, page } from './fake-server';

const WAIT = { timeout: 15_000 };
const NAME = 'Vaccine scale-up';

resetRecordScreensEachTest();

describe('a create answered after the user has left', () => {
  it('stays where the user went and says the new record was saved', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const calls = fakeServer([
      { url: /^\/api\/db\/(project|experiment)\?/, answer: () => ({ body: page([]) }) },
      { method: 'POST', url: /^\/api\/db\/project$/, answer: async () => (await answered, { body: groupAnswer('project', 12, NAME) }) },
      { url: /^\/api\/db\/project\/12/, answer: () => ({ body: groupAnswer('project', 12, NAME) }) },
    ]);
    signIn();
    const rights = session.authData?.rights;
    if (rights) rights.teams = [{ id: 3, name: 'Bioprocess' }];
    const router = await renderApp('/project/new');
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Team' }) as HTMLSelectElement).value).toBe('3'), WAIT);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }, WAIT), { target: { value: NAME } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), WAIT);

    void router.navigate({ to: '/project/index' });
    const leave = await screen.findByRole('alertdialog', { name: 'Confirmation' }, WAIT);
    fireEvent.click(within(leave).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/index'), WAIT);

    await act(async () => answer());
    await waitFor(() => expect(ui.snackbars.map((s) => s.text)).toContain('The new record was saved.'), WAIT);
    expect(router.state.location.pathname).toBe('/project/index');
  });
});
