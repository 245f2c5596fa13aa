// Column sorting of the child table (node-model §2.2): a click on a header cycles ascending,
// descending, off; a click on another column starts it ascending.
import type { PropertyValue } from '../nodes/node-protocol';
import { comparePlainKeys, plainTextKeys } from './plain-text-keys';
import type { PlainKeyOf } from './plain-text-keys';

export type SortDirection = 'ascending' | 'descending';
export type TableSort = { column: string; direction: SortDirection } | null;

export function nextSort(current: TableSort, column: string): TableSort {
  if (!current || current.column !== column) return { column, direction: 'ascending' };
  return current.direction === 'ascending' ? { column, direction: 'descending' } : null;
}

// One collator for every comparison: String.localeCompare with options builds one per call, which
// made sorting 10,000 rows take half a second.
const TEXT_ORDER = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
// Built at the first sort: checking the keys against the collator takes a few milliseconds.
let plainKeyOf: PlainKeyOf | null = null;

/** Nulls last in either direction, numbers by value, everything else by its text. */
export function compareValues(a: PropertyValue | undefined, b: PropertyValue | undefined): number {
  const aNull = a === null || a === undefined;
  const bNull = b === null || b === undefined;
  if (aNull || bNull) return aNull === bNull ? 0 : aNull ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return TEXT_ORDER.compare(String(a), String(b));
}

/**
 * The rows in sort order; with no sort, the rows as given (the server's order). Stable, so equal
 * values keep the server's order. `valueOf` reads a row's value of a column.
 */
export function sortRows<R>(rows: readonly R[], sort: TableSort, valueOf: (row: R, column: string) => PropertyValue | undefined): R[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const keyOf = (plainKeyOf ??= plainTextKeys(TEXT_ORDER));
  const keyed = rows.map((row, position) => {
    const value = valueOf(row, sort.column);
    return { row, position, value, key: typeof value === 'string' ? keyOf(value) : null };
  });
  keyed.sort((x, y) => {
    const xNull = x.value === null || x.value === undefined;
    const yNull = y.value === null || y.value === undefined;
    // Empty cells stay at the bottom whichever way the column is sorted.
    if (xNull !== yNull) return xNull ? 1 : -1;
    const compared = x.key !== null && y.key !== null ? comparePlainKeys(x.key, y.key) : compareValues(x.value, y.value);
    return sign * compared || x.position - y.position;
  });
  return keyed.map((k) => k.row);
}
