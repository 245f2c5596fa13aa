import { describe, expect, it } from 'vitest';
import { formatPropertyValue } from '../../../../src/domain/values/format-value';
import type { ValueProperty } from '../../../../src/domain/values/value-property';
import { DE, EN } from './locales';

const prop = (type: ValueProperty['type'], extra: Partial<ValueProperty> = {}): ValueProperty => ({ name: 'P', type, ...extra });

describe('formatPropertyValue', () => {
  it("shows null as '(undefined)' by default", () => {
    expect(formatPropertyValue(null, prop({ kind: 'decimal', nullable: true }), EN)).toBe('(undefined)');
  });

  it('shows null as the configured null text', () => {
    expect(formatPropertyValue(null, prop({ kind: 'int', nullable: true }), EN, '-')).toBe('-');
  });

  it("shows a decimal with the locale's separators and the step's decimals", () => {
    expect(formatPropertyValue(1234.5, prop({ kind: 'decimal', step: 0.001 }), DE)).toBe('1.234,500');
  });

  it('shows an integer without decimals', () => {
    expect(formatPropertyValue(1234, prop({ kind: 'int' }), EN)).toBe('1,234');
  });

  it('appends the unit of the physical quantity', () => {
    expect(formatPropertyValue(2.5, prop({ kind: 'decimal' }, { phyQ: { quantity: 'volume', unit: 'mL' } }), EN)).toBe('2.50 mL');
  });

  it('shows booleans as Yes and No', () => {
    expect(formatPropertyValue(true, prop({ kind: 'bool' }), EN)).toBe('Yes');
    expect(formatPropertyValue(false, prop({ kind: 'bool' }), EN)).toBe('No');
  });

  it("joins arrays with ';'", () => {
    expect(formatPropertyValue([1, 2.5], prop({ kind: 'doubleArray', step: 0.1 }), EN)).toBe('1.0;2.5');
    expect(formatPropertyValue(['a', 'b'], prop({ kind: 'stringArray' }), EN)).toBe('a;b');
  });

  it("shows ranges as 'from;to' with open ends empty", () => {
    expect(formatPropertyValue({ from: 1, to: null }, prop({ kind: 'range', rangeKind: 'int' }), EN)).toBe('1;');
    expect(formatPropertyValue({ from: '2024-01-02', to: '2024-01-03' }, prop({ kind: 'range', rangeKind: 'date' }), DE)).toBe('02.01.2024;03.01.2024');
  });

  it("shows 'Invalid value!' for a range value that is not an object", () => {
    expect(formatPropertyValue('1;2', prop({ kind: 'range' }), EN)).toBe('Invalid value!');
  });

  it('shows dates in the locale pattern', () => {
    expect(formatPropertyValue('2024-01-02', prop({ kind: 'date' }), DE)).toBe('02.01.2024');
  });

  it('shows the text of a standard value', () => {
    expect(formatPropertyValue(2, prop({ kind: 'int' }, { standardValues: [{ key: 2, value: 'High' }] }), EN)).toBe('High');
  });
});
