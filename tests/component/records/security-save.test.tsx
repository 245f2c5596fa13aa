import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Right } from '../../../src/domain/rights';
import { session } from '../../../src/state/session';
import { signIn } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { resetRecordScreensEachTest } from './record-screen-reset';
import { fakeServer, groupAnswer, page } from './fake-server';
import { customerAnswer } from '../../support/record-answer';

resetRecordScreensEachTest();

const WAIT = { timeout: 15_000 };

/** Opens the share area and adds a row, which has neither user nor role yet. */
async function openShareRowWithUserOnly(): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: /Share with/ }));
  const add = (await screen.findByRole('button', { name: 'Add share' }, WAIT)) as HTMLButtonElement;
  expect(add.disabled).toBe(false);
  fireEvent.click(add);
}

describe('saving security', () => {
  it("shows the server's 403 clearly when a project change is refused", async () => {
    const calls = fakeServer([
      { url: /^\/api\/db\/customer\/5$/, answer: () => ({ body: customerAnswer(5, 'Acme') }) },
      { url: /^\/api\/db\/project\?/, answer: () => ({ body: page([groupAnswer('project', 40, 'Stability study', { recTeamId: 1 })]) }) },
      { url: /^\/api\/db\/experiment\?/, answer: () => ({ body: page([]) }) },
      { method: 'POST', url: /^\/api\/db\/customer\/ChangeProject$/, answer: () => ({ status: 403, body: { error: [{ msg: 'You may not assign records to this team.', field: 'projectId' }] } }) },
    ]);
    signIn({ rights: [Right.accessCustomers] });
    if (session.authData) session.authData.rights.teams = [{ id: 1, name: 'Lab A' }];
    await renderApp('/customer/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, WAIT));
    const group = (await screen.findByRole('combobox', { name: 'Project / experiment' })) as HTMLSelectElement;
    await within(group).findByRole('option', { name: 'Stability study' }, WAIT);
    fireEvent.change(group, { target: { value: 'p:40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not allowed', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('You may not assign records to this team.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/ChangeProject'))?.body).toEqual({ ids: [5], projectId: 40, expId: -1 });
    // Refused: the record stays in edit mode with the change, and its content was not sent.
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('saves the security change and then the content with the one Save, and leaves edit mode', async () => {
    const calls = fakeServer([
      { url: /^\/api\/db\/customer\/5$/, answer: () => ({ body: customerAnswer(5, 'Acme') }) },
      { url: /^\/api\/db\/project\?/, answer: () => ({ body: page([groupAnswer('project', 40, 'Stability study', { recTeamId: 1 })]) }) },
      { url: /^\/api\/db\/experiment\?/, answer: () => ({ body: page([]) }) },
      { method: 'POST', url: /^\/api\/db\/customer\/ChangeProject$/, answer: () => ({ body: { items: [customerAnswer(5, 'Acme', { projectId: 40 })] } }) },
      { method: 'PUT', url: /^\/api\/db\/customer\/5$/, answer: () => ({ body: customerAnswer(5, 'Acme Two', { recRev: 2, recPublished: false }) }) },
      { method: 'POST', url: /^\/api\/db\/customer\/5\/publish$/, answer: () => ({ body: customerAnswer(5, 'Acme Two', { recRev: 2 }) }) },
    ]);
    signIn({ rights: [Right.accessCustomers] });
    if (session.authData) session.authData.rights.teams = [{ id: 1, name: 'Lab A' }];
    await renderApp('/customer/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, WAIT));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Acme Two' } });
    const group = screen.getByRole('combobox', { name: 'Project / experiment' }) as HTMLSelectElement;
    await within(group).findByRole('option', { name: 'Stability study' }, WAIT);
    fireEvent.change(group, { target: { value: 'p:40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Edit' }, WAIT)).toBeTruthy();
    const writes = calls.filter((c) => c.method !== 'GET' && c.url !== '/api/node/batch').map((c) => `${c.method} ${c.url}`);
    expect(writes).toEqual(['POST /api/db/customer/ChangeProject', 'PUT /api/db/customer/5', 'POST /api/db/customer/5/publish']);
  });

  it('keeps the Security panel read-only until Edit, and offers no Save of its own', async () => {
    fakeServer([
      { url: /^\/api\/db\/customer\/5$/, answer: () => ({ body: customerAnswer(5, 'Acme') }) },
      { url: /^\/api\/db\/(project|experiment)\?/, answer: () => ({ body: page([]) }) },
    ]);
    signIn({ rights: [Right.accessCustomers] });
    await renderApp('/customer/5');
    const owner = (await screen.findByRole('combobox', { name: 'Owner' }, WAIT)) as HTMLSelectElement;
    expect(owner.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save security' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Owner' }) as HTMLSelectElement).disabled).toBe(false), WAIT);
  });

  it('blocks the one Save on a share row without its role: nothing is sent and the record stays in edit mode', async () => {
    const calls = fakeServer([
      { url: /^\/api\/db\/customer\/5$/, answer: () => ({ body: customerAnswer(5, 'Acme') }) },
      { url: /^\/api\/db\/(project|experiment)\?/, answer: () => ({ body: page([]) }) },
    ]);
    signIn({ rights: [Right.accessCustomers] });
    await renderApp('/customer/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, WAIT));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Acme Two' } });
    await openShareRowWithUserOnly();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Share with - please select user and role!', undefined, WAIT)).toBeTruthy();
    // Only reads went out (the navigation's controller list is read by a node batch).
    expect(calls.filter((c) => c.method !== 'GET' && c.url !== '/api/node/batch')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
