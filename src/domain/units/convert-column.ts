// A column of values converted from one unit to another in one pass: the units worker's core, pure so it
// runs the same in the worker, on the page and in tests. Missing values travel as NaN in a Float64Array
// (transferable, no per-item objects) and stay NaN.
import { converterFor } from './convert-unit';

/** Writes into `out` (which may be `values` itself) and returns it; throws UnitError for a bad pair. */
export function convertColumn(values: Float64Array, from: string, to: string, out: Float64Array = new Float64Array(values.length)): Float64Array {
  const convert = converterFor(from, to);
  for (let i = 0; i < values.length; i++) out[i] = convert(values[i] as number);
  return out;
}

/** Nulls (and anything not a number) become NaN. */
export function toColumn(values: readonly unknown[]): Float64Array {
  const column = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    column[i] = typeof value === 'number' ? value : Number.NaN;
  }
  return column;
}

/** NaN becomes null again. */
export function fromColumn(column: Float64Array): (number | null)[] {
  return Array.from(column, (value) => (Number.isNaN(value) ? null : value));
}
