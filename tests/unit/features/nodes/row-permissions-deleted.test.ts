import { describe, expect, it } from 'vitest';
import type { MirrorNode } from '../../../../src/domain/nodes/mirror-records';
import { METHOD_RESTORE } from '../../../../src/domain/nodes/node-recycle';
import { ACCESS_FULL, AccessFlag, VisibilityLevel } from '../../../../src/domain/rights';
import { isNodeShown, rowAbilities } from '../../../../src/features/nodes/tree/row-permissions';

const READ = AccessFlag.browse | AccessFlag.read;
const restoreMethod = { id: METHOD_RESTORE, name: 'Restore', ac: READ | AccessFlag.write };

function deletedNode(extra: Partial<MirrorNode> = {}): MirrorNode {
  return {
    gId: '0.P',
    id: 'P',
    name: 'P',
    type: 'Pump',
    parent: '0',
    order: 0,
    ac: READ | AccessFlag.delete,
    key: 'h|0.P',
    host: 'h',
    parentKey: 'h|0',
    childrenLoaded: false,
    fetchedAt: 1,
    clonable: true,
    allowedTypes: [{ type: 'Vial', name: 'Vial' }],
    methods: [restoreMethod],
    deleted: true,
    ...extra,
  };
}

const debug = { readOnly: false, browseLevel: VisibilityLevel.debug, parentCanReorder: true };

describe('soft-deleted tree rows', () => {
  it('are shown only at debug level', () => {
    expect(isNodeShown(deletedNode(), VisibilityLevel.debug, false)).toBe(true);
    expect(isNodeShown(deletedNode(), VisibilityLevel.internal, true)).toBe(false);
    expect(isNodeShown(deletedNode({ deleted: false }), VisibilityLevel.standard, false)).toBe(true);
  });

  it('offer Restore and the (permanent) delete, nothing else', () => {
    const a = rowAbilities(deletedNode({ ac: ACCESS_FULL | AccessFlag.move }), debug);
    expect(a).toMatchObject({ addTypes: [], canClone: false, canMove: false, methods: [], canRestore: true, canDelete: true });
  });

  it('offer no Restore without the method, without write on it, or read-only', () => {
    expect(rowAbilities(deletedNode({ methods: [] }), debug).canRestore).toBe(false);
    expect(rowAbilities(deletedNode({ methods: [{ ...restoreMethod, ac: READ }] }), debug).canRestore).toBe(false);
    expect(rowAbilities(deletedNode(), { ...debug, readOnly: true })).toMatchObject({ canRestore: false, canDelete: false });
    expect(rowAbilities(deletedNode({ ac: READ }), debug).canDelete).toBe(false);
  });

  it('never offer Restore on live nodes', () => {
    expect(rowAbilities(deletedNode({ deleted: undefined, ac: ACCESS_FULL }), debug).canRestore).toBe(false);
  });
});
