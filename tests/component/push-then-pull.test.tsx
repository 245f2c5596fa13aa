// On reconnect the page pushes before it pulls (DESIGN.md "Pull"): the outbox's waiting edits reach the
// server before the change feed is read, so the pull already holds the server's answer to them.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../src/data/api-client';
import { databaseNameFor, db, switchDatabase } from '../../src/data/db';
import { queuePropertyUpdate } from '../../src/data/outbox/node-writes';
import { retryOutboxNow } from '../../src/data/outbox/outbox-runtime';
import { BatchResult } from '../../src/domain/nodes/node-protocol';
import { startChangePullSync } from '../../src/features/sync/change-pull-sync';
import { signIn, signOut } from './support/app-state';
import { jsonResponse } from '../unit/support/scripted-fetch';

let stopSync: (() => void) | undefined;

beforeEach(() => {
  resetApiClient();
});

afterEach(async () => {
  stopSync?.();
  resetApiClient();
  signOut();
  await Promise.all([db.nodes.clear(), db.properties.clear(), db.meta.clear()]);
});

describe('reconnect', () => {
  it('sends the waiting edit before it asks for the changes of others', async () => {
    const network = { connected: false, calls: [] as string[] };
    setFetchImplementation(async (input, init) => {
      if (!network.connected) throw new TypeError('Failed to fetch');
      const path = new URL(String(input), 'http://console.test').pathname;
      network.calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path === '/api/node/batch') return jsonResponse(200, { responses: [{ result: BatchResult.ok, gId: '0.Pump' }], descriptors: [] });
      return jsonResponse(200, { changes: [], cursor: 'c1', more: false });
    });
    signIn({ userId: '7' });
    await queuePropertyUpdate({ userId: '7' }, '', '0.Pump', [{ id: 'FlowRate', value: 1.2 }], 'calibrated');
    stopSync = startChangePullSync();

    network.connected = true;
    window.dispatchEvent(new Event('online'));

    await waitFor(() => expect(network.calls).toContain('GET /api/sync/changes'));
    const pushed = network.calls.indexOf('POST /api/node/batch');
    expect(pushed).toBeGreaterThanOrEqual(0);
    expect(pushed).toBeLessThan(network.calls.indexOf('GET /api/sync/changes'));
    await waitFor(async () => expect((await db.outbox.toArray()).map((e) => e.state)).toEqual(['done']));
  });
});

describe('a user change', () => {
  it('sends from the database of the user signed in now, not the one open when the sender started', async () => {
    const first = db.name;
    const sent: string[] = [];
    setFetchImplementation(async (input) => {
      sent.push(new URL(String(input), 'http://console.test').pathname);
      return jsonResponse(200, { responses: [{ result: BatchResult.ok, gId: '0.Pump' }], descriptors: [] });
    });
    signIn({ userId: '8' });
    switchDatabase(databaseNameFor('8'));
    try {
      await queuePropertyUpdate({ userId: '8' }, '', '0.Pump', [{ id: 'FlowRate', value: 1.3 }], 'calibrated');
      await retryOutboxNow();
      await waitFor(async () => expect((await db.outbox.toArray()).map((e) => e.state)).toEqual(['done']));
      expect(sent).toContain('/api/node/batch');
    } finally {
      await db.delete();
      switchDatabase(first);
    }
  });
});
