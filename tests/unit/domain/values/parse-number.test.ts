import { describe, expect, it } from 'vitest';
import { parseNumber } from '../../../../src/domain/values/parse-number';
import { DE, EN, FR } from './locales';

const two = { decimalPlaces: 2 };

describe('parseNumber', () => {
  it('reads a plain decimal number', () => {
    expect(parseNumber('12.5', two, EN)).toEqual({ ok: true, value: 12.5 });
  });

  it('strips spaces and plus signs', () => {
    expect(parseNumber(' +1 234.5 ', two, EN)).toEqual({ ok: true, value: 1234.5 });
  });

  it("strips the locale's thousand separator", () => {
    expect(parseNumber('1,234,567.25', two, EN)).toEqual({ ok: true, value: 1234567.25 });
  });

  it("accepts the locale's decimal separator", () => {
    expect(parseNumber('1.234,5', two, DE)).toEqual({ ok: true, value: 1234.5 });
  });

  it("accepts '.' as decimal point when the decimal separator is ',' and '.' is not the thousand separator", () => {
    expect(parseNumber('3.25', two, FR)).toEqual({ ok: true, value: 3.25 });
  });

  it("reads '.' as thousand separator when the locale says so", () => {
    expect(parseNumber('3.250', two, DE)).toEqual({ ok: true, value: 3250 });
  });

  it('reads a negative number', () => {
    expect(parseNumber('-0.5', two, EN)).toEqual({ ok: true, value: -0.5 });
  });

  it("rejects non-numeric characters with 'Invalid value!'", () => {
    expect(parseNumber('12a', two, EN)).toEqual({ ok: false, error: 'Invalid value!' });
  });

  it('rejects exponent notation', () => {
    expect(parseNumber('1e3', two, EN)).toEqual({ ok: false, error: 'Invalid value!' });
  });

  it('rejects two decimal points', () => {
    expect(parseNumber('1.2.3', two, EN)).toEqual({ ok: false, error: 'Invalid value!' });
  });

  it("answers 'Required' for empty text", () => {
    expect(parseNumber('  ', two, EN)).toEqual({ ok: false, error: 'Required' });
  });

  it('clamps to max and flags an out-of-range error', () => {
    expect(parseNumber('150', { decimalPlaces: 0, min: 0, max: 100 }, EN)).toEqual({ ok: false, error: 'Value must be between 0 and 100.', value: 100 });
  });

  it('clamps to min and flags an out-of-range error', () => {
    expect(parseNumber('-3', { decimalPlaces: 0, min: 0, max: 100 }, EN)).toEqual({ ok: false, error: 'Value must be between 0 and 100.', value: 0 });
  });

  it('names only the limit there is', () => {
    expect(parseNumber('-3', { decimalPlaces: 0, min: 0 }, EN)).toEqual({ ok: false, error: 'Value must be at least 0.', value: 0 });
    expect(parseNumber('7,5', { decimalPlaces: 1, max: 2.5 }, DE)).toEqual({ ok: false, error: 'Value must be at most 2,5.', value: 2.5 });
  });

  it('rounds extra decimals and flags a decimal-places error', () => {
    expect(parseNumber('1.005', two, EN)).toEqual({ ok: false, error: 'Value can have at most 2 decimal places.', value: 1.01 });
  });

  it('asks integers for a whole number and rounds', () => {
    expect(parseNumber('2.5', { decimalPlaces: 0 }, EN)).toEqual({ ok: false, error: 'Value must be a whole number.', value: 3 });
  });

  it('does not count trailing zeros as decimals', () => {
    expect(parseNumber('1.50', { decimalPlaces: 1 }, EN)).toEqual({ ok: true, value: 1.5 });
  });

  it('reports the range error when a rounded value is also clamped', () => {
    expect(parseNumber('100.006', { decimalPlaces: 2, max: 100 }, EN)).toEqual({ ok: false, error: 'Value must be at most 100.', value: 100 });
  });

  it('strips the unit suffix the formatter appends', () => {
    expect(parseNumber('12.50 mL', { decimalPlaces: 2, unit: 'mL' }, EN)).toEqual({ ok: true, value: 12.5 });
  });
});
