import { describe, expect, it } from 'vitest';
import { earlierBound, parsePickerText, pickerText } from '../../../../src/domain/dates/picker-text';
import { DE, EN, TODAY } from '../values/locales';

describe('date picker text', () => {
  it("shows a date in the locale's format and a month without its day", () => {
    expect(pickerText('2024-02-29', 'date', DE)).toBe('29.02.2024');
    expect(pickerText('2024-02-29T23:59:59.999', 'date', EN)).toBe('2024-02-29');
    expect(pickerText('2024-02-01', 'month', DE)).toBe('02.2024');
    expect(pickerText(null, 'date', DE)).toBe('');
  });

  it('completes a partial date from today and clears on empty text', () => {
    expect(parsePickerText('3.2', 'date', DE, TODAY)).toEqual({ ok: true, value: '2024-02-03' });
    expect(parsePickerText('', 'date', DE, TODAY)).toEqual({ ok: true, value: null });
  });

  it('puts its own text on input that is no date', () => {
    expect(parsePickerText('31.02.2024', 'date', DE, TODAY, {}, 'Invalid input')).toEqual({ ok: false, error: 'Invalid input' });
    expect(parsePickerText('soon', 'month', DE, TODAY, {}, 'Invalid input')).toEqual({ ok: false, error: 'Invalid input' });
  });

  it('rejects a day before the minimum (the end picker of a range)', () => {
    expect(parsePickerText('09.05.2024', 'date', DE, TODAY, { min: '2024-05-10T00:00:00' })).toEqual({ ok: false, error: 'Date must not be earlier than 10.05.2024.' });
    expect(parsePickerText('10.05.2024', 'date', DE, TODAY, { min: '2024-05-10T00:00:00' })).toEqual({ ok: true, value: '2024-05-10' });
  });

  it('compares whole months in the month picker', () => {
    expect(parsePickerText('05.2024', 'month', DE, TODAY, { min: '2024-05-10' })).toEqual({ ok: true, value: '2024-05-01' });
    expect(parsePickerText('04.2024', 'month', DE, TODAY, { min: '2024-05-10' })).toEqual({ ok: false, error: 'Date must not be earlier than 05.2024.' });
    expect(parsePickerText('06.2024', 'month', DE, TODAY, { max: '2024-05-15' })).toEqual({ ok: false, error: 'Date must not be later than 05.2024.' });
  });

  it('narrows a maximum to the earlier bound (birth date: today)', () => {
    expect(earlierBound('2030-01-01', '2024-05-15')).toBe('2024-05-15');
    expect(earlierBound(undefined, '2024-05-15')).toBe('2024-05-15');
  });
});

describe('date picker text without forced 4-digit years', () => {
  it('takes a short year as typed only when asked to', () => {
    expect(parsePickerText('1.2.123', 'date', DE, TODAY).ok).toBe(false);
    expect(parsePickerText('1.2.123', 'date', DE, TODAY, { fourDigitYear: false })).toEqual({ ok: true, value: '0123-02-01' });
    expect(parsePickerText('2.123', 'month', DE, TODAY, { fourDigitYear: false })).toEqual({ ok: true, value: '0123-02-01' });
  });
});
