import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE_SETTINGS } from '../../../../src/domain/locale-settings';
import type { PropertyType } from '../../../../src/domain/nodes/node-protocol';
import { AccessFlag, ACCESS_READ_WRITE } from '../../../../src/domain/rights';
import { parseClipboardGrid, planPaste } from '../../../../src/domain/table/table-paste';
import type { PasteColumn, PasteRow } from '../../../../src/domain/table/table-paste';

const types: Record<string, PropertyType> = {
  Enabled: { kind: 'bool' },
  Sample: { kind: 'text' },
  Volume: { kind: 'decimal', min: 0, max: 2000, step: 0.1, nullable: true },
  Mode: { kind: 'int' },
  Locked: { kind: 'text' },
};
const standardValues = [
  { key: 1, value: 'Fast' },
  { key: 2, value: 'Slow' },
];

function row(gId: string, writable = true, lockedAc = ACCESS_READ_WRITE): PasteRow {
  return {
    gId,
    writable,
    property: (column) => {
      const type = types[column];
      if (!type) return undefined;
      return { name: column, type, ac: column === 'Locked' ? lockedAc : ACCESS_READ_WRITE, ...(column === 'Mode' ? { standardValues } : {}) };
    },
  };
}

const columns: PasteColumn[] = [
  { value: 'select', readonly: true, icon: true },
  { value: 'Enabled', readonly: false },
  { value: 'Sample', readonly: false },
  { value: 'Volume', readonly: false },
  { value: 'Mode', readonly: false },
];
const base = { locale: DEFAULT_LOCALE_SETTINGS, today: new Date(2026, 0, 15) };

describe('paste parsing', () => {
  it('splits lines on CR/LF and cells on tabs, ignoring the final newline', () => {
    expect(parseClipboardGrid('a\tb\r\nc\td\n')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(parseClipboardGrid('one')).toEqual([['one']]);
  });

  it('fills cells from the active cell downward, parsing booleans, numbers and standard values by text', () => {
    const plan = planPaste('no\tBSA\t12.5\tslow\nYES\tBlank\t\tFast\n', { ...base, rows: [row('r1'), row('r2'), row('r3')], columns, activeRow: 0, activeColumn: 1 });
    expect(plan.errors).toEqual([]);
    expect(plan.updates).toEqual([
      { gId: 'r1', values: [{ id: 'Enabled', value: false }, { id: 'Sample', value: 'BSA' }, { id: 'Volume', value: 12.5 }, { id: 'Mode', value: 2 }] },
      { gId: 'r2', values: [{ id: 'Enabled', value: true }, { id: 'Sample', value: 'Blank' }, { id: 'Volume', value: null }, { id: 'Mode', value: 1 }] },
    ]);
  });

  it('starts at the active row and column and drops text past the last row and column', () => {
    const plan = planPaste('A\t1\t2\t3\nB\nC', { ...base, rows: [row('r1'), row('r2')], columns, activeRow: 1, activeColumn: 2 });
    expect(plan.updates).toEqual([{ gId: 'r2', values: [{ id: 'Sample', value: 'A' }, { id: 'Volume', value: 1 }, { id: 'Mode', value: 2 }] }]);
  });

  it('skips read-only cells, icon columns and rows without write access, which still take their line or cell', () => {
    const cols: PasteColumn[] = [columns[0] as PasteColumn, columns[1] as PasteColumn, { value: 'Sample', readonly: true }, { value: 'Locked', readonly: false }];
    const plan = planPaste('x\tn\tZ\tL\nx\t1\tA\tL\nx\tT\tB\tL\nx\tF\tC\tq', {
      ...base,
      rows: [row('r1'), row('r2', false), row('r3'), row('r4', true, AccessFlag.browse | AccessFlag.read)],
      columns: cols,
      activeRow: 0,
      activeColumn: 0,
    });
    expect(plan.updates).toEqual([
      { gId: 'r1', values: [{ id: 'Enabled', value: false }, { id: 'Locked', value: 'L' }] },
      { gId: 'r3', values: [{ id: 'Enabled', value: true }, { id: 'Locked', value: 'L' }] },
      { gId: 'r4', values: [{ id: 'Enabled', value: false }] },
    ]);
  });

  it('reports text that does not parse and writes a clamped number with its message', () => {
    const plan = planPaste('maybe\t\t5000', { ...base, rows: [row('r1')], columns, activeRow: 0, activeColumn: 1 });
    expect(plan.errors.map((e) => [e.column, e.text])).toEqual([
      ['Enabled', 'maybe'],
      ['Volume', '5000'],
    ]);
    expect(plan.updates).toEqual([{ gId: 'r1', values: [{ id: 'Sample', value: '' }, { id: 'Volume', value: 2000 }] }]);
  });
});
