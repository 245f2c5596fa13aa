import { describe, expect, it } from 'vitest';
import { DATE_PRESETS } from '../../../../src/domain/dates/date-preset-ids';
import { DEFAULT_PERIOD, presetRange } from '../../../../src/domain/dates/date-presets';

/** Thursday 29 February 2024, 10:15 local time: a leap day, so month and year edges are exercised. */
const NOW = new Date(2024, 1, 29, 10, 15);

describe('date presets', () => {
  it('offers the eight presets of node-model §9 in order', () => {
    expect(DATE_PRESETS.map((p) => p.label)).toEqual(['Today', 'Yesterday', 'Last 7 days', 'Last 30 days', 'This month', 'Last month', 'This year', 'Past year']);
  });

  it('starts with the past year', () => {
    expect(DEFAULT_PERIOD).toBe('pastYear');
  });

  it('makes today the whole day, ending at 23:59:59.999', () => {
    expect(presetRange('today', NOW)).toEqual({ from: '2024-02-29T00:00:00', to: '2024-02-29T23:59:59.999' });
  });

  it('makes yesterday the day before, across a month start', () => {
    expect(presetRange('yesterday', new Date(2024, 2, 1, 0, 0))).toEqual({ from: '2024-02-29T00:00:00', to: '2024-02-29T23:59:59.999' });
  });

  it('counts the last 7 and 30 days including today', () => {
    expect(presetRange('last7Days', NOW)).toEqual({ from: '2024-02-23T00:00:00', to: '2024-02-29T23:59:59.999' });
    expect(presetRange('last30Days', NOW)).toEqual({ from: '2024-01-31T00:00:00', to: '2024-02-29T23:59:59.999' });
  });

  it('makes this month the whole calendar month, leap day included', () => {
    expect(presetRange('thisMonth', new Date(2024, 1, 3))).toEqual({ from: '2024-02-01T00:00:00', to: '2024-02-29T23:59:59.999' });
  });

  it('makes last month the whole previous month, across a year start', () => {
    expect(presetRange('lastMonth', new Date(2024, 0, 31))).toEqual({ from: '2023-12-01T00:00:00', to: '2023-12-31T23:59:59.999' });
    expect(presetRange('lastMonth', new Date(2024, 2, 31))).toEqual({ from: '2024-02-01T00:00:00', to: '2024-02-29T23:59:59.999' });
  });

  it('makes this year the whole calendar year', () => {
    expect(presetRange('thisYear', NOW)).toEqual({ from: '2024-01-01T00:00:00', to: '2024-12-31T23:59:59.999' });
  });

  it('makes the past year the 365 days ending today', () => {
    expect(presetRange('pastYear', NOW)).toEqual({ from: '2023-03-02T00:00:00', to: '2024-02-29T23:59:59.999' });
    expect(presetRange('pastYear', new Date(2023, 11, 31))).toEqual({ from: '2023-01-01T00:00:00', to: '2023-12-31T23:59:59.999' });
  });
});
