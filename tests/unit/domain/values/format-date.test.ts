import { describe, expect, it } from 'vitest';
import { formatDate, formatDateParts } from '../../../../src/domain/values/format-date';
import { endOfDay } from '../../../../src/domain/values/iso-date';
import { DE, EN, US } from './locales';

describe('formatDate', () => {
  it("shows a date in the locale's date pattern", () => {
    expect(formatDate('2023-12-31', 'date', DE)).toBe('31.12.2023');
    expect(formatDate('2023-12-31', 'date', US)).toBe('12/31/2023');
  });

  it("shows a date-time in the locale's date-time pattern, minutes as 'nn'", () => {
    expect(formatDate('2023-12-31T14:05:09', 'dateTime', EN)).toBe('2023-12-31T14:05:09');
    expect(formatDate('2023-12-31T14:05:09', 'dateTime', DE)).toBe('31.12.2023 14:05');
  });

  it('shows zoned text in local time', () => {
    const local = new Date('2023-06-01T12:00:00Z');
    const expected = formatDateParts({
      year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate(),
      hour: local.getHours(), minute: local.getMinutes(), second: local.getSeconds(), millisecond: 0,
    }, EN.dateTimeFormat);
    expect(formatDate('2023-06-01T12:00:00Z', 'dateTime', EN)).toBe(expected);
  });

  it('writes short tokens without padding and yy as two digits', () => {
    const parts = { year: 2024, month: 2, day: 3, hour: 4, minute: 5, second: 6, millisecond: 0 };
    expect(formatDateParts(parts, 'd.m.yy h:nn')).toBe('3.2.24 4:05');
  });

  it('returns text that is not ISO unchanged', () => {
    expect(formatDate('next week', 'date', EN)).toBe('next week');
  });
});

describe('endOfDay', () => {
  it('is 23:59:59.999 of the chosen day', () => {
    expect(endOfDay('2024-05-15')).toBe('2024-05-15T23:59:59.999');
  });
});
