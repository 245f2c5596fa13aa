import { describe, expect, it } from 'vitest';
import type { NodeProperty } from '../../../../src/domain/nodes/node-protocol';
import { ACCESS_READ_WRITE } from '../../../../src/domain/rights';
import { applySavedLayout } from '../../../../src/domain/table/customize-headers';
import { applyServerColumns } from '../../../../src/domain/table/server-columns';
import { headerOfProperty } from '../../../../src/domain/table/table-columns';

const headers = ['Enabled', 'SampleName', 'Temperature', 'Note'].map((id) => headerOfProperty({ id, name: id, ac: ACCESS_READ_WRITE, type: { kind: 'text' }, value: null } as NodeProperty, true));
const shown = (list: { value: string; visible: boolean }[]) => list.filter((h) => h.visible).map((h) => h.value);

describe("the server's column layout", () => {
  it('shows the listed columns in its order and the others hidden after them, setting no user index', () => {
    const laidOut = applyServerColumns(headers, ['SampleName', 'Temperature', 'Enabled']);
    expect(laidOut.map((h) => h.value)).toEqual(['SampleName', 'Temperature', 'Enabled', 'Note']);
    expect(shown(laidOut)).toEqual(['SampleName', 'Temperature', 'Enabled']);
    expect(laidOut.every((h) => h.index === undefined)).toBe(true);
  });

  it('keeps the columns of the rows when the value is not a list of ids', () => {
    for (const value of [undefined, null, [], 'SampleName', [1, 2]]) expect(applyServerColumns(headers, value as never).map((h) => h.value)).toEqual(['Enabled', 'SampleName', 'Temperature', 'Note']);
  });

  it("lets the user's saved layout override it, a column the server hid included", () => {
    const fromServer = applyServerColumns(headers, ['SampleName', 'Temperature']);
    const mine = applySavedLayout(fromServer, [
      { value: 'Note', index: 0, visible: true },
      { value: 'SampleName', index: 1, visible: true },
      { value: 'Temperature', index: 2, visible: false },
      { value: 'Enabled', index: 3, visible: false },
    ]);
    expect(shown(mine)).toEqual(['Note', 'SampleName']);
  });
});
