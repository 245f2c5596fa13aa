// The calls the units worker answers through Comlink; the worker exposes unitsWorkerApi, the client calls
// it. The column's buffer is transferred both ways, so a large column is never copied.
import { transfer } from 'comlink';
import { convertColumn } from '../../domain/units/convert-column';

export type UnitsWorkerApi = {
  /** Converts the column in place in the worker and hands its buffer back. */
  convertColumn: (values: Float64Array, from: string, to: string) => Float64Array;
};

export const unitsWorkerApi: UnitsWorkerApi = {
  convertColumn: (values, from, to) => transfer(convertColumn(values, from, to, values), [values.buffer]),
};
