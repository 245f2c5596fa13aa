// A create whose answer comes after the user has left its screen (they agreed to discard the form while
// it was being sent): the app says what became of it in a snackbar and does not take them back.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { session } from '../../../src/state/session';
import { signIn } from '../support/app-state';
import { renderApp } from '../support/render-app';
import type { AppRouter } from '../../../src/routes/router';
import { QUEUED_MESSAGE } from '../../../src/features/outbox/outbox-texts';
import { resetRecordScreensEachTest } from './record-screen-reset';
import { fakeServer, groupAnswer, page } from './fake-server';
import type { FakeAnswer } from './fake-server';

const WAIT = { timeout: 15_000 };
const NAME = 'Vaccine scale-up';

resetRecordScreensEachTest();

/**
 * Creates a project, leaves for `to` (the project list unless told) while the create is sent, then lets
 * `answer` arrive.
 */
async function createThenLeave(answer: FakeAnswer, to: '/project/index' | '/experiment/index' = '/project/index'): Promise<AppRouter> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const calls = fakeServer([
    { url: /^\/api\/db\/(project|experiment)\?/, answer: () => ({ body: page([]) }) },
    { method: 'POST', url: /^\/api\/db\/project$/, answer: async () => (await released, answer) },
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

  void router.navigate({ to });
  const leave = await screen.findByRole('alertdialog', { name: 'Confirmation' }, WAIT);
  fireEvent.click(within(leave).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(to), WAIT);

  await act(async () => release());
  return router;
}

/** The snackbar's text once the toaster shows it, with the user still where they went. */
async function snackbarAfter(router: AppRouter, text: RegExp | string, where = '/project/index'): Promise<void> {
  expect(await screen.findByText(text, undefined, WAIT)).toBeTruthy();
  expect(router.state.location.pathname).toBe(where);
}

describe('a create answered after the user has left', () => {
  it('stays where the user went and says the new record was saved', async () => {
    await snackbarAfter(await createThenLeave({ body: groupAnswer('project', 12, NAME) }), 'The new record was saved.');
  });

  it('says why when the server refused it', async () => {
    await snackbarAfter(await createThenLeave({ status: 400, body: { error: [{ msg: 'A project with this name exists.' }] } }), /A project with this name exists\./);
  });

  // Queued, a create sends a user still on the form to the list (its onQueued); one who went elsewhere
  // stays there. The experiment list, so that being sent to the project list would show.
  it('says a create that is queued is kept on the device, and leaves the user where they went', async () => {
    await snackbarAfter(await createThenLeave('network', '/experiment/index'), QUEUED_MESSAGE, '/experiment/index');
  });
});
