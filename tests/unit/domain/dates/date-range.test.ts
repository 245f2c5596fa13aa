import { describe, expect, it } from 'vitest';
import { dayRange, orderDateRange, rangeText } from '../../../../src/domain/dates/date-range';
import { DEFAULT_RANGE_CHOICE, resolveRangeChoice } from '../../../../src/domain/dates/range-choice';

const NOW = new Date(2024, 4, 15, 9, 30);

describe('date ranges', () => {
  it('ends a range at 23:59:59.999 of the chosen day', () => {
    expect(dayRange({ year: 2024, month: 5, day: 1 }, { year: 2024, month: 5, day: 31 })).toEqual({ from: '2024-05-01T00:00:00', to: '2024-05-31T23:59:59.999' });
  });

  it('clears to when from is later than to', () => {
    expect(orderDateRange({ from: '2024-05-02T00:00:00', to: '2024-05-01T23:59:59.999' })).toEqual({ from: '2024-05-02T00:00:00', to: null });
  });

  it('keeps a one-day range and open ends', () => {
    expect(orderDateRange({ from: '2024-05-01T00:00:00', to: '2024-05-01T23:59:59.999' })).toEqual({ from: '2024-05-01T00:00:00', to: '2024-05-01T23:59:59.999' });
    expect(orderDateRange({ from: null, to: '2024-05-01T23:59:59.999' })).toEqual({ from: null, to: '2024-05-01T23:59:59.999' });
  });

  it("shows the range in the locale's format, or 'Invalid input' when an end is not a date", () => {
    const format = (iso: string) => iso.split('-').reverse().join('.');
    expect(rangeText({ from: '2024-05-01T00:00:00', to: '2024-05-31T23:59:59.999' }, format)).toBe('01.05.2024 – 31.05.2024');
    expect(rangeText({ from: '2024-02-30T00:00:00', to: null }, format)).toBe('Invalid input');
  });

  it('resolves the default choice to the past year on the clock of the moment', () => {
    expect(resolveRangeChoice(DEFAULT_RANGE_CHOICE, NOW)).toEqual({ from: '2023-05-17T00:00:00', to: '2024-05-15T23:59:59.999' });
  });

  it('resolves explicit ends with the from-after-to rule', () => {
    expect(resolveRangeChoice({ from: '2024-06-01T00:00:00', to: '2024-05-01T23:59:59.999' }, NOW)).toEqual({ from: '2024-06-01T00:00:00', to: null });
  });
});
