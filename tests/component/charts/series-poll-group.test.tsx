// The charts' grouped one-second reads go out only while the page is visible, and tell only the charts
// still in the group how they went.
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

  it('tells a chart that left while a read was under way nothing of that read', async () => {
    setVisibility('visible');
    let answer: (response: Response) => void = () => undefined;
    setFetchImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const refs = [{ host: 'LAB-CTRL-1', gId: '0.Pump', propId: 'Pressure' }];
    const left = { refs, onRead: vi.fn() };
    const stays = { refs, onRead: vi.fn() };
    const leave = joinSeriesGroup('LAB-CTRL-1', left);
    const leaveToo = joinSeriesGroup('LAB-CTRL-1', stays);
    try {
      await vi.advanceTimersByTimeAsync(1000);
      leave();
      answer(jsonResponse(200, { responses: [{ result: 0, gId: '0.Pump', values: [], returnValue: [{ id: 'Pressure', samples: [] }] }], descriptors: [] }));
      // Both would hear in the same loop: once the one that stayed has, the one that left never will.
      await vi.waitFor(() => expect(stays.onRead).toHaveBeenCalledWith(null), { timeout: 15_000 });
      expect(left.onRead).not.toHaveBeenCalled();
    } finally {
      leaveToo();
    }
  });
});
