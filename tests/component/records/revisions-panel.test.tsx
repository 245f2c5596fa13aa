import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetApiClient } from '../../../src/data/api-client';
import { db } from '../../../src/data/db';
import { Right } from '../../../src/domain/rights';
import { resetUi, signIn, signOut } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { fakeServer } from './fake-server';
import { customerAnswer } from '../../support/record-answer';

const revision = (rev: number, revState: number, editorName: string) => ({ rev, revState, revStateName: '', editorId: 7, editorName, time: '2025-01-01T10:00:00.000Z' });

beforeEach(async () => {
  resetUi();
  signOut();
  await db.records.clear();
  fakeServer([
    { url: /^\/api\/db\/customer\/5\/revisions$/, answer: () => ({ body: [revision(1, 0, 'Ada Admin'), revision(2, 0, 'Olivia Operator'), revision(3, 1, 'Ada Admin'), revision(4, 2, 'Erik Engineer')] }) },
    { url: /^\/api\/db\/customer\/5\?rev=2$/, answer: () => ({ body: customerAnswer(5, 'Acme (before the merger)', { recRev: 2, recLastRev: false }) }) },
    { url: /^\/api\/db\/customer\/5$/, answer: () => ({ body: customerAnswer(5, 'Acme', { recRev: 3 }) }) },
  ]);
  signIn({ rights: [Right.accessCustomers] });
});
afterEach(resetApiClient);

describe('revisions panel', () => {
  it("groups the revisions under 'Draft', 'Current revision' and 'Old revisions', newest first", async () => {
    await renderApp('/customer/5');
    const header = await screen.findByRole('button', { name: 'Revisions' });
    expect(header.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(header);
    const draft = await screen.findByRole('region', { name: 'Draft' });
    expect(within(draft).getByText('Revision 4')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Current revision' })).getByText('Revision 3')).toBeTruthy();
    const old = screen.getByRole('region', { name: 'Old revisions' });
    expect(within(old).getAllByRole('listitem').map((li) => within(li).getByRole('button').textContent)).toEqual(['Revision 2', 'Revision 1']);
    // Only old revisions open; the draft and the current revision are the record screen itself.
    expect(within(draft).queryByRole('button')).toBeNull();
    expect(within(old).getByRole('button', { name: 'Revision 2' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Draft', 'Current revision', 'Old revisions']);
  });

  it("opens an old revision read-only as 'Old revision N (read-only)' and goes back to the current one", async () => {
    const router = await renderApp('/customer/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Revisions' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Revision 2' }));
    expect(await screen.findByText('Old revision 2 (read-only)')).toBeTruthy();
    expect(router.state.location.search).toEqual({ rev: 2 });
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Acme (before the merger)');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show current revision' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByDisplayValue('Acme')).toBeTruthy();
  });
});
