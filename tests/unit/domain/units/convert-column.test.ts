import { describe, expect, it } from 'vitest';
import { convertColumn, fromColumn, toColumn } from '../../../../src/domain/units/convert-column';
import { convertUnit } from '../../../../src/domain/units/convert-unit';

describe('convertColumn (the units worker core)', () => {
  it('converts every value exactly as a single conversion does', () => {
    const values = Float64Array.from([0, 1, 40, 400, -12.5, 1e6]);
    const converted = convertColumn(values, 'bar', 'psi');
    expect(Array.from(converted)).toEqual(Array.from(values, (v) => convertUnit(v, 'bar', 'psi')));
    expect(Array.from(convertColumn(Float64Array.from([273.15, 298.15]), 'K', '°C'))).toEqual([0, 25]);
  });

  it('leaves a missing value (NaN) missing', () => {
    expect(Array.from(convertColumn(Float64Array.from([1, Number.NaN, 2]), 'ml/min', 'µl/min'))).toEqual([1000, Number.NaN, 2000]);
  });

  it('writes into the given column, so the worker converts a transferred buffer in place', () => {
    const values = Float64Array.from([1, 2]);
    expect(convertColumn(values, 'h', 'min', values)).toBe(values);
    expect(Array.from(values)).toEqual([60, 120]);
  });

  it('refuses a bad pair before converting anything', () => {
    const values = Float64Array.from([1, 2]);
    expect(() => convertColumn(values, 'bar', 'kg')).toThrow('Cannot convert incompatible measures of mass and pressure');
    expect(() => convertColumn(values, 'bar', 'psix')).toThrow('Unsupported unit psix');
  });

  it('carries nulls as NaN and back', () => {
    const column = toColumn([1.5, null, 'x', 3]);
    expect(Array.from(column)).toEqual([1.5, Number.NaN, Number.NaN, 3]);
    expect(fromColumn(column)).toEqual([1.5, null, null, 3]);
  });
});
