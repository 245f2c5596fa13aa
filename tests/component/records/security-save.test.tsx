import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Right } from '../../../src/domain/rights';
import { session } from '../../../src/state/session';
import { signIn } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { resetRecordScreensEachTest } from './record-screen-reset';
import { fakeServer, groupAnswer, page } from './fake-server';
import { customerAnswer } from '../../support/record-answer';

resetRecordScreensEachTest();

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
    const group = (await screen.findByRole('combobox', { name: 'Project / experiment' })) as HTMLSelectElement;
    await within(group).findByRole('option', { name: 'Stability study' });
    fireEvent.change(group, { target: { value: 'p:40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save security' }));
    expect(await screen.findByText('Not allowed')).toBeTruthy();
    expect(screen.getByText('You may not assign records to this team.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [5], projectId: 40, expId: -1 });
  });
});
