// Offline, the record's write buttons say that the change will be sent when the connection is back
// (they queue in the outbox) instead of failing; online they keep their usual descriptions.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetApiClient } from '../../../src/data/api-client';
import { db } from '../../../src/data/db';
import { Right } from '../../../src/domain/rights';
import { SEND_LATER_HINT } from '../../../src/features/outbox/outbox-texts';
import { resetUi, signIn, signOut } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { fakeServer } from './fake-server';
import { customerAnswer } from '../../support/record-answer';

beforeEach(async () => {
  resetUi();
  signOut();
  await db.records.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
  resetApiClient();
});

function goOffline(): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

describe('record write buttons offline', () => {
  it('say on Close record, Delete, Save and Discard that the change will be sent when the connection is back', async () => {
    fakeServer([{ url: /^\/api\/db\/customer\/5$/, answer: () => ({ body: customerAnswer(5, 'Acme') }) }]);
    signIn({ rights: [Right.accessCustomers] });
    await renderApp('/customer/5');
    const close = await screen.findByRole('button', { name: 'Close record' }, { timeout: 15_000 });
    expect(close.getAttribute('title')).toBeNull();
    goOffline();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close record' }).getAttribute('title')).toBe(SEND_LATER_HINT), { timeout: 15_000 });
    expect(screen.getByRole('button', { name: 'Delete' }).getAttribute('title')).toBe(SEND_LATER_HINT);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect((await screen.findByRole('button', { name: 'Save' }, { timeout: 15_000 })).getAttribute('title')).toBe(SEND_LATER_HINT);
    expect(screen.getByRole('button', { name: 'Discard' }).getAttribute('title')).toBe(SEND_LATER_HINT);
  });
});
