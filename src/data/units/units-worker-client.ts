// The page's way to the units worker, for columns of values (a table column, an export). Single values in
// editors convert on the page with the unit library directly (docs/decisions.md, "Units"); so do columns
// too short to be worth a message to the worker, and every column where module workers are missing (Node
// tests, old browsers) or the worker fails to start.
import { transfer } from 'comlink';
import { convertColumn, fromColumn, toColumn } from '../../domain/units/convert-column';
import { converterFor } from '../../domain/units/convert-unit';
import { WorkerStartError, workerSlot } from '../worker-connection';
import type { WorkerFactory } from '../worker-connection';
import type { UnitsWorkerApi } from './units-worker-api';

/** Below this a column converts in well under a millisecond on the page, less than the round trip costs. */
export const IN_THREAD_MAX_VALUES = 10_000;

const worker = workerSlot<UnitsWorkerApi>('units', defaultFactory);

/** Tests swap the worker (a fake, or null for "no Worker"); the next call starts from scratch. */
export function setUnitsWorkerFactory(next: WorkerFactory | null): void {
  worker.setFactory(next);
}

/**
 * The values converted from one unit to another; nulls stay null. An unknown unit or a pair of two measures
 * is refused here, before anything is sent, with the unit library's error.
 */
export async function convertValues(values: readonly unknown[], from: string, to: string): Promise<(number | null)[]> {
  converterFor(from, to);
  const column = toColumn(values);
  const current = values.length > IN_THREAD_MAX_VALUES ? worker.connect() : null;
  if (current === null) return fromColumn(convertColumn(column, from, to, column));
  try {
    const converted = await Promise.race([current.remote.convertColumn(transfer(column, [column.buffer]), from, to), current.failed]);
    return fromColumn(converted);
  } catch (error) {
    if (!(error instanceof WorkerStartError)) throw error;
    return fromColumn(convertColumn(toColumn(values), from, to));
  }
}

function defaultFactory(): Worker {
  if (typeof Worker === 'undefined') throw new Error('no Worker');
  return new Worker(new URL('../../../workers/units-worker.ts', import.meta.url), { type: 'module', name: 'units' });
}
