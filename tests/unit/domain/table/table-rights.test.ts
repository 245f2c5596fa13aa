import { describe, expect, it } from 'vitest';
import { ACCESS_FULL, ACCESS_READ_WRITE, AccessFlag, VisibilityLevel } from '../../../../src/domain/rights';
import { addableTypes, canAutoAdd, rowRights } from '../../../../src/domain/table/table-rights';

const vial = { type: 'Vial', name: 'Vial' };
const hidden = { type: 'Debug', name: 'Debug', visible: VisibilityLevel.debug };
const table = { ac: ACCESS_FULL, allowedTypes: [vial, hidden], canReorder: true };

describe('table rights', () => {
  it('lists the allowed types visible at the level, only with create rights and not read-only', () => {
    expect(addableTypes(table, VisibilityLevel.standard, false)).toEqual([vial]);
    expect(addableTypes(table, VisibilityLevel.debug, false)).toEqual([vial, hidden]);
    expect(addableTypes({ ...table, ac: ACCESS_READ_WRITE }, VisibilityLevel.standard, false)).toEqual([]);
    expect(addableTypes(table, VisibilityLevel.standard, true)).toEqual([]);
  });

  it('gives each row action only with its right', () => {
    const row = { gId: 'r', ac: ACCESS_FULL | AccessFlag.move, clonable: true };
    expect(rowRights(table, row, false)).toEqual({ edit: true, delete: true, clone: true, move: true });
    expect(rowRights(table, { ...row, ac: AccessFlag.browse | AccessFlag.read, clonable: false }, false)).toEqual({ edit: false, delete: false, clone: false, move: false });
    expect(rowRights({ ...table, canReorder: false }, row, false).move).toBe(false);
    expect(rowRights({ ...table, ac: ACCESS_READ_WRITE }, row, false).clone).toBe(false);
    expect(rowRights(table, row, true)).toEqual({ edit: false, delete: false, clone: false, move: false });
  });

  it('auto-adds only with autoAdd on and exactly one type', () => {
    expect(canAutoAdd(true, [vial])).toBe(true);
    expect(canAutoAdd(false, [vial])).toBe(false);
    expect(canAutoAdd(true, [vial, hidden])).toBe(false);
    expect(canAutoAdd(true, [])).toBe(false);
  });
});
