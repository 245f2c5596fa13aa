import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE_SETTINGS } from '../../../../src/domain/locale-settings';
import { formatDay, formatDecimal, formatInstant } from '../../../../src/domain/values/format-locale';

const EUROPEAN = { ...DEFAULT_LOCALE_SETTINGS, decimalSeparator: ',', thousandSeparator: ' ', dateFormat: 'dd.mm.yyyy', dateTimeFormat: 'dd.mm.yyyy hh:nn', noOfDecimals: 3 };

describe('format-locale', () => {
  it('writes a moment in the date-time pattern, in local time, from epoch ms, a Date or zoned ISO text alike', () => {
    const local = new Date(2026, 10, 26, 9, 5, 7);
    expect(formatInstant(local.getTime(), DEFAULT_LOCALE_SETTINGS)).toBe('2026-11-26T09:05:07');
    expect(formatInstant(local, EUROPEAN)).toBe('26.11.2026 09:05');
    expect(formatInstant(local.toISOString(), EUROPEAN)).toBe('26.11.2026 09:05');
  });

  it('writes a day in the date pattern; a date without time stays that day', () => {
    expect(formatDay('2027-01-15', EUROPEAN)).toBe('15.01.2027');
    expect(formatDay(new Date(2027, 0, 15, 23, 59), DEFAULT_LOCALE_SETTINGS)).toBe('2027-01-15');
  });

  it('writes numbers with the separators and the locale\'s decimals unless told', () => {
    expect(formatDecimal(1234567.891, DEFAULT_LOCALE_SETTINGS)).toBe('1,234,567.89');
    expect(formatDecimal(1234567.891, EUROPEAN)).toBe('1 234 567,891');
    expect(formatDecimal(0.5, EUROPEAN, 1)).toBe('0,5');
  });

  it('leaves text that is no moment as it is, so nothing the server holds is hidden', () => {
    expect(formatInstant('soon', DEFAULT_LOCALE_SETTINGS)).toBe('soon');
    expect(formatInstant(Number.NaN, DEFAULT_LOCALE_SETTINGS)).toBe('NaN');
  });
});
