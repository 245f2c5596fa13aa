// The simulator's child-row tables (docs/decisions.md, "Unit columns"): the MALS detector's calibration
// standards are a table whose Temperature column is stored in K and declared shown and edited in °C,
// and whose columns the server lays out.
import { describe, expect, it } from 'vitest';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import type { NodeDto } from '../../src/domain/nodes/node-protocol';
import { CONTROLLER } from './support/node-batch-client';
import { useNodeServer } from './support/node-server';

const env = useNodeServer();

describe('demo tables', () => {
  it('seeds the MALS calibration standards as a table with a kelvin column shown in °C', async () => {
    const res = await env.operator.one({ action: BatchAction.browse, gId: '0.MALS.Standards', filter: { depth: 1, props: 'all' } }, CONTROLLER);
    expect(res.result).toBe(BatchResult.ok);
    const table = res.node as NodeDto;
    expect(table.webEditor).toBe('table');
    expect(table.allowedTypes?.map((t) => t.type)).toEqual(['MalsStandard']);
    const rows = table.childs ?? [];
    expect(rows.map((r) => r.name)).toEqual(['Toluene', 'BSA monomer', 'Dextran 70k']);
    const temperature = rows[2]?.properties?.find((p) => p.id === 'Temperature');
    expect(temperature?.value).toBe(303.15);
    expect(temperature?.phyQ).toEqual({ quantity: 'temperature', unit: 'K', editorUnit: '°C', displayUnit: '°C' });
    // The server's column layout: the standard's name first, Enabled last.
    expect(table.properties?.find((p) => p.id === 'Columns')?.value).toEqual(['SampleName', 'Temperature', 'Enabled']);
  });
});
