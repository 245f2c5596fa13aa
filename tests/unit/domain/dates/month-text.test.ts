import { describe, expect, it } from 'vitest';
import { formatMonth, monthPattern, parseMonthText } from '../../../../src/domain/dates/month-text';
import { DE, EN, TODAY, US } from '../values/locales';

describe('month picker text', () => {
  it('drops the day from the locale pattern', () => {
    expect(monthPattern('yyyy-mm-dd')).toBe('yyyy-mm');
    expect(monthPattern('dd.mm.yyyy')).toBe('mm.yyyy');
    expect(monthPattern('mm/dd/yyyy')).toBe('mm/yyyy');
  });

  it('writes a month in that pattern', () => {
    expect(formatMonth('2024-02-01', DE)).toBe('02.2024');
    expect(formatMonth('2024-02-01', EN)).toBe('2024-02');
  });

  it("reads month and year in the locale's order as the month's first day", () => {
    expect(parseMonthText('2023-11', EN, TODAY)).toEqual({ ok: true, value: '2023-11-01' });
    expect(parseMonthText('11.2023', DE, TODAY)).toEqual({ ok: true, value: '2023-11-01' });
    expect(parseMonthText('11/23', US, TODAY)).toEqual({ ok: true, value: '2023-11-01' });
  });

  it("fills a missing year from today", () => {
    expect(parseMonthText('3', DE, TODAY)).toEqual({ ok: true, value: '2024-03-01' });
  });

  it('rejects an impossible month or a 3-digit year, and clears on empty text', () => {
    expect(parseMonthText('13.2024', DE, TODAY).ok).toBe(false);
    expect(parseMonthText('11.202', DE, TODAY).ok).toBe(false);
    expect(parseMonthText('  ', DE, TODAY)).toEqual({ ok: true, value: null });
  });
});
