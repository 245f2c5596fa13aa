import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, PAGE_SIZE_ALL, clampPage, pageCount, pageRows } from '../../../../src/domain/table/table-paging';

const rows = Array.from({ length: 23 }, (_, i) => i);

describe('table paging', () => {
  it('offers 5, 10, 15 and all (-1), default 10', () => {
    expect(PAGE_SIZES).toEqual([5, 10, 15, -1]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });

  it('slices pages and shows every row for all', () => {
    expect(pageCount(23, 10)).toBe(3);
    expect(pageRows(rows, 2, 10)).toEqual([20, 21, 22]);
    expect(pageRows(rows, 0, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(pageRows(rows, 3, PAGE_SIZE_ALL)).toHaveLength(23);
    expect(pageCount(0, 15)).toBe(1);
  });

  it('clamps a page past the end to the last page', () => {
    expect(clampPage(9, 23, 10)).toBe(2);
    expect(pageRows(rows, 9, 15)).toEqual(rows.slice(15));
  });
});
