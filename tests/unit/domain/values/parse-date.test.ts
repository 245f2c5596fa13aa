import { describe, expect, it } from 'vitest';
import { birthDateMax, expandYear, parseDate } from '../../../../src/domain/values/parse-date';
import { DE, EN, TODAY, US } from './locales';

describe('parseDate', () => {
  it('reads a full date in the order yyyy-mm-dd', () => {
    expect(parseDate('2023-12-31', EN, TODAY)).toEqual({ ok: true, value: '2023-12-31' });
  });

  it('reads a full date in the order dd.mm.yyyy', () => {
    expect(parseDate('31.12.2023', DE, TODAY)).toEqual({ ok: true, value: '2023-12-31' });
  });

  it('reads a full date in the order mm/dd/yyyy', () => {
    expect(parseDate('12/31/2023', US, TODAY)).toEqual({ ok: true, value: '2023-12-31' });
  });

  it('accepts any of the usual separators and single digits', () => {
    expect(parseDate('1. 2. 2023', DE, TODAY)).toEqual({ ok: true, value: '2023-02-01' });
  });

  it("fills a missing year from today", () => {
    expect(parseDate('3.2', DE, TODAY)).toEqual({ ok: true, value: '2024-02-03' });
  });

  it('fills a missing month and year from today', () => {
    expect(parseDate('7', DE, TODAY)).toEqual({ ok: true, value: '2024-05-07' });
  });

  it('reads digits without separators in the locale order', () => {
    expect(parseDate('31122023', DE, TODAY)).toEqual({ ok: true, value: '2023-12-31' });
    expect(parseDate('0302', DE, TODAY)).toEqual({ ok: true, value: '2024-02-03' });
  });

  it('expands a 2-digit year: 00-69 to the 2000s and 70-99 to the 1900s', () => {
    expect(parseDate('1.1.69', DE, TODAY)).toEqual({ ok: true, value: '2069-01-01' });
    expect(parseDate('1.1.70', DE, TODAY)).toEqual({ ok: true, value: '1970-01-01' });
    expect(expandYear(5)).toBe(2005);
  });

  it('rejects a 3-digit year while 4-digit years are forced', () => {
    expect(parseDate('1.1.202', DE, TODAY)).toEqual({ ok: false, error: 'Invalid date!' });
  });

  it('takes the year as typed when 4-digit years are not forced', () => {
    expect(parseDate('1.1.202', DE, TODAY, { fourDigitYear: false })).toEqual({ ok: true, value: '0202-01-01' });
  });

  it('rejects an impossible day', () => {
    expect(parseDate('2023-02-29', EN, TODAY)).toEqual({ ok: false, error: 'Invalid date!' });
  });

  it('accepts 29 February of a leap year', () => {
    expect(parseDate('2024-02-29', EN, TODAY)).toEqual({ ok: true, value: '2024-02-29' });
  });

  it('rejects letters', () => {
    expect(parseDate('tomorrow', EN, TODAY)).toEqual({ ok: false, error: 'Invalid date!' });
  });

  it('accepts empty text as clearing the date', () => {
    expect(parseDate('  ', EN, TODAY)).toEqual({ ok: true, value: null });
  });

  it('rejects a time in a date field', () => {
    expect(parseDate('2024-01-02 10:00', EN, TODAY)).toEqual({ ok: false, error: 'Invalid date!' });
  });

  it('reads a date-time with hours and minutes', () => {
    expect(parseDate('31.12.2023 14:05', DE, TODAY, { kind: 'dateTime' })).toEqual({ ok: true, value: '2023-12-31T14:05:00' });
  });

  it('reads a date-time with seconds after a T', () => {
    expect(parseDate('2023-12-31T14:05:09', EN, TODAY, { kind: 'dateTime' })).toEqual({ ok: true, value: '2023-12-31T14:05:09' });
  });

  it('fills the date of a time-only date-time from today', () => {
    expect(parseDate('8:15', EN, TODAY, { kind: 'dateTime' })).toEqual({ ok: true, value: '2024-05-15T08:15:00' });
  });

  it('starts a date-time without time at midnight', () => {
    expect(parseDate('2024-01-02', EN, TODAY, { kind: 'dateTime' })).toEqual({ ok: true, value: '2024-01-02T00:00:00' });
  });

  it('ends a range-end date-time without time at 23:59:59.999', () => {
    expect(parseDate('2024-01-02', EN, TODAY, { kind: 'dateTime', endOfDay: true })).toEqual({ ok: true, value: '2024-01-02T23:59:59.999' });
  });

  it('rejects an impossible time', () => {
    expect(parseDate('2024-01-02 24:00', EN, TODAY, { kind: 'dateTime' })).toEqual({ ok: false, error: 'Invalid date!' });
  });

  it('rejects a birth date after today', () => {
    expect(parseDate('16.05.2024', DE, TODAY, { max: birthDateMax(TODAY) })).toEqual({ ok: false, error: 'Date must not be later than 15.05.2024.' });
  });

  it('accepts a birth date of today', () => {
    expect(parseDate('15.05.2024', DE, TODAY, { max: birthDateMax(TODAY) })).toEqual({ ok: true, value: '2024-05-15' });
  });

  it('rejects a date before the minimum', () => {
    expect(parseDate('2024-01-01', EN, TODAY, { min: '2024-01-02' })).toEqual({ ok: false, error: 'Date must not be earlier than 2024-01-02.' });
  });
});
