// Rows and a harness for the child table's component tests: ChildTableView gets rows and operations as
// props, so the tests need no server; the harness keeps rows in state so adds and deletes show.
import { useState } from 'react';
import { vi } from 'vitest';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import type { MirrorProperty } from '../../../src/domain/nodes/mirror-records';
import type { NodeProperty, PropertyValue } from '../../../src/domain/nodes/node-protocol';
import { ACCESS_FULL, ACCESS_READ_WRITE, AccessFlag, VisibilityLevel } from '../../../src/domain/rights';
import type { TableHeader } from '../../../src/domain/table/table-columns';
import { ChildTableView } from '../../../src/features/nodes/table/ChildTableView';
import type { ChildTableViewProps } from '../../../src/features/nodes/table/ChildTableView';
import { tableHeadersOf } from '../../../src/features/nodes/table/table-row-model';
import type { TableRow } from '../../../src/features/nodes/table/table-row-model';
import type { ChildTableOperations } from '../../../src/features/nodes/table/use-child-table-operations';
import { HOST, mirrorNode } from './tree-fixtures';

export const TABLE_GID = '0.Autosampler.Vials';
export const ROW_AC = ACCESS_FULL | AccessFlag.move;

const PROPERTIES: Omit<NodeProperty, 'value'>[] = [
  { id: 'Enabled', name: 'Enabled', ac: ACCESS_READ_WRITE, type: { kind: 'bool' }, width: 10, order: 1 },
  { id: 'SampleName', name: 'Sample', ac: ACCESS_READ_WRITE, type: { kind: 'text' }, order: 2 },
  { id: 'Volume', name: 'Volume', ac: ACCESS_READ_WRITE, type: { kind: 'decimal', min: 0, max: 2000, step: 0.1, nullable: true }, order: 3 },
];

export function vialRow(n: number, sample: string, volume: number | null, extra: { enabled?: boolean; ac?: number; clonable?: boolean } = {}): TableRow {
  const gId = `${TABLE_GID}.T${n}`;
  const node = mirrorNode(gId, `T ${n}`, { order: n, ac: extra.ac ?? ROW_AC, clonable: extra.clonable ?? true, type: 'Vial' });
  const values: Record<string, PropertyValue> = { Enabled: extra.enabled ?? true, SampleName: sample, Volume: volume };
  const properties = new Map<string, MirrorProperty>(
    PROPERTIES.map((p) => [p.id, { ...p, value: values[p.id] ?? null, key: `${HOST}|${gId}|${p.id}`, host: HOST, nodeKey: node.key }]),
  );
  return { node, properties };
}

export function fakeTableOperations(overrides: Partial<ChildTableOperations> = {}): ChildTableOperations {
  return {
    add: vi.fn(async () => `${TABLE_GID}.New`),
    clone: vi.fn(async () => {}),
    remove: vi.fn(async () => {}),
    move: vi.fn(async () => {}),
    saveCell: vi.fn(async () => {}),
    saveRows: vi.fn(async () => {}),
    ...overrides,
  };
}

export type HarnessProps = Partial<ChildTableViewProps> & { initialRows: TableRow[]; operations: ChildTableOperations; tableAc?: number };

/** The view over rows in state: `operations.add` and `remove` also change the rows, as the mirror would. */
export function TableHarness({ initialRows, operations, tableAc = ACCESS_FULL, ...props }: HarnessProps) {
  const [rows, setRows] = useState(initialRows);
  const [headers, setHeaders] = useState<TableHeader[] | null>(null);
  const withRows: ChildTableOperations = {
    ...operations,
    add: async (type) => {
      const gId = await operations.add(type);
      const row = vialRow(rows.length + 1, '', null);
      const added = { ...row, node: { ...row.node, gId, key: `${HOST}|${gId}` } };
      setRows((r) => [...r, added]);
      return gId;
    },
    remove: async (node) => {
      await operations.remove(node);
      setRows((r) => r.filter((x) => x.node.gId !== node.gId));
    },
  };
  return (
    <ChildTableView
      name="Vials"
      table={{ ac: tableAc, allowedTypes: [{ type: 'Vial', name: 'Vial' }], canReorder: true }}
      rows={rows}
      headers={headers ?? tableHeadersOf(rows, VisibilityLevel.standard)}
      locale={DEFAULT_LOCALE_SETTINGS}
      browseLevel={VisibilityLevel.standard}
      operations={withRows}
      onSaveLayout={setHeaders}
      onEditDetails={() => {}}
      onRefresh={() => {}}
      {...props}
    />
  );
}
