// What a list screen offers for adding records (console.md §2, §6): 'Create new {kind}' where the kind
// may be created (Features yes, Licenses no), and on the package list an Import action instead.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetApiClient } from '../../../src/data/api-client';
import type { RecordEntity } from '../../../src/domain/records/record-entities';
import { Right } from '../../../src/domain/rights';
import { customerAnswer } from '../../support/record-answer';
import { resetUi, signIn, signOut } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { fakeServer, page } from './fake-server';

beforeEach(() => {
  resetUi();
  signOut();
  fakeServer([
    {
      url: /^\/api\/db\/(feature|license|package)\?/,
      answer: (url) => ({ body: page([customerAnswer(1, 'Alpha', { entity: url.split(/[/?]/)[3] as RecordEntity })]) }),
    },
  ]);
  // An admin may create every kind, so only the kind's own rule can hide the button.
  signIn({ rights: [Right.admin, Right.accessLicenses, Right.accessPackages] });
});
afterEach(resetApiClient);

/** Waits until the list has its rows, so an absent button is not merely not drawn yet. */
async function listLoaded(): Promise<void> {
  expect(await screen.findByText(/Page 1 of 1/)).toBeTruthy();
}

describe('record list create actions', () => {
  it("offers 'Create new feature' on the feature list, which opens the new feature screen", async () => {
    const router = await renderApp('/feature/index');
    await listLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Create new feature' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feature/new'));
  });

  it('offers no create button on the licence list', async () => {
    await renderApp('/license/index');
    await listLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Licenses' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Create new/ })).toBeNull();
  });

  it("offers Import on the package list and no 'Create new package'", async () => {
    await renderApp('/package/index');
    await listLoaded();
    expect(screen.getByRole('button', { name: 'Import' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Create new/ })).toBeNull();
  });
});
