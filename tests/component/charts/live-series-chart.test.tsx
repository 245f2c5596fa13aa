// A live chart draws the mirrored samples of its values: seeded and extended by hread, and offline it
// keeps the mirrored ones and says how old they are.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../../src/data/api-client';
import { seriesKey } from '../../../src/data/charts/live-series-repository';
import { db } from '../../../src/data/db';
import type { BatchRequestItem } from '../../../src/domain/nodes/node-protocol';
import { LiveSeriesChart } from '../../../src/features/charts/LiveSeriesChart';
import { jsonResponse } from '../../unit/support/scripted-fetch';
import { renderWithFluent } from '../nodes/tree-fixtures';
import { offlineText } from '../../../src/ui/OfflineNotice';

const VALUE = { host: 'LAB-CTRL-1', gId: '0.Pump', propId: 'Pressure', label: 'Pressure (bar)' };
const T0 = Date.parse('2026-11-26T10:00:00.000Z');

afterEach(async () => {
  resetApiClient();
  await db.liveSeries.clear();
});

function points(): number {
  return Number(screen.getByRole('img', { name: 'Chart of Pressure' }).getAttribute('data-points'));
}

describe('live series chart', () => {
  it('draws the samples hread answers, one more each second', async () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    let newest = 3;
    setFetchImplementation(async (_input, init) => {
      const items = JSON.parse(String(init?.body)) as BatchRequestItem[];
      const count = Math.min(items[0]?.range?.count ?? 600, newest);
      const samples = Array.from({ length: count }, (_, i) => ({ t: new Date(T0 + (newest - count + i + 1) * 1000).toISOString(), value: i }));
      newest += 1;
      return jsonResponse(200, { responses: [{ result: 0, gId: '0.Pump', values: [], returnValue: [{ id: 'Pressure', samples }] }], descriptors: [] });
    });
    renderWithFluent(<LiveSeriesChart host={VALUE.host} values={[VALUE]} label="Chart of Pressure" formatNumber={(v, d) => v.toFixed(d)} />);
    await waitFor(() => expect(points()).toBeGreaterThanOrEqual(3));
    const seeded = points();
    await waitFor(() => expect(points()).toBeGreaterThan(seeded), { timeout: 15_000 });
  });

  it("reads all charts of one host in one batch each second, after each chart's own seed", async () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    const FLOW = { host: VALUE.host, gId: '0.Pump', propId: 'Flow', label: 'Flow (ml/min)' };
    const batches: string[][] = [];
    setFetchImplementation(async (_input, init) => {
      const items = JSON.parse(String(init?.body)) as BatchRequestItem[];
      batches.push(items.map((item) => item.propIds?.[0] ?? ''));
      const samples = [{ t: new Date(T0 + batches.length * 1000).toISOString(), value: batches.length }];
      return jsonResponse(200, { responses: items.map((item) => ({ result: 0, gId: item.gId, values: [], returnValue: [{ id: item.propIds?.[0], samples }] })), descriptors: [] });
    });
    renderWithFluent(
      <>
        <LiveSeriesChart host={VALUE.host} values={[VALUE]} label="Chart of Pressure" />
        <LiveSeriesChart host={FLOW.host} values={[FLOW]} label="Chart of Flow" />
      </>,
    );
    await waitFor(() => expect(batches.filter((b) => b.length === 2).length).toBeGreaterThanOrEqual(2), { timeout: 15_000 });
    expect(batches.filter((b) => b.length === 1).sort()).toEqual([['Flow'], ['Pressure']]);
    expect(batches.filter((b) => b.length === 2).every((b) => [...b].sort().join() === 'Flow,Pressure')).toBe(true);
  });

  it('keeps drawing the mirrored samples offline and says how old they are', async () => {
    const fetchedAt = Date.parse('2026-11-26T10:05:00Z');
    await db.liveSeries.put({ key: seriesKey(VALUE), t: [T0, T0 + 1000, T0 + 2000], v: [4.9, 5, 5.1], fetchedAt });
    setFetchImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderWithFluent(<LiveSeriesChart host={VALUE.host} values={[VALUE]} label="Chart of Pressure" />);
    expect(await screen.findByText(offlineText(fetchedAt))).toBeTruthy();
    expect(points()).toBe(3);
  });
});
