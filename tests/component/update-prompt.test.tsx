// The update prompt's Reload waits while the page is sending outbox entries (issue 9: "the update prompt
// waits while entries are sending"), so the reload never cuts a send off, nor a write still being stored.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../src/data/api-client';
import { db } from '../../src/data/db';
import { queuePropertyUpdate } from '../../src/data/outbox/node-writes';
import { whileStoring } from '../../src/data/outbox/storing-writes';
import { BatchResult } from '../../src/domain/nodes/node-protocol';
import { UPDATE_WAITS_TEXT, UpdatePrompt } from '../../src/features/shell/UpdatePrompt';
import { setUpdateReady } from '../../src/state/ui';
import { renderWithFluent } from './nodes/tree-fixtures';
import { resetUi, signIn, signOut } from './support/app-state';
import { jsonResponse } from '../unit/support/scripted-fetch';

beforeEach(() => {
  resetUi();
  resetApiClient();
});

afterEach(async () => {
  resetApiClient();
  signOut();
  await Promise.all([db.nodes.clear(), db.properties.clear()]);
});

describe('the update prompt', () => {
  it('reloads only once the send under way has its answer', async () => {
    let answer: (response: Response) => void = () => {};
    const sent = vi.fn();
    setFetchImplementation(
      () =>
        new Promise<Response>((resolve) => {
          sent();
          answer = resolve;
        }),
    );
    signIn({ userId: '7' });
    const applyUpdate = vi.fn();
    renderWithFluent(<UpdatePrompt />);
    act(() => setUpdateReady(applyUpdate));
    await queuePropertyUpdate({ userId: '7' }, '', '0.Pump', [{ id: 'FlowRate', value: 1.2 }], 'calibrated');
    await waitFor(() => expect(sent).toHaveBeenCalled());

    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('button', { name: UPDATE_WAITS_TEXT })).toBeTruthy();
    expect(applyUpdate).not.toHaveBeenCalled();

    answer(jsonResponse(200, { responses: [{ result: BatchResult.ok, gId: '0.Pump' }], descriptors: [] }));
    await waitFor(() => expect(applyUpdate).toHaveBeenCalledOnce());
    expect((await db.outbox.toArray()).map((e) => e.state)).toEqual(['done']);
  });

  it('reloads only once a write being stored is in the outbox', async () => {
    let store: () => void = () => {};
    const stored = whileStoring(() => new Promise<void>((resolve) => (store = resolve)));
    const applyUpdate = vi.fn();
    try {
      renderWithFluent(<UpdatePrompt />);
      act(() => setUpdateReady(applyUpdate));

      fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
      expect(await screen.findByRole('button', { name: UPDATE_WAITS_TEXT })).toBeTruthy();
      expect(applyUpdate).not.toHaveBeenCalled();
    } finally {
      // Stored in any case: a count left up would hold the next test's Reload.
      store();
      await stored;
    }
    await waitFor(() => expect(applyUpdate).toHaveBeenCalledOnce());
  });

  it('reloads at once when nothing is being sent', async () => {
    const applyUpdate = vi.fn();
    renderWithFluent(<UpdatePrompt />);
    act(() => setUpdateReady(applyUpdate));
    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(applyUpdate).toHaveBeenCalledOnce());
  });
});
