import { describe, expect, it } from 'vitest';
import { parseNumberArray, parseStringArray } from '../../../../src/domain/values/parse-array';
import { DE, EN } from './locales';

describe('parseNumberArray', () => {
  it("splits on ';' and parses each item", () => {
    expect(parseNumberArray('1.5; 2 ;-3', { decimalPlaces: 2 }, EN)).toEqual({ ok: true, value: [1.5, 2, -3] });
  });

  it("reads items with the locale's decimal separator", () => {
    expect(parseNumberArray('1,5;2,25', { decimalPlaces: 2 }, DE)).toEqual({ ok: true, value: [1.5, 2.25] });
  });

  it('gives an empty array for empty text', () => {
    expect(parseNumberArray('', { decimalPlaces: 2 }, EN)).toEqual({ ok: true, value: [] });
  });

  it('names the item (counted from 1) that is invalid', () => {
    expect(parseNumberArray('1;x;3', { decimalPlaces: 0 }, EN)).toEqual({ ok: false, error: 'Item 2: Invalid value!' });
  });

  it('treats an empty item as missing', () => {
    expect(parseNumberArray('1;;3', { decimalPlaces: 0 }, EN)).toEqual({ ok: false, error: 'Item 2: Required' });
  });

  it('returns the corrected array with the first correction message', () => {
    expect(parseNumberArray('1;12;2.5', { decimalPlaces: 0, max: 10 }, EN)).toEqual({ ok: false, error: 'Item 2: Value must be at most 10.', value: [1, 10, 3] });
  });
});

describe('parseStringArray', () => {
  it("splits on ';' and trims each item", () => {
    expect(parseStringArray('a; b ;c')).toEqual({ ok: true, value: ['a', 'b', 'c'] });
  });

  it('gives an empty array for empty text', () => {
    expect(parseStringArray('  ')).toEqual({ ok: true, value: [] });
  });
});
