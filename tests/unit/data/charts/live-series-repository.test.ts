import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, resetApiClient, setFetchImplementation } from '../../../../src/data/api-client';
import { readSeriesRows, seriesKey, syncSeries } from '../../../../src/data/charts/live-series-repository';
import { BatchAction } from '../../../../src/domain/nodes/node-protocol';
import type { BatchRequestItem, BatchResponseItem } from '../../../../src/domain/nodes/node-protocol';
import { deleteFreshDatabases, freshDatabase } from '../../support/fresh-database';
import { jsonResponse, scriptedFetch } from '../../support/scripted-fetch';

const HOST = 'LAB-CTRL-1';
const PRESSURE = { host: HOST, gId: '0.Pump', propId: 'Pressure' };
const PH = { host: HOST, gId: '0.PhMeter', propId: 'pH' };
const T0 = Date.parse('2026-11-26T10:00:00.000Z');
const iso = (s: number) => new Date(T0 + s * 1000).toISOString();

/** A controller whose history holds samples at the given seconds for the Pump; the pH meter is refused. */
function serveHistory(seconds: number[]) {
  const requests: BatchRequestItem[][] = [];
  const scripted = scriptedFetch((call) => {
    const items = JSON.parse(String(call.body)) as BatchRequestItem[];
    requests.push(items);
    const responses: BatchResponseItem[] = items.map((item) => {
      if (item.gId !== '0.Pump') return { result: 3, resultText: "Property 'pH' has no history." };
      const count = item.range?.count ?? 60;
      const samples = seconds.slice(-count).map((s) => ({ t: iso(s), value: 5 + s / 100 }));
      return { result: 0, gId: item.gId, values: [{ id: 'Pressure', value: samples.map((x) => x.value) }], returnValue: [{ id: 'Pressure', samples }] };
    });
    return jsonResponse(200, { responses, descriptors: [] });
  });
  setFetchImplementation(scripted.fetch);
  return { requests, calls: scripted.calls };
}

afterEach(async () => {
  resetApiClient();
  await deleteFreshDatabases();
});

describe('live series repository', () => {
  it('seeds a series with the whole window, then asks only for the samples since the newest held', async () => {
    const database = freshDatabase();
    const server = serveHistory([1, 2, 3]);
    await syncSeries(HOST, [PRESSURE], { now: T0 + 3000 }, database);
    expect(server.calls[0]?.url).toContain(`controller=${HOST}`);
    expect(server.requests[0]).toEqual([{ action: BatchAction.hread, gId: '0.Pump', propIds: ['Pressure'], range: { from: 0, count: 600 } }]);
    const [row] = await readSeriesRows([PRESSURE], database);
    expect(row?.t).toEqual([T0 + 1000, T0 + 2000, T0 + 3000]);
    expect(row?.v).toEqual([5.01, 5.02, 5.03]);

    const later = serveHistory([1, 2, 3, 4, 5]);
    await syncSeries(HOST, [PRESSURE], { now: T0 + 5000 }, database);
    expect(later.requests[0]?.[0]?.range).toEqual({ from: 0, count: 7 });
    const [grown] = await readSeriesRows([PRESSURE], database);
    expect(grown?.t).toEqual([1, 2, 3, 4, 5].map((s) => T0 + s * 1000));
  });

  it('keeps a refused value out and leaves the node mirror alone', async () => {
    const database = freshDatabase();
    serveHistory([1]);
    await syncSeries(HOST, [PRESSURE, PH], { now: T0 + 1000 }, database);
    const [pressure, ph] = await readSeriesRows([PRESSURE, PH], database);
    expect(pressure?.key).toBe(seriesKey(PRESSURE));
    expect(ph).toBeUndefined();
    expect(await database.properties.count()).toBe(0);
    expect(await database.nodes.count()).toBe(0);
  });

  it('rejects without a network and keeps the mirrored samples', async () => {
    const database = freshDatabase();
    serveHistory([1, 2]);
    await syncSeries(HOST, [PRESSURE], { now: T0 + 2000 }, database);
    setFetchImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const failure = await syncSeries(HOST, [PRESSURE], { now: T0 + 3000 }, database).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).network).toBe(true);
    const [row] = await readSeriesRows([PRESSURE], database);
    expect(row?.v).toEqual([5.01, 5.02]);
  });
});
