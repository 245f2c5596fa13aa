// Entries that got no answer are sent as soon as a probe finds the server again, without waiting for
// an online event the browser may never fire (a page loaded offline) or for the end of the backoff.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../src/data/api-client';
import { db } from '../../src/data/db';
import { queuePropertyUpdate } from '../../src/data/outbox/node-writes';
import { BatchResult } from '../../src/domain/nodes/node-protocol';
import { HEALTH_PATH, probeReachability } from '../../src/features/outbox/reachability-probe';
import { signIn, signOut } from './support/app-state';
import { jsonResponse } from '../unit/support/scripted-fetch';

beforeEach(() => {
  resetApiClient();
});

afterEach(async () => {
  resetApiClient();
  signOut();
  await Promise.all([db.nodes.clear(), db.properties.clear()]);
});

describe('the reachability probe', () => {
  it('asks nothing while no entry waits unanswered', async () => {
    const asked: string[] = [];
    setFetchImplementation(async (input) => {
      asked.push(String(input));
      return jsonResponse(200, {});
    });
    signIn({ userId: '7' });
    expect(await probeReachability()).toBe(false);
    expect(asked).toEqual([]);
  });

  it('sends the waiting entries at once when the server answers its health route again', async () => {
    const network = { up: false, calls: [] as string[] };
    setFetchImplementation(async (input) => {
      const path = new URL(String(input), 'http://console.test').pathname;
      if (!network.up) throw new TypeError('Failed to fetch');
      network.calls.push(path);
      if (path === HEALTH_PATH) return jsonResponse(200, { status: 'ok' });
      return jsonResponse(200, { responses: [{ result: BatchResult.ok, gId: '0.Pump' }], descriptors: [] });
    });
    signIn({ userId: '7' });
    await queuePropertyUpdate({ userId: '7' }, '', '0.Pump', [{ id: 'FlowRate', value: 1.2 }], 'calibrated');
    // The first send got no answer: the entry now waits out a backoff of a second or more.
    await waitFor(async () => expect((await db.outbox.toArray())[0]?.attempts).toBe(1));
    expect(await probeReachability()).toBe(false);

    network.up = true;
    expect(await probeReachability()).toBe(true);
    await waitFor(async () => expect((await db.outbox.toArray()).map((e) => e.state)).toEqual(['done']));
    expect(network.calls).toEqual([HEALTH_PATH, '/api/node/batch']);
  });
});
