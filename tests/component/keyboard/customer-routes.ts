// The fake server of the keyboard tests: customers 5 (Acme) and 6 (Beta) listed in that order, and
// customer 5 saved as revision 2.
import { screen } from '@testing-library/react';
import { Right } from '../../../src/domain/rights';
import { signIn } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { customerAnswer } from '../../support/record-answer';
import { fakeServer, page } from '../records/fake-server';
import type { Call, FakeRoute } from '../records/fake-server';

export function customerRoutes(): Call[] {
  return fakeServer(customerRouteList());
}

/** The routes of customerRoutes, for a test that holds or changes one of them. */
export function customerRouteList(): FakeRoute[] {
  return [
    { url: /^\/api\/db\/customer\?/, answer: () => ({ body: page([customerAnswer(5, 'Acme'), customerAnswer(6, 'Beta')]) }) },
    { url: /^\/api\/db\/customer\/5$/, answer: () => ({ body: customerAnswer(5, 'Acme') }) },
    { url: /^\/api\/db\/customer\/6$/, answer: () => ({ body: customerAnswer(6, 'Beta') }) },
    { url: /^\/api\/db\/(project|experiment)\?/, answer: () => ({ body: page([]) }) },
    { method: 'PUT', url: /^\/api\/db\/customer\/5$/, answer: () => ({ body: customerAnswer(5, 'Acme', { recRev: 2, recPublished: false, description: 'Edited' }) }) },
    { method: 'POST', url: /^\/api\/db\/customer\/5\/publish$/, answer: () => ({ body: customerAnswer(5, 'Acme', { recRev: 2, description: 'Edited' }) }) },
  ];
}

/** Signed in with the customers right on customer 5, once its Edit button shows. */
export async function openCustomerFive(): Promise<{ calls: Call[]; edit: HTMLElement }> {
  const calls = customerRoutes();
  signIn({ rights: [Right.accessCustomers] });
  await renderApp('/customer/5');
  return { calls, edit: await screen.findByRole('button', { name: 'Edit' }, { timeout: 15_000 }) };
}
