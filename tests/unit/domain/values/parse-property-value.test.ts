import { describe, expect, it } from 'vitest';
import { SHORT_TEXT_MAX } from '../../../../src/domain/nodes/text-limits';
import { formatPropertyValue } from '../../../../src/domain/values/format-value';
import { birthDateMax } from '../../../../src/domain/values/parse-date';
import { parsePropertyInput } from '../../../../src/domain/values/parse-property-value';
import type { ValueProperty } from '../../../../src/domain/values/value-property';
import { DE, EN, TODAY } from './locales';

const prop = (type: ValueProperty['type'], extra: Partial<ValueProperty> = {}): ValueProperty => ({ name: 'P', type, ...extra });

describe('parsePropertyInput', () => {
  it('keeps text as typed, empty included', () => {
    expect(parsePropertyInput(' a ', prop({ kind: 'text' }), EN, TODAY)).toEqual({ ok: true, value: ' a ' });
    expect(parsePropertyInput('', prop({ kind: 'text' }), EN, TODAY)).toEqual({ ok: true, value: '' });
  });

  it('cuts text to the max length and says so', () => {
    expect(parsePropertyInput('abcdef', prop({ kind: 'text', maxLength: 3 }), EN, TODAY)).toEqual({ ok: false, error: 'Max 3 characters.', value: 'abc' });
  });

  it("cuts text of a type without max length to the server's short-text limit, never between a surrogate pair", () => {
    expect(parsePropertyInput('x'.repeat(SHORT_TEXT_MAX + 5), prop({ kind: 'text' }), EN, TODAY)).toEqual({ ok: false, error: `Max ${SHORT_TEXT_MAX} characters.`, value: 'x'.repeat(SHORT_TEXT_MAX) });
    expect(parsePropertyInput('ab🧪', prop({ kind: 'text', maxLength: 3 }), EN, TODAY)).toEqual({ ok: false, error: 'Max 3 characters.', value: 'ab' });
  });

  it('checks the GUID pattern of a guid text', () => {
    expect(parsePropertyInput('nope', prop({ kind: 'text', pattern: 'guid' }), EN, TODAY)).toEqual({ ok: false, error: 'Invalid GUID!' });
  });

  it('parses an int with the limits of its type', () => {
    expect(parsePropertyInput('12', prop({ kind: 'int', min: 0, max: 10 }), EN, TODAY)).toEqual({ ok: false, error: 'Value must be between 0 and 10.', value: 10 });
  });

  it('parses a decimal with the decimals of its step', () => {
    expect(parsePropertyInput('1,234', prop({ kind: 'decimal', step: 0.01 }), DE, TODAY)).toEqual({ ok: false, error: 'Value can have at most 2 decimal places.', value: 1.23 });
  });

  it("answers 'Required' for empty input on a non-nullable number", () => {
    expect(parsePropertyInput('', prop({ kind: 'decimal' }), EN, TODAY)).toEqual({ ok: false, error: 'Required' });
  });

  it('gives null for empty input on a nullable field', () => {
    expect(parsePropertyInput('', prop({ kind: 'int', nullable: true }), EN, TODAY)).toEqual({ ok: true, value: null });
  });

  it('reads the null display text back as null on a nullable field', () => {
    expect(parsePropertyInput('(undefined)', prop({ kind: 'date', nullable: true }), EN, TODAY)).toEqual({ ok: true, value: null });
  });

  it("answers 'Required' for an empty non-nullable date", () => {
    expect(parsePropertyInput('', prop({ kind: 'date' }), EN, TODAY)).toEqual({ ok: false, error: 'Required' });
  });

  it('parses booleans', () => {
    expect(parsePropertyInput('yes', prop({ kind: 'bool' }), EN, TODAY)).toEqual({ ok: true, value: true });
  });

  it('parses dates and date-times in the locale order', () => {
    expect(parsePropertyInput('2.1.2024', prop({ kind: 'date' }), DE, TODAY)).toEqual({ ok: true, value: '2024-01-02' });
    expect(parsePropertyInput('2.1.2024 10:30', prop({ kind: 'dateTime' }), DE, TODAY)).toEqual({ ok: true, value: '2024-01-02T10:30:00' });
  });

  it('applies a birth-date maximum', () => {
    expect(parsePropertyInput('2030-01-01', prop({ kind: 'date' }), EN, TODAY, { maxDate: birthDateMax(TODAY) }).ok).toBe(false);
  });

  it('gives an empty array for empty input on array kinds', () => {
    expect(parsePropertyInput('', prop({ kind: 'intArray' }), EN, TODAY)).toEqual({ ok: true, value: [] });
  });

  it('parses int, double and string arrays', () => {
    expect(parsePropertyInput('1;2', prop({ kind: 'intArray' }), EN, TODAY)).toEqual({ ok: true, value: [1, 2] });
    expect(parsePropertyInput('1.5;2', prop({ kind: 'doubleArray' }), EN, TODAY)).toEqual({ ok: true, value: [1.5, 2] });
    expect(parsePropertyInput('a;b', prop({ kind: 'stringArray' }), EN, TODAY)).toEqual({ ok: true, value: ['a', 'b'] });
  });

  it('parses numeric ranges by default and date ranges by their range kind', () => {
    expect(parsePropertyInput('1;2', prop({ kind: 'range' }), EN, TODAY)).toEqual({ ok: true, value: { from: 1, to: 2 } });
    expect(parsePropertyInput('2024-01-01;2024-01-02', prop({ kind: 'range', rangeKind: 'date' }), EN, TODAY)).toEqual({ ok: true, value: { from: '2024-01-01', to: '2024-01-02' } });
  });

  it('matches standard values by their text, ignoring case', () => {
    expect(parsePropertyInput('high', prop({ kind: 'int' }, { standardValues: [{ key: 2, value: 'High' }] }), EN, TODAY)).toEqual({ ok: true, value: 2 });
  });

  it('reads back what formatPropertyValue shows', () => {
    const property = prop({ kind: 'decimal', step: 0.01 }, { phyQ: { quantity: 'volume', unit: 'mL' } });
    const text = formatPropertyValue(1234.5, property, DE);
    expect(parsePropertyInput(text, property, DE, TODAY)).toEqual({ ok: true, value: 1234.5 });
  });
});
