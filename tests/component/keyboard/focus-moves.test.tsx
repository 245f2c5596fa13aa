// Focus lands where the user's work is: on the new screen's heading after a navigation, on the first field
// after Edit, on Edit again after Save, and back on the opener when a dialog closes.
import 'fake-indexeddb/auto';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button } from '@fluentui/react-components';
import { Right } from '../../../src/domain/rights';
import { DialogFrame } from '../../../src/ui/DialogFrame';
import { signIn } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { resetRecordScreensEachTest } from '../records/record-screen-reset';
import { fakeServer } from '../records/fake-server';
import { customerRouteList, customerRoutes, openCustomerFive } from './customer-routes';
import { renderWithFluent } from '../nodes/tree-fixtures';

resetRecordScreensEachTest();

const WAIT = { timeout: 15_000 };


/** A button that opens a DialogFrame, mounted only while open (as most of the app's dialogs are). */
function OpenerHarness({ keepMounted }: { keepMounted: boolean }) {
  const [open, setOpen] = useState(false);
  const dialog = (
    <DialogFrame open={open} title="Question" onDismiss={() => setOpen(false)} actions={<Button onClick={() => setOpen(false)}>Cancel</Button>}>
      Proceed?
    </DialogFrame>
  );
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open question</Button>
      {keepMounted || open ? dialog : null}
    </>
  );
}

describe('focus after navigation', () => {
  it("leaves focus in the login form's first field, where the screen put it", async () => {
    fakeServer([]);
    await renderApp('/login');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Username' })), WAIT);
  });

  it("puts focus on the new screen's heading after a navigation, not on the page", async () => {
    customerRoutes();
    signIn({ rights: [Right.accessCustomers] });
    const router = await renderApp('/customer/index');
    await screen.findByText(/2 customers · Page 1 of 1/, undefined, WAIT);
    // The list's rows are virtualized (none in jsdom): the search box stands for the link that was pressed.
    screen.getByRole('searchbox', { name: 'Search by name, description' }).focus();
    await act(async () => {
      await router.navigate({ to: '/customer/$id', params: { id: 5 } });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer/5'), WAIT);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Customer' })), WAIT);
  });
});

describe('focus on a record screen', () => {
  it('moves to the first field on Edit and back to Edit after Save', async () => {
    const { calls, edit } = await openCustomerFive();
    edit.focus();
    fireEvent.click(edit);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' })), WAIT);
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Edited' } });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' })), WAIT);
    expect(calls.some((c) => c.method === 'PUT' && c.url === '/api/db/customer/5')).toBe(true);
  });
});

describe('focus after a slow Save', () => {
  it('leaves focus where the user went when the answer comes after they left the record', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const routes = customerRouteList().map((route) => (route.method === 'PUT' ? { ...route, answer: async (url: string, body: unknown) => (await answered, route.answer(url, body)) } : route));
    fakeServer(routes);
    signIn({ rights: [Right.accessCustomers] });
    await renderApp('/customer/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, WAIT));
    const description = await screen.findByRole('textbox', { name: 'Description' }, WAIT);
    fireEvent.change(description, { target: { value: 'Edited' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const elsewhere = within(screen.getByRole('navigation', { name: 'Main navigation' })).getAllByRole('link')[0];
    if (!elsewhere) throw new Error('no navigation link');
    act(() => elsewhere.focus());
    answer();
    await screen.findByRole('button', { name: 'Edit' }, WAIT);
    expect(document.activeElement).toBe(elsewhere);
  });
});

describe('focus after a dialog', () => {
  it.each([
    ['mounted only while open', false],
    ['kept mounted and closed', true],
  ])('gives focus back to the control that opened it (%s)', async (_name, keepMounted) => {
    renderWithFluent(<OpenerHarness keepMounted={keepMounted} />);
    const opener = screen.getByRole('button', { name: 'Open question' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Question' }, WAIT);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), WAIT);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(document.activeElement).toBe(opener);
  });
});
