import { describe, expect, it } from 'vitest';
import { decimalPlacesFor, decimalPlacesFromStep, roundToDecimals } from '../../../../src/domain/values/decimal-places';
import { EN } from './locales';

describe('decimalPlacesFromStep', () => {
  it('derives decimals from the first significant digit of the step', () => {
    expect(decimalPlacesFromStep(0.001)).toBe(3);
    expect(decimalPlacesFromStep(1)).toBe(0);
    expect(decimalPlacesFromStep(0.5)).toBe(1);
    expect(decimalPlacesFromStep(2.5e-4)).toBe(4);
  });

  it('uses no decimals for steps above 1', () => {
    expect(decimalPlacesFromStep(10)).toBe(0);
  });

  it('defaults to 2 without a usable step', () => {
    expect(decimalPlacesFromStep(undefined)).toBe(2);
    expect(decimalPlacesFromStep(0)).toBe(2);
  });
});

describe('decimalPlacesFor', () => {
  it('uses 0 decimals for integers whatever the step', () => {
    expect(decimalPlacesFor({ kind: 'int', step: 0.01 }, EN)).toBe(0);
  });

  it("uses the locale's number of decimals for a decimal without step", () => {
    expect(decimalPlacesFor({ kind: 'decimal' }, { ...EN, noOfDecimals: 4 })).toBe(4);
  });
});

describe('roundToDecimals', () => {
  it('rounds half away from zero on the decimal digits', () => {
    expect(roundToDecimals(1.005, 2)).toBe(1.01);
    expect(roundToDecimals(-2.5, 0)).toBe(-3);
  });
});
