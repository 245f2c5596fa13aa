import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { resetApiClient } from '../../../src/data/api-client';
import { Right } from '../../../src/domain/rights';
import { resetUi, signIn, signOut } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { customerAnswer } from '../../support/record-answer';
import { fakeServer, page } from './fake-server';

const WAIT = { timeout: 15_000 };
const FORBIDDEN = { status: 403, body: { error: [{ msg: 'You do not have the right to do this.', severity: 2 }] } };

beforeEach(() => {
  resetUi();
  signOut();
  fakeServer([
    { url: /^\/api\/db\/customer\?/, answer: () => ({ body: page([customerAnswer(1, 'Beta Corp')]) }) },
    { url: /^\/api\/db\/customer\/1$/, answer: () => ({ body: customerAnswer(1, 'Beta Corp') }) },
    { url: /^\/api\/db\/license/, answer: () => FORBIDDEN },
  ]);
});
afterEach(resetApiClient);

describe('licences offered only to those who may list them', () => {
  it('shows an operator without access.licenses no Licenses button on the customers list', async () => {
    signIn({ rights: [Right.accessCustomers] });
    await renderApp('/customer/index');
    await screen.findByText(/1 customer · Page 1 of 1/, undefined, WAIT);
    expect(screen.queryByRole('button', { name: 'Licenses' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Projects' })).toBeTruthy();
  });

  it('offers the Licenses button and the customer’s Licenses tab with access.licenses', async () => {
    signIn({ rights: [Right.accessCustomers, Right.accessLicenses] });
    await renderApp('/customer/index');
    expect(await screen.findByRole('button', { name: 'Licenses' }, WAIT)).toBeTruthy();
  });

  it('shows the Licenses tab on a customer to a user with access.licenses', async () => {
    signIn({ rights: [Right.accessCustomers, Right.accessLicenses] });
    await renderApp('/customer/1');
    expect(await screen.findByRole('tab', { name: 'Licenses' }, WAIT)).toBeTruthy();
  });

  it('shows no Licenses tab on a customer to a user without access.licenses', async () => {
    signIn({ rights: [Right.accessCustomers] });
    await renderApp('/customer/1');
    await screen.findByDisplayValue('Beta Corp', undefined, WAIT);
    expect(screen.queryByRole('tab', { name: 'Licenses' })).toBeNull();
  });

  it('shows the refusal and no "No licenses yet." when the list is refused', async () => {
    signIn({ rights: [Right.accessLicenses] });
    await renderApp('/license/index');
    expect(await screen.findByText('You do not have the right to do this.', { exact: false }, WAIT)).toBeTruthy();
    expect(screen.queryByText('No licenses yet.')).toBeNull();
  });
});
