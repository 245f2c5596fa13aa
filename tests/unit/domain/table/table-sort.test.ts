import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from '../../../../src/domain/table/table-sort';
import type { TableSort } from '../../../../src/domain/table/table-sort';

describe('table sort', () => {
  it('cycles ascending, descending, off on the same column', () => {
    let sort: TableSort = null;
    sort = nextSort(sort, 'Volume');
    expect(sort).toEqual({ column: 'Volume', direction: 'ascending' });
    sort = nextSort(sort, 'Volume');
    expect(sort).toEqual({ column: 'Volume', direction: 'descending' });
    expect(nextSort(sort, 'Volume')).toBeNull();
  });

  it('starts another column ascending', () => {
    expect(nextSort({ column: 'A', direction: 'descending' }, 'B')).toEqual({ column: 'B', direction: 'ascending' });
  });

  const rows = [
    { id: 'r1', v: 10 as number | null, t: 'b' },
    { id: 'r2', v: null, t: 'a10' },
    { id: 'r3', v: 2, t: 'a9' },
    { id: 'r4', v: 10, t: 'C' },
  ];
  const valueOf = (row: (typeof rows)[number], column: string) => (column === 'v' ? row.v : row.t);

  it('sorts numbers by value, stably, with empty cells last both ways', () => {
    expect(sortRows(rows, { column: 'v', direction: 'ascending' }, valueOf).map((r) => r.id)).toEqual(['r3', 'r1', 'r4', 'r2']);
    expect(sortRows(rows, { column: 'v', direction: 'descending' }, valueOf).map((r) => r.id)).toEqual(['r1', 'r4', 'r3', 'r2']);
  });

  it('sorts text naturally and ignoring case; off keeps the given order', () => {
    expect(sortRows(rows, { column: 't', direction: 'ascending' }, valueOf).map((r) => r.t)).toEqual(['a9', 'a10', 'b', 'C']);
    expect(sortRows(rows, null, valueOf)).toEqual(rows);
  });

  it('orders plain and other texts together as the collator does', () => {
    const texts = ['Vial 10', 'vial-2', 'Vial 2', 'Čaša', 'cap 3', 'Vial 02', 'vial  1', 'Vial1', 'Zebra', 'čaj 10', 'Cas'];
    const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
    const sorted = sortRows(texts, { column: 't', direction: 'ascending' }, (t) => t);
    expect(sorted).toEqual([...texts].sort(collator.compare));
    expect(sortRows(texts, { column: 't', direction: 'descending' }, (t) => t)).toEqual([...texts].sort((a, b) => collator.compare(b, a)));
  });
});
