import { describe, expect, it } from 'vitest';
import { datePartOrder, tokenizePattern } from '../../../../src/domain/values/date-pattern';

describe('datePartOrder', () => {
  it('takes the order of y, m and d from the locale pattern', () => {
    expect(datePartOrder('yyyy-mm-dd')).toEqual(['y', 'm', 'd']);
    expect(datePartOrder('dd.mm.yyyy')).toEqual(['d', 'm', 'y']);
    expect(datePartOrder('mm/dd/yyyy')).toEqual(['m', 'd', 'y']);
  });

  it('falls back to year-month-day when a part is missing', () => {
    expect(datePartOrder('hh:nn')).toEqual(['y', 'm', 'd']);
  });
});

describe('tokenizePattern', () => {
  it("keeps 'T' and separators as literals", () => {
    expect(tokenizePattern('yyyy-mm-ddThh')).toEqual([
      { kind: 'field', letter: 'y', width: 4 },
      { kind: 'literal', text: '-' },
      { kind: 'field', letter: 'm', width: 2 },
      { kind: 'literal', text: '-' },
      { kind: 'field', letter: 'd', width: 2 },
      { kind: 'literal', text: 'T' },
      { kind: 'field', letter: 'h', width: 2 },
    ]);
  });
});
