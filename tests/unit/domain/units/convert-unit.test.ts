import convert from 'convert-units';
import { describe, expect, it } from 'vitest';
import { convertUnit, converterFor } from '../../../../src/domain/units/convert-unit';
import { DAYS_PER_YEAR } from '../../../../src/domain/units/measure-definitions';
import { unitsAgree } from '../../support/units-agree';

const VALUES = [1, 123.456, -40, 1e6, 0.001, 0, -273.15, 459.67];

describe('convertUnit against convert-units', () => {
  it('agrees on every unit pair of every measure to 1e-12 relative (units-agree.ts says relative to what)', () => {
    const measures = convert().measures();
    expect(measures.length).toBe(23);
    let pairs = 0;
    const misses: string[] = [];
    for (const measure of measures) {
      const units = convert().possibilities(measure);
      for (const from of units) {
        for (const to of units) {
          pairs++;
          const converter = converterFor(from, to);
          for (const value of VALUES) {
            const expected = convert(value).from(from).to(to);
            const actual = convertUnit(value, from, to);
            if (!unitsAgree(actual, expected, value, measure, from, to)) misses.push(`${value} ${from} → ${to}: ${actual} vs ${expected}`);
            if (converter(value) !== actual) misses.push(`converterFor ${from} → ${to} differs at ${value}`);
          }
        }
      }
    }
    expect(misses).toEqual([]);
    // 185 units in 23 measures: the sum of each measure's units squared.
    expect(pairs).toBe(2857);
  });
});

describe('unit constants (node-model §9)', () => {
  it('counts 365.25 days per year', () => {
    expect(DAYS_PER_YEAR).toBe(365.25);
    expect(convertUnit(1, 'year', 'd')).toBe(365.25);
    expect(convertUnit(12, 'month', 'd')).toBeCloseTo(365.25, 12);
  });

  it('counts 33.814 fluid ounces per litre', () => {
    expect(convertUnit(1, 'l', 'fl-oz').toFixed(3)).toBe('33.814');
    expect(convertUnit(1, 'l/s', 'fl-oz/s').toFixed(3)).toBe('33.814');
  });

  it('converts temperatures with their offsets', () => {
    expect(convertUnit(0, 'C', 'K')).toBe(273.15);
    expect(convertUnit(100, 'C', 'F')).toBeCloseTo(212, 12);
    expect(convertUnit(-40, 'F', 'C')).toBeCloseTo(-40, 12);
    expect(convertUnit(491.67, 'R', 'C')).toBeCloseTo(0, 12);
    expect(convertUnit(25, '°C', 'K')).toBeCloseTo(298.15, 12);
  });
});

describe('units beyond convert-units (the instruments declare them)', () => {
  it('converts flows in ml/min, ml/h and µl/min', () => {
    expect(convertUnit(1, 'ml/min', 'l/min')).toBeCloseTo(0.001, 15);
    expect(convertUnit(60, 'ml/h', 'ml/min')).toBeCloseTo(1, 12);
    expect(convertUnit(1, 'ml/min', 'µl/min')).toBeCloseTo(1000, 9);
    expect(convertUnit(1, 'ml/min', 'fl-oz/min')).toBeCloseTo(convert(1).from('ml/s').to('fl-oz/s'), 12);
  });

  it('converts µl, nm and µm and the µ spellings', () => {
    expect(convertUnit(1000, 'µl', 'ml')).toBeCloseTo(1, 12);
    expect(convertUnit(1, 'ul', 'µl')).toBe(1);
    expect(convertUnit(254, 'nm', 'µm')).toBeCloseTo(0.254, 12);
    expect(convertUnit(1, 'µg', 'mg')).toBeCloseTo(0.001, 15);
  });

  it('converts bar to psi as convert-units does', () => {
    expect(convertUnit(1, 'bar', 'psi')).toBeCloseTo(convert(1).from('bar').to('psi'), 9);
    expect(convertUnit(1, 'bar', 'psi')).toBeCloseTo(14.5038, 4);
  });
});
