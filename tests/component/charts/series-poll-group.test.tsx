// The charts' grouped one-second reads go out only while the page is visible.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient, setFetchImplementation } from '../../../src/data/api-client';
import { db } from '../../../src/data/db';
import { joinSeriesGroup } from '../../../src/features/charts/series-poll-group';
import { jsonResponse } from '../../unit/support/scripted-fetch';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('series poll group', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });

  afterEach(async () => {
    vi.useRealTimers();
    setVisibility('visible');
    resetApiClient();
    await db.liveSeries.clear();
  });

  it('does not read while the page is hidden, and reads once it shows again', async () => {
    setVisibility('hidden');
    const reads = vi.fn(async () => jsonResponse(200, { responses: [{ result: 0, gId: '0.Pump', values: [], returnValue: [{ id: 'Pressure', samples: [] }] }], descriptors: [] }));
    setFetchImplementation(reads);
    // A tick that reads takes the member's refs at once, before any await: counting them shows each read started.
    let started = 0;
    const member = {
      get refs() {
        started += 1;
        return [{ host: 'LAB-CTRL-1', gId: '0.Pump', propId: 'Pressure' }];
      },
      onRead: () => {},
    };
    const leave = joinSeriesGroup('LAB-CTRL-1', member);
    try {
      await vi.advanceTimersByTimeAsync(3000);
      expect(started).toBe(0);
      setVisibility('visible');
      await vi.advanceTimersByTimeAsync(1000);
      expect(started).toBe(1);
      await vi.waitFor(() => expect(reads).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    } finally {
      leave();
    }
  });
});
