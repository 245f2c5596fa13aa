import { afterEach, describe, expect, it } from 'vitest';
import { IN_THREAD_MAX_VALUES, convertValues, setUnitsWorkerFactory } from '../../../../src/data/units/units-worker-client';
import { unitsWorkerApi } from '../../../../src/data/units/units-worker-api';
import type { UnitsWorkerApi } from '../../../../src/data/units/units-worker-api';
import { convertUnit } from '../../../../src/domain/units/convert-unit';
import { brokenWorker, channelWorker } from '../../support/channel-worker';

/** The real worker api behind a MessageChannel, counting the columns it is sent. */
function countingWorker(sizes: number[]): Worker {
  const api: UnitsWorkerApi = {
    convertColumn: (values, from, to) => {
      sizes.push(values.length);
      return unitsWorkerApi.convertColumn(values, from, to);
    },
  };
  return channelWorker(api);
}

const large = Array.from({ length: IN_THREAD_MAX_VALUES + 1 }, (_, i) => (i % 10 === 0 ? null : i / 10));

afterEach(() => setUnitsWorkerFactory(null));

describe('units worker client', () => {
  it('converts a large column in the worker, nulls kept', async () => {
    const sizes: number[] = [];
    setUnitsWorkerFactory(() => countingWorker(sizes));
    const converted = await convertValues(large, 'bar', 'psi');
    expect(sizes).toEqual([large.length]);
    expect(converted).toEqual(large.map((v) => (v === null ? null : convertUnit(v, 'bar', 'psi'))));
  });

  it('converts a short column on the page without a round trip', async () => {
    const sizes: number[] = [];
    setUnitsWorkerFactory(() => countingWorker(sizes));
    expect(await convertValues([298.15, null], 'K', '°C')).toEqual([25, null]);
    expect(sizes).toEqual([]);
  });

  it('converts in the calling thread when there is no Worker or it fails to start', async () => {
    setUnitsWorkerFactory(null);
    expect((await convertValues(large, 'ml/min', 'µl/min'))[1]).toBeCloseTo(100, 9);
    setUnitsWorkerFactory(brokenWorker);
    expect((await convertValues(large, 'ml/min', 'µl/min'))[2]).toBeCloseTo(200, 9);
  });

  it('refuses a bad unit before sending anything', async () => {
    const sizes: number[] = [];
    setUnitsWorkerFactory(() => countingWorker(sizes));
    await expect(convertValues(large, 'bar', 'psix')).rejects.toThrow('Unsupported unit psix');
    await expect(convertValues(large, 'bar', 'kg')).rejects.toThrow('Cannot convert incompatible measures of mass and pressure');
    expect(sizes).toEqual([]);
  });
});
