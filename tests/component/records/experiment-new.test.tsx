import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { signIn } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { resetRecordScreensEachTest } from './record-screen-reset';
import { fakeServer, groupAnswer, page } from './fake-server';

const empty = { url: /^\/api\/db\/(project|experiment)\?/, answer: () => ({ body: page([]) }) };

resetRecordScreensEachTest();

describe('new experiment of a project (/experiment/new?projectId=N)', () => {
  it('starts inside the project, with its team locked', async () => {
    fakeServer([empty, { url: /^\/api\/db\/project\/9$/, answer: () => ({ body: groupAnswer('project', 9, 'Vaccine scale-up', { recTeamId: 1 }) }) }]);
    signIn();
    await renderApp('/experiment/new?projectId=9');
    expect(await screen.findByRole('button', { name: 'Create experiment' })).toBeTruthy();
    expect(screen.queryByText(/will be created without one/)).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Team' }) as HTMLSelectElement).disabled).toBe(true);
  });

  it('falls back to creating without a project when the project is not found (deleted or no access)', async () => {
    fakeServer([empty]);
    signIn();
    await renderApp('/experiment/new?projectId=9');
    const warning = await screen.findByText('The project could not be loaded; the experiment will be created without one.');
    expect(warning).toBeTruthy();
    expect(screen.queryByText('Loading the project…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create experiment' })).toBeTruthy();
    expect(within(screen.getByRole('combobox', { name: 'Project' })).getByRole('option', { selected: true }).textContent).toBe('None');
  });

  it('falls back when offline and the project was never mirrored', async () => {
    fakeServer([{ url: /./, answer: () => 'network' }]);
    signIn();
    await renderApp('/experiment/new?projectId=9');
    expect(await screen.findByText('The project could not be loaded; the experiment will be created without one.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create experiment' })).toBeTruthy();
  });

  it('does not start inside a deleted project', async () => {
    fakeServer([empty, { url: /^\/api\/db\/project\/9$/, answer: () => ({ body: groupAnswer('project', 9, 'Old project', { recDeleted: true }) }) }]);
    signIn();
    await renderApp('/experiment/new?projectId=9');
    expect(await screen.findByText('The project is deleted; the experiment will be created without one.')).toBeTruthy();
  });
});
