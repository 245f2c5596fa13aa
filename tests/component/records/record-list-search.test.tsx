import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../../src/data/api-client';
import { Right } from '../../../src/domain/rights';
import { resetUi, signIn, signOut } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { customerAnswer } from '../../support/record-answer';
import { jsonResponse } from '../../unit/support/scripted-fetch';

let calls: string[] = [];

beforeEach(() => {
  resetUi();
  signOut();
  calls = [];
  setFetchImplementation(async (input) => {
    const url = String(input);
    calls.push(url);
    const items = url.includes('search=acme') ? [customerAnswer(2, 'Acme Labs')] : [customerAnswer(2, 'Acme Labs'), customerAnswer(1, 'Beta Corp')];
    return jsonResponse(200, { items, total: items.length, itemsPerPage: 50, curPageNo: 1, maxId: 2, nextCursor: null, prevCursor: null, eof: true });
  });
});
afterEach(resetApiClient);

describe('record list search', () => {
  it("puts the text of 'Search by name, description' into the URL and asks the server for it", async () => {
    signIn({ rights: [Right.accessCustomers] });
    const router = await renderApp('/customer/index');
    expect(await screen.findByText(/2 customers · Page 1 of 1/)).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name, description' }), { target: { value: 'acme' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'acme' }));
    await waitFor(() => expect(calls.some((u) => u.startsWith('/api/db/customer?search=acme'))).toBe(true));
    expect(await screen.findByText(/1 customer · Page 1 of 1/)).toBeTruthy();
  });

  it('reads search and filters from the URL when the screen opens', async () => {
    signIn({ rights: [Right.accessPackages] });
    await renderApp('/package/index?q=acme&kind=1');
    await waitFor(() => expect(calls.some((u) => u === '/api/db/package?search=acme&kind=1&ItemsPerPage=50&curPageNo=1')).toBe(true));
    expect((screen.getByRole('searchbox', { name: 'Search by name, description' }) as HTMLInputElement).value).toBe('acme');
    expect((screen.getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement).value).toBe('1');
  });

  it("offers 'Create new customer' only with the customers creation right", async () => {
    signIn({ rights: [Right.accessCustomers] });
    await renderApp('/customer/index');
    await screen.findByText(/2 customers/);
    expect(screen.queryByRole('button', { name: 'Create new customer' })).toBeNull();
  });
});
