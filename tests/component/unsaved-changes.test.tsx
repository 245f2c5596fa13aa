// Unsaved form edits warn before they are lost (issue 9): leaving the route asks while the record
// form is dirty and not while it is clean, and the update prompt's Reload asks too.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { resetApiClient } from '../../src/data/api-client';
import { db } from '../../src/data/db';
import { Right } from '../../src/domain/rights';
import { MSG_UNSAVED_CHANGES, hasUnsavedChanges } from '../../src/features/shell/use-unsaved-changes';
import { closeMessage, setUpdateReady, ui } from '../../src/state/ui';
import { customerAnswer } from '../support/record-answer';
import { resetUi, signIn, signOut } from './support/app-state';
import { renderApp } from './support/render-app';
import { fakeServer } from './records/fake-server';

beforeEach(async () => {
  resetUi();
  signOut();
  await db.records.clear();
  fakeServer([{ url: /^\/api\/db\/customer\/5$/, answer: () => ({ body: customerAnswer(5, 'Acme') }) }]);
  signIn({ rights: [Right.accessCustomers] });
});
afterEach(resetApiClient);

async function openEditor() {
  const router = await renderApp('/customer/5');
  const edit = await screen.findByRole('button', { name: 'Edit' });
  fireEvent.click(edit);
  const name = await screen.findByRole('textbox', { name: /Name/ });
  return { router, name };
}

async function answerQuestion(result: boolean) {
  await waitFor(() => expect(ui.dialogs.map((d) => d.text)).toEqual([MSG_UNSAVED_CHANGES]));
  act(() => closeMessage(ui.dialogs[0]!.id, result));
}

describe('unsaved changes guard', () => {
  it('asks before leaving a dirty record form; No stays, Yes leaves', async () => {
    const { router, name } = await openEditor();
    fireEvent.change(name, { target: { value: 'Acme Labs' } });
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));

    // A blocked navigation's promise does not settle: the test waits on what the user sees instead.
    void router.navigate({ to: '/dashboard' });
    await answerQuestion(false);
    await waitFor(() => expect(ui.dialogs).toEqual([]));
    expect(router.state.location.pathname).toBe('/customer/5');
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Acme Labs');

    void router.navigate({ to: '/dashboard' });
    await answerQuestion(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('leaves a clean record form without asking', async () => {
    const { router } = await openEditor();
    expect(hasUnsavedChanges()).toBe(false);
    await router.navigate({ to: '/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(ui.dialogs).toEqual([]);
  });

  it('asks before the update reload while a form is dirty, and reloads only after Yes', async () => {
    const applyUpdate = vi.fn();
    const { name } = await openEditor();
    fireEvent.change(name, { target: { value: 'Acme Labs' } });
    act(() => setUpdateReady(applyUpdate));
    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    await answerQuestion(false);
    expect(applyUpdate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await answerQuestion(true);
    await waitFor(() => expect(applyUpdate).toHaveBeenCalledOnce());
  });
});
