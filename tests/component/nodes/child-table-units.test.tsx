// A child table's unit column (node-model §3 table header hasUnit/transform): the numbers are shown in the
// display unit, converted as a whole column through the units worker client, the worker for a long column.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { IN_THREAD_MAX_VALUES, setUnitsWorkerFactory } from '../../../src/data/units/units-worker-client';
import { unitsWorkerApi } from '../../../src/data/units/units-worker-api';
import type { UnitsWorkerApi } from '../../../src/data/units/units-worker-api';
import type { MirrorProperty } from '../../../src/domain/nodes/mirror-records';
import type { NodeProperty } from '../../../src/domain/nodes/node-protocol';
import { ACCESS_READ_WRITE } from '../../../src/domain/rights';
import type { TableRow } from '../../../src/features/nodes/table/table-row-model';
import { channelWorker } from '../../unit/support/channel-worker';
import { resetUi } from '../support/app-state';
import { TableHarness, fakeTableOperations } from './child-table-fixtures';
import { HOST, mirrorNode, renderWithFluent } from './tree-fixtures';

const WAIT = { timeout: 15_000 };
const TABLE = '0.MALS.Standards';

const TEMPERATURE: Omit<NodeProperty, 'value'> = {
  id: 'Temperature',
  name: 'Temperature',
  ac: ACCESS_READ_WRITE,
  type: { kind: 'decimal', min: 273.15, max: 353.15, step: 0.01 },
  phyQ: { quantity: 'temperature', unit: 'K', editorUnit: '°C', displayUnit: '°C' },
  order: 1,
};

function standardRow(n: number, kelvin: number | null): TableRow {
  const gId = `${TABLE}.S${n}`;
  const node = mirrorNode(gId, `S ${n}`, { order: n, type: 'MalsStandard' });
  const property: MirrorProperty = { ...TEMPERATURE, value: kelvin, key: `${HOST}|${gId}|Temperature`, host: HOST, nodeKey: node.key };
  return { node, properties: new Map([['Temperature', property]]) };
}

/** The real worker api behind a MessageChannel, counting the columns it is sent. */
function countingWorker(columns: { size: number; from: string; to: string }[]): Worker {
  const api: UnitsWorkerApi = {
    convertColumn: (values, from, to) => {
      columns.push({ size: values.length, from, to });
      return unitsWorkerApi.convertColumn(values, from, to);
    },
  };
  return channelWorker(api);
}

const cell = (row: number) => within(screen.getByRole('grid', { name: 'Vials' })).getByRole('gridcell', { name: `Temperature, row ${row}` });

describe('child table unit column', () => {
  beforeEach(resetUi);
  afterEach(() => {
    cleanup();
    setUnitsWorkerFactory(null);
  });

  it('shows the stored kelvin in °C with the display unit, empty cells as empty', async () => {
    renderWithFluent(<TableHarness initialRows={[standardRow(1, 298.15), standardRow(2, null), standardRow(3, 303.15)]} operations={fakeTableOperations()} />);
    await waitFor(() => expect(cell(1).textContent).toBe('25.00 °C'), WAIT);
    expect(cell(2).textContent).toBe('(undefined)');
    expect(cell(3).textContent).toBe('30.00 °C');
  });

  it('sends a column longer than the page converts to the units worker, once, and shows its answer', async () => {
    const columns: { size: number; from: string; to: string }[] = [];
    setUnitsWorkerFactory(() => countingWorker(columns));
    const rows = Array.from({ length: IN_THREAD_MAX_VALUES + 1 }, (_, i) => standardRow(i + 1, 273.15 + (i % 50)));
    renderWithFluent(<TableHarness initialRows={rows} operations={fakeTableOperations()} />);
    await waitFor(() => expect(columns).toEqual([{ size: rows.length, from: 'K', to: '°C' }]), WAIT);
    expect(cell(1).textContent).toBe('0.00 °C');
    expect(cell(2).textContent).toBe('1.00 °C');
  });
});
