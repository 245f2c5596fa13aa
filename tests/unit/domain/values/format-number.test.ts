import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../../src/domain/values/format-number';
import { DE, EN, FR } from './locales';

describe('formatNumber', () => {
  it("uses the locale's decimal and thousand separators", () => {
    expect(formatNumber(1234567.5, 2, EN)).toBe('1,234,567.50');
    expect(formatNumber(1234567.5, 2, DE)).toBe('1.234.567,50');
    expect(formatNumber(1234.5, 1, FR)).toBe('1 234,5');
  });

  it('writes the given number of decimals, rounding half away from zero', () => {
    expect(formatNumber(1.005, 2, EN)).toBe('1.01');
    expect(formatNumber(7, 0, EN)).toBe('7');
  });

  it('never shows -0', () => {
    expect(formatNumber(-0.001, 2, EN)).toBe('0.00');
  });

  it('groups negative numbers after the sign', () => {
    expect(formatNumber(-1234, 0, EN)).toBe('-1,234');
  });
});
