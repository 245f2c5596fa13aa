import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetApiClient } from '../../../src/data/api-client';
import { db } from '../../../src/data/db';
import { EntityFlag } from '../../../src/domain/rights';
import { session } from '../../../src/state/session';
import { resetUi, signIn, signOut } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { fakeServer, groupAnswer, page } from './fake-server';
import type { Call } from './fake-server';
import { customerAnswer } from '../../support/record-answer';

let calls: Call[] = [];

beforeEach(async () => {
  resetUi();
  signOut();
  await db.records.clear();
  await db.recordLists.clear();
  calls = fakeServer([
    { url: /^\/api\/db\/project\/40$/, answer: () => ({ body: groupAnswer('project', 40, 'Vaccine scale-up') }) },
    { url: /^\/api\/db\/experiment\/50$/, answer: () => ({ body: groupAnswer('experiment', 50, 'Batch 1', { projectId: 40, projectName: 'Vaccine scale-up' }) }) },
    { url: /^\/api\/db\/experiment\?.*projectId=40/, answer: () => ({ body: page([groupAnswer('experiment', 50, 'Batch 1'), groupAnswer('experiment', 51, 'Batch 2')]) }) },
    { url: /^\/api\/db\/customer\?.*(projectId=40|expId=50)/, answer: () => ({ body: page([customerAnswer(5, 'Acme')]) }) },
    { url: /^\/api\/db\/\w+\?/, answer: () => ({ body: page([]) }) },
  ]);
  signIn();
  if (session.authData) session.authData.rights.createEntity = EntityFlag.customers;
});
afterEach(resetApiClient);

const listed = (prefix: string) => calls.some((c) => c.url.startsWith(prefix));

describe('project and experiment tabs', () => {
  it('shows the experiments of a project on its Experiments tab, with Create new experiment', async () => {
    const router = await renderApp('/project/40');
    fireEvent.click(await screen.findByRole('tab', { name: 'Experiments' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 1 }));
    expect(await screen.findByText(/2 experiments · Page 1 of 1/)).toBeTruthy();
    expect(listed('/api/db/experiment?projectId=40')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Create new experiment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/experiment/new'));
    expect(router.state.location.search).toEqual({ projectId: 40 });
  });

  it('lists the records of one chosen kind on the Records tab, scoped to the project', async () => {
    const router = await renderApp('/project/40');
    fireEvent.click(await screen.findByRole('tab', { name: 'Records' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 2 }));
    expect((screen.getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement).value).toBe('customer');
    expect(await screen.findByText(/1 customer · Page 1 of 1/)).toBeTruthy();
    expect(listed('/api/db/customer?projectId=40')).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'person' } });
    await waitFor(() => expect(listed('/api/db/person?projectId=40')).toBe(true));
    fireEvent.click(screen.getByRole('tab', { name: 'Details' }));
    expect(await screen.findByRole('textbox', { name: /Name/ })).toBeTruthy();
  });

  it('offers no Experiments tab on an experiment, and scopes its records by expId', async () => {
    await renderApp('/experiment/50?tab=2');
    expect(await screen.findByRole('tab', { name: 'Records' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Experiments' })).toBeNull();
    expect(await screen.findByText(/1 customer · Page 1 of 1/)).toBeTruthy();
    expect(listed('/api/db/customer?expId=50')).toBe(true);
  });

  it('shows Details for an Experiments tab asked of an experiment', async () => {
    await renderApp('/experiment/50?tab=1');
    const details = await screen.findByRole('tab', { name: 'Details' });
    expect(details.getAttribute('aria-selected')).toBe('true');
  });
});
