import { describe, expect, it } from 'vitest';
import type { NodeProperty } from '../../../../src/domain/nodes/node-protocol';
import { ACCESS_READ_WRITE, AccessFlag } from '../../../../src/domain/rights';
import { defaultColumnWidth, headersOfRows } from '../../../../src/domain/table/table-columns';

function prop(id: string, kind: NodeProperty['type']['kind'], extra: Partial<NodeProperty> = {}): NodeProperty {
  return { id, name: id, value: null, ac: ACCESS_READ_WRITE, type: { kind }, ...extra };
}

describe('table columns', () => {
  it('gives the default widths of node-model §9 (int 60, decimal 80, date 60, datetime 120, bool 10, lookup 150, else auto)', () => {
    expect(defaultColumnWidth('int')).toBe(60);
    expect(defaultColumnWidth('decimal')).toBe(80);
    expect(defaultColumnWidth('date')).toBe(60);
    expect(defaultColumnWidth('dateTime')).toBe(120);
    expect(defaultColumnWidth('bool')).toBe(10);
    expect(defaultColumnWidth('lookup')).toBe(150);
    expect(defaultColumnWidth('text')).toBeUndefined();
  });

  it('builds one column per property of the rows, lookups from standard values, units marked, read-only without the write bit', () => {
    const rows = [
      [prop('Enabled', 'bool'), prop('Volume', 'decimal', { phyQ: { quantity: 'volume', unit: 'µl' } }), prop('Mode', 'int', { standardValues: [{ key: 1, value: 'Fast' }] })],
      [prop('Enabled', 'bool'), prop('Note', 'text', { ac: AccessFlag.browse | AccessFlag.read, width: 200 })],
    ];
    const headers = headersOfRows(rows);
    expect(headers.map((h) => [h.value, h.format, h.width, h.readonly, h.hasUnit, h.align])).toEqual([
      ['Enabled', 'bool', 10, false, false, 'center'],
      ['Volume', 'decimal', 80, false, true, 'end'],
      ['Mode', 'lookup', 150, false, false, 'start'],
      ['Note', 'text', 200, true, false, 'start'],
    ]);
    expect(headers[1]?.transform).toBe('unit');
    expect(headers.every((h) => h.visible && h.canHide && h.canCustomize)).toBe(true);
  });

  it('orders columns by property order and leaves out properties the level hides', () => {
    const rows = [[prop('B', 'text', { order: 2 }), prop('A', 'text', { order: 1 }), prop('Hidden', 'text', { visible: 4 })]];
    expect(headersOfRows(rows, (p) => (p.visible ?? 1) <= 1).map((h) => h.value)).toEqual(['A', 'B']);
  });

  it('makes a column without text not customizable', () => {
    expect(headersOfRows([[prop('X', 'text', { name: '' })]])[0]?.canCustomize).toBe(false);
  });
});
