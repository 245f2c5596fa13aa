import { describe, expect, it } from 'vitest';
import { ACCESS_READ_WRITE, AccessFlag } from '../../../../src/domain/rights';
import { fieldError, isFormValid, isReadOnlyAccess, maxLengthRule, nonNullableRule, requiredRule, rulesFor } from '../../../../src/domain/values/form-rules';

describe('requiredRule', () => {
  it("answers 'Required' for empty values", () => {
    for (const value of [null, undefined, '', '  ', []]) expect(requiredRule(value)).toBe('Required');
  });

  it('accepts 0 and false as values', () => {
    expect(requiredRule(0)).toBe(true);
    expect(requiredRule(false)).toBe(true);
  });
});

describe('nonNullableRule', () => {
  it("answers 'Required' for an empty non-nullable number", () => {
    expect(nonNullableRule({ kind: 'number' })(null)).toBe('Required');
  });

  it("answers 'Required' for a select left at its placeholder", () => {
    expect(nonNullableRule({ kind: 'select', placeholder: -1 })(-1)).toBe('Required');
  });

  it('exempts text, boolean and multiselect fields', () => {
    expect(nonNullableRule({ kind: 'text' })('')).toBe(true);
    expect(nonNullableRule({ kind: 'boolean' })(null)).toBe(true);
    expect(nonNullableRule({ kind: 'multiselect' })([])).toBe(true);
  });
});

describe('maxLengthRule', () => {
  it('flags text longer than the schema allows', () => {
    expect(maxLengthRule(3)('abcd')).toBe('Max 3 characters.');
    expect(maxLengthRule(3)('abc')).toBe(true);
  });
});

describe('rulesFor', () => {
  it('collects required, non-nullable and max-length rules in that order', () => {
    const rules = rulesFor({ kind: 'text', required: true, maxLength: 2 });
    expect(fieldError('', rules)).toBe('Required');
    expect(fieldError('abc', rules)).toBe('Max 2 characters.');
    expect(fieldError('ab', rules)).toBeNull();
  });
});

describe('isFormValid', () => {
  it('is valid only when no field has an error', () => {
    expect(isFormValid({ a: null, b: undefined, c: '' })).toBe(true);
    expect(isFormValid({ a: null, b: 'Required' })).toBe(false);
  });
});

describe('isReadOnlyAccess', () => {
  it('follows the write bit of the access value', () => {
    expect(isReadOnlyAccess(ACCESS_READ_WRITE)).toBe(false);
    expect(isReadOnlyAccess(AccessFlag.browse | AccessFlag.read)).toBe(true);
  });
});
