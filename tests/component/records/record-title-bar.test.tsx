import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { resetApiClient, setFetchImplementation } from '../../../src/data/api-client';
import { titleBarState } from '../../../src/domain/records/record-title-state';
import type { Crumb, TitleRecord } from '../../../src/domain/records/record-title-state';
import { RecordTitleBar } from '../../../src/features/records/record/RecordTitleBar';
import { Right } from '../../../src/domain/rights';
import { resetUi, signIn } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { customerAnswer } from '../../support/record-answer';
import { jsonResponse } from '../../unit/support/scripted-fetch';

function renderBar(over: Partial<TitleRecord>, editing: boolean) {
  const record = { ...customerAnswer(5, 'Acme'), ...over };
  const handlers = { onEdit: vi.fn(), onSave: vi.fn(), onDiscard: vi.fn() };
  render(
    <FluentProvider theme={webLightTheme}>
      <RecordTitleBar crumbs={[{ kind: 'record', label: 'Acme', id: 5 }]} state={titleBarState(record, editing)} busy={false} {...handlers} />
    </FluentProvider>,
  );
  return handlers;
}

/** The bar as the only page of a router, so its crumbs render as real links with their addresses. */
async function renderBarWithCrumbs(crumbs: Crumb[]) {
  const noop = () => undefined;
  const rootRoute = createRootRoute({
    component: () => <RecordTitleBar crumbs={crumbs} state={titleBarState(customerAnswer(5, 'Acme'), false)} busy={false} onEdit={noop} onSave={noop} onDiscard={noop} />,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  render(
    <FluentProvider theme={webLightTheme}>
      <RouterProvider router={router} />
    </FluentProvider>,
  );
}

describe('record title bar', () => {
  beforeEach(resetUi);
  afterEach(resetApiClient);

  it('shows a read-only record with its revision, the read-only icon and an Edit button', () => {
    const { onEdit } = renderBar({ recRev: 3 }, false);
    expect(screen.getByText('Revision 3')).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Read-only/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalled();
  });

  it('offers Save and Discard with their descriptions in edit mode, and marks a draft', () => {
    renderBar({ recPublished: false, recRev: 4 }, true);
    expect(screen.getByRole('img', { name: 'Edit mode' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('title')).toBe('Save current document revision');
    expect(screen.getByRole('button', { name: 'Discard' }).getAttribute('title')).toBe('Discard current document revision');
    expect(screen.getByText('DRAFT')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  // node-model.md §2.9: CustomerEditUID (param uid, query tab=1), ProjectEdit (param id), ExperimentEdit (param id).
  it('links customer, project and experiment crumbs to their pages and shows the record itself as the current page', async () => {
    await renderBarWithCrumbs([
      { kind: 'customer', label: 'Acme', id: 5, guid: 'c0ffee-uid' },
      { kind: 'project', label: 'Column study', id: 17 },
      { kind: 'experiment', label: 'Run 3', id: 42 },
      { kind: 'record', label: 'Sample A', id: 99 },
    ]);
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumbs' }, { timeout: 15_000 });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Acme', '/customer/c0ffee-uid?tab=1'],
      ['Column study', '/project/17'],
      ['Run 3', '/experiment/42'],
    ]);
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, null, null, 'page']);
    expect(items[3]?.textContent).toContain('Sample A');
    expect(within(items[3] as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('warns about a tampered document', () => {
    renderBar({ tampered: true }, false);
    expect(screen.getByText('Document signature is invalid. Unauthorized content modification')).toBeTruthy();
  });

  it("names the user who holds the draft and offers no Edit", () => {
    renderBar({ userEditing: 'Erik Engineer', readonly: true }, false);
    expect(screen.getByText('Erik Engineer is editing this record.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('offers nothing to edit on a deleted record', () => {
    renderBar({ recDeleted: true }, true);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("says 'Record not found or you do not have enough permissions!' for a record the server does not show", async () => {
    signIn({ rights: [Right.accessCustomers] });
    setFetchImplementation(async () => jsonResponse(404, { error: [{ msg: 'Record not found or you do not have enough permissions!' }] }));
    await renderApp('/customer/999');
    expect(await screen.findByText('Record not found or you do not have enough permissions!')).toBeTruthy();
  });
});
