import { describe, expect, it } from 'vitest';
import { NULL_CHECKBOX_TEXT, NULL_DISPLAY_TEXT, defaultValueForKind, nullableCheckboxValue } from '../../../../src/domain/values/nullable-checkbox';
import { TODAY } from './locales';

describe('nullable checkbox', () => {
  it("labels null 'OFF' and displays null as '(undefined)' by default", () => {
    expect(NULL_CHECKBOX_TEXT).toBe('OFF');
    expect(NULL_DISPLAY_TEXT).toBe('(undefined)');
  });

  it('sets null when unchecked', () => {
    expect(nullableCheckboxValue(false, 5, 0)).toBeNull();
  });

  it('restores the last value when checked, else the fallback', () => {
    expect(nullableCheckboxValue(true, 5, 0)).toBe(5);
    expect(nullableCheckboxValue(true, null, 0)).toBe(0);
  });
});

describe('defaultValueForKind', () => {
  it('starts numbers at zero within the limits', () => {
    expect(defaultValueForKind('int', TODAY)).toBe(0);
    expect(defaultValueForKind('decimal', TODAY, { min: 5 })).toBe(5);
  });

  it('starts dates at today', () => {
    expect(defaultValueForKind('date', TODAY)).toBe('2024-05-15');
  });
});
