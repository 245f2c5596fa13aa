import { describe, expect, it } from 'vitest';
import { presetRange } from '../../../../src/domain/dates/date-presets';
import { shiftRange, wholeMonths } from '../../../../src/domain/dates/range-shift';

describe('previous / next of a range', () => {
  it('moves a whole month by a month, to the right month end', () => {
    const january = { from: '2024-01-01T00:00:00', to: '2024-01-31T23:59:59.999' };
    expect(shiftRange(january, 1)).toEqual({ from: '2024-02-01T00:00:00', to: '2024-02-29T23:59:59.999' });
    expect(shiftRange(january, -1)).toEqual({ from: '2023-12-01T00:00:00', to: '2023-12-31T23:59:59.999' });
  });

  it('moves a whole year by a year', () => {
    expect(shiftRange(presetRange('thisYear', new Date(2024, 5, 1)), -1)).toEqual({ from: '2023-01-01T00:00:00', to: '2023-12-31T23:59:59.999' });
  });

  it('moves a range of whole months by its number of months', () => {
    expect(wholeMonths({ year: 2024, month: 1, day: 1 }, { year: 2024, month: 3, day: 31 })).toBe(3);
    expect(shiftRange({ from: '2024-01-01T00:00:00', to: '2024-03-31T23:59:59.999' }, 1)).toEqual({ from: '2024-04-01T00:00:00', to: '2024-06-30T23:59:59.999' });
  });

  it('moves any other range by its length in days', () => {
    const week = { from: '2024-02-23T00:00:00', to: '2024-02-29T23:59:59.999' };
    expect(shiftRange(week, 1)).toEqual({ from: '2024-03-01T00:00:00', to: '2024-03-07T23:59:59.999' });
    expect(shiftRange(week, -1)).toEqual({ from: '2024-02-16T00:00:00', to: '2024-02-22T23:59:59.999' });
  });

  it('moves one day by one day', () => {
    expect(shiftRange({ from: '2024-12-31T00:00:00', to: '2024-12-31T23:59:59.999' }, 1)).toEqual({ from: '2025-01-01T00:00:00', to: '2025-01-01T23:59:59.999' });
  });

  it('moves the past year by 365 days, not by a year', () => {
    expect(shiftRange(presetRange('pastYear', new Date(2024, 1, 29)), -1)).toEqual({ from: '2022-03-02T00:00:00', to: '2023-03-01T23:59:59.999' });
  });

  it('leaves an open range where it is', () => {
    const open = { from: '2024-01-01T00:00:00', to: null };
    expect(shiftRange(open, 1)).toBe(open);
  });
});
