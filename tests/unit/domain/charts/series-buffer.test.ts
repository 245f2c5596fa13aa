import { describe, expect, it } from 'vitest';
import { CHART_WINDOW_MS, EMPTY_SERIES, MAX_SERIES_SAMPLES, alignSeries, axisDecimals, isChartableProperty, mergeSamples, samplesOfHistory, samplesToRequest } from '../../../../src/domain/charts/series-buffer';
import { valueLabel } from '../../../../src/domain/charts/value-label';
import { PropertyFlag } from '../../../../src/domain/nodes/node-protocol';
import { AccessFlag } from '../../../../src/domain/rights';

const T0 = Date.parse('2026-11-26T10:00:00Z');
const at = (s: number) => T0 + s * 1000;

describe('series buffer', () => {
  it('appends samples in order and keeps them sorted when they come out of order', () => {
    let s = mergeSamples(EMPTY_SERIES, [{ t: at(1), v: 1 }, { t: at(2), v: 2 }]);
    s = mergeSamples(s, [{ t: at(4), v: 4 }, { t: at(3), v: 3 }]);
    expect(s.t).toEqual([at(1), at(2), at(3), at(4)]);
    expect(s.v).toEqual([1, 2, 3, 4]);
  });

  it('replaces a sample at a time already held, so an overlapping read adds nothing twice', () => {
    const s = mergeSamples(EMPTY_SERIES, [{ t: at(1), v: 1 }, { t: at(2), v: 2 }]);
    const again = mergeSamples(s, [{ t: at(1), v: 1 }, { t: at(2), v: 2 }]);
    expect(again).toBe(s);
    const changed = mergeSamples(s, [{ t: at(2), v: 5 }]);
    expect(changed.t).toHaveLength(2);
    expect(changed.v).toEqual([1, 5]);
    expect(s.v).toEqual([1, 2]);
  });

  it('keeps only the window before the newest sample, and at most MAX_SERIES_SAMPLES', () => {
    const s = mergeSamples(EMPTY_SERIES, [{ t: at(0), v: 0 }, { t: at(300), v: 1 }, { t: at(601), v: 2 }]);
    expect(s.v).toEqual([1, 2]);
    expect(CHART_WINDOW_MS).toBe(600_000);
    const many = Array.from({ length: MAX_SERIES_SAMPLES + 10 }, (_, i) => ({ t: T0 + i * 100, v: i }));
    const capped = mergeSamples(EMPTY_SERIES, many);
    expect(capped.t).toHaveLength(MAX_SERIES_SAMPLES);
    expect(capped.v[0]).toBe(10);
  });

  it('aligns series of the same ticks column by column, x in seconds, from a start time', () => {
    const a = mergeSamples(EMPTY_SERIES, [{ t: at(1), v: 1 }, { t: at(2), v: 2 }, { t: at(3), v: 3 }]);
    const b = mergeSamples(EMPTY_SERIES, [{ t: at(1), v: 10 }, { t: at(2), v: 20 }, { t: at(3), v: 30 }]);
    expect(alignSeries([a, b], at(2))).toEqual([[at(2) / 1000, at(3) / 1000], [2, 3], [20, 30]]);
  });

  it('aligns series of different times on their union with gaps as null', () => {
    const a = mergeSamples(EMPTY_SERIES, [{ t: at(1), v: 1 }, { t: at(3), v: 3 }]);
    const b = mergeSamples(EMPTY_SERIES, [{ t: at(2), v: 20 }, { t: at(3), v: 30 }]);
    expect(alignSeries([a, b])).toEqual([[at(1) / 1000, at(2) / 1000, at(3) / 1000], [1, null, 3], [null, 20, 30]]);
  });

  it('reads the samples of an hread answer, numbers only', () => {
    const answer = [
      { id: 'Pressure', samples: [{ t: '2026-11-26T10:00:01.000Z', value: 12.5 }, { t: 'bad', value: 1 }, { t: '2026-11-26T10:00:02.000Z', value: 'x' }] },
      { id: 'Other', samples: [] },
    ];
    expect(samplesOfHistory(answer, 'Pressure')).toEqual([{ t: at(1), v: 12.5 }, { t: at(2), v: null }]);
    expect(samplesOfHistory(null, 'Pressure')).toEqual([]);
  });

  it('asks for the whole window first, then only the samples since the newest held, bounded by 600', () => {
    expect(samplesToRequest(undefined, at(10))).toBe(600);
    expect(samplesToRequest(at(9), at(10))).toBe(6);
    expect(samplesToRequest(at(0), at(3600))).toBe(600);
  });

  it('picks decimals for axis ticks from their spacing', () => {
    expect(axisDecimals(0.005)).toBe(3);
    expect(axisDecimals(0.1)).toBe(1);
    expect(axisDecimals(2)).toBe(0);
    expect(axisDecimals(50)).toBe(0);
  });

  it('charts read-only, audit-exempt numbers only, named with their stored unit', () => {
    const live = { type: { kind: 'decimal' as const }, ac: AccessFlag.browse | AccessFlag.read, flags: PropertyFlag.ignoreAudit };
    expect(isChartableProperty(live)).toBe(true);
    expect(isChartableProperty({ ...live, ac: live.ac | AccessFlag.write })).toBe(false);
    expect(isChartableProperty({ ...live, flags: 0 })).toBe(false);
    expect(isChartableProperty({ ...live, type: { kind: 'text' } })).toBe(false);
    expect(valueLabel({ name: 'Pressure', phyQ: { quantity: 'pressure', unit: 'bar', displayUnit: 'psi' } })).toBe('Pressure (bar)');
    expect(valueLabel({ name: 'pH', phyQ: { quantity: 'pH', unit: 'pH' } })).toBe('pH');
  });
});
