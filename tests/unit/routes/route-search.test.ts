import { describe, expect, it } from 'vitest';
import {
  isNumericId,
  validateControllerSearch,
  validatePositiveIntSearch,
  validateReadonlySearch,
  validateTabSearch,
} from '../../../src/routes/route-search';

describe('route search validators', () => {
  it('matches record routes only on numeric ids (console.md §2: /feature/{id} numeric)', () => {
    expect(isNumericId('42')).toBe(true);
    expect(isNumericId('abc')).toBe(false);
    expect(isNumericId('4.2')).toBe(false);
    expect(isNumericId('')).toBe(false);
  });

  it('keeps a positive whole number under its name and drops anything else', () => {
    expect(validatePositiveIntSearch({ rev: 3 }, 'rev')).toEqual({ rev: 3 });
    expect(validatePositiveIntSearch({ projectId: '12' }, 'projectId')).toEqual({ projectId: 12 });
    expect(validatePositiveIntSearch({ rev: 0 }, 'rev')).toEqual({});
    expect(validatePositiveIntSearch({ rev: -1 }, 'rev')).toEqual({});
    expect(validatePositiveIntSearch({ rev: 1.5 }, 'rev')).toEqual({});
    expect(validatePositiveIntSearch({ rev: 'x' }, 'rev')).toEqual({});
    expect(validatePositiveIntSearch({}, 'rev')).toEqual({});
  });

  it('reads the optional readonly query flag of CustomerEdit and LicenseEdit', () => {
    expect(validateReadonlySearch({ readonly: true })).toEqual({ readonly: true });
    expect(validateReadonlySearch({ readonly: 'true' })).toEqual({ readonly: true });
    expect(validateReadonlySearch({ readonly: false })).toEqual({});
    expect(validateReadonlySearch({})).toEqual({});
  });

  it('reads tab=1 of CustomerEditUID and drops a tab that is not a whole number', () => {
    expect(validateTabSearch({ tab: 1 })).toEqual({ tab: 1 });
    expect(validateTabSearch({ tab: '0' })).toEqual({ tab: 0 });
    expect(validateTabSearch({ tab: -1 })).toEqual({});
    expect(validateTabSearch({ tab: 'x' })).toEqual({});
  });

  it('keeps only controller host names the server accepts', () => {
    expect(validateControllerSearch({ controller: 'lab-1' })).toEqual({ controller: 'lab-1' });
    expect(validateControllerSearch({ controller: '../etc' })).toEqual({});
    expect(validateControllerSearch({})).toEqual({});
  });
});
