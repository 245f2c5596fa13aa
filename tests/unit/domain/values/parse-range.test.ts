import { describe, expect, it } from 'vitest';
import { orderRange, parseDateRange, parseNumberRange, validateRangeValue } from '../../../../src/domain/values/parse-range';
import { DE, EN, TODAY } from './locales';

const two = { decimalPlaces: 2 };

describe('parseNumberRange', () => {
  it("parses 'from;to'", () => {
    expect(parseNumberRange('1.5;2', two, EN)).toEqual({ ok: true, value: { from: 1.5, to: 2 } });
  });

  it('leaves an empty end open as null', () => {
    expect(parseNumberRange(';2', two, EN)).toEqual({ ok: true, value: { from: null, to: 2 } });
  });

  it("rejects text without exactly one ';'", () => {
    expect(parseNumberRange('1;2;3', two, EN)).toEqual({ ok: false, error: 'Invalid value!' });
    expect(parseNumberRange('1', two, EN)).toEqual({ ok: false, error: 'Invalid value!' });
  });

  it('names the end that is invalid', () => {
    expect(parseNumberRange('1;x', two, EN)).toEqual({ ok: false, error: 'To: Invalid value!' });
  });

  it('clears to when from is larger and says so', () => {
    expect(parseNumberRange('5;2', two, EN)).toEqual({ ok: false, error: 'From is later than to; to was cleared.', value: { from: 5, to: null } });
  });

  it('clamps each end to the limits', () => {
    expect(parseNumberRange('-1;5', { decimalPlaces: 0, min: 0 }, EN)).toEqual({ ok: false, error: 'From: Value must be at least 0.', value: { from: 0, to: 5 } });
  });
});

describe('parseDateRange', () => {
  it('reads both ends as dates in the locale order', () => {
    expect(parseDateRange('1.2.2024;3.2.2024', 'date', DE, TODAY)).toEqual({ ok: true, value: { from: '2024-02-01', to: '2024-02-03' } });
  });

  it('ends a date-time range at 23:59:59.999 of the chosen day', () => {
    expect(parseDateRange('2024-02-01;2024-02-03', 'dateTime', EN, TODAY)).toEqual({ ok: true, value: { from: '2024-02-01T00:00:00', to: '2024-02-03T23:59:59.999' } });
  });

  it('clears to when from is later than to', () => {
    expect(parseDateRange('2024-02-05;2024-02-03', 'date', EN, TODAY)).toEqual({ ok: false, error: 'From is later than to; to was cleared.', value: { from: '2024-02-05', to: null } });
  });

  it('keeps a one-day date-time range', () => {
    expect(parseDateRange('2024-02-03;2024-02-03', 'dateTime', EN, TODAY).ok).toBe(true);
  });
});

describe('orderRange', () => {
  it('keeps a range whose from is not later than to', () => {
    expect(orderRange({ from: 1, to: 1 })).toEqual({ ok: true, value: { from: 1, to: 1 } });
  });
});

describe('validateRangeValue', () => {
  it("answers 'Invalid value!' for a value that is not a range object", () => {
    expect(validateRangeValue('1;2')).toEqual({ ok: false, error: 'Invalid value!' });
    expect(validateRangeValue([1, 2])).toEqual({ ok: false, error: 'Invalid value!' });
  });

  it('accepts a { from, to } object', () => {
    expect(validateRangeValue({ from: 1, to: null })).toEqual({ ok: true, value: { from: 1, to: null } });
  });
});
