import { describe, expect, it } from 'vitest';
import { guidRule, isGuid } from '../../../../src/domain/values/guid-pattern';

const GUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('isGuid', () => {
  it('accepts 8-4-4-4-12 hex digits in either case', () => {
    expect(isGuid(GUID)).toBe(true);
    expect(isGuid(GUID.toUpperCase())).toBe(true);
  });

  it('accepts the GUID in braces', () => {
    expect(isGuid(`{${GUID}}`)).toBe(true);
  });

  it('rejects a single brace', () => {
    expect(isGuid(`{${GUID}`)).toBe(false);
    expect(isGuid(`${GUID}}`)).toBe(false);
  });

  it('rejects wrong group lengths and non-hex digits', () => {
    expect(isGuid('0f8fad5b-d9cb-469f-a165-70867728950')).toBe(false);
    expect(isGuid('0f8fad5g-d9cb-469f-a165-70867728950e')).toBe(false);
  });
});

describe('guidRule', () => {
  it("answers 'Invalid GUID!' for text that is not a GUID", () => {
    expect(guidRule('x')).toBe('Invalid GUID!');
    expect(guidRule(GUID)).toBe(true);
  });
});
