import { describe, expect, it } from 'vitest';
import { planBatchResponse } from '../../../../src/domain/nodes/batch-apply';
import { mirrorNodeKey, mirrorPropertyKey } from '../../../../src/domain/nodes/mirror-records';
import { EMPTY_MIRROR_SNAPSHOT } from '../../../../src/domain/nodes/mirror-snapshot';
import { BatchAction } from '../../../../src/domain/nodes/node-protocol';
import { answer, batch, browseItem, childIds, dto, nodeAt, prop, seeded, step, tree } from '../../data/nodes/node-fixtures';

const key = (gId: string) => mirrorNodeKey('', gId);
const propKey = (gId: string, id: string) => mirrorPropertyKey('', gId, id);

function settings() {
  return tree('0.S', [
    tree('0.S.A', [dto('0.S.A.x', { hasChildren: false }), dto('0.S.A.y', { hasChildren: false })]),
    dto('0.S.B', { hasChildren: false, properties: [prop('Name', 'b'), prop('Unit', 'bar')] }),
    dto('0.S.C', { hasChildren: false }),
  ]);
}

describe('planBatchResponse: browse', () => {
  it('mirrors the browsed node and its nested children with host keys and parent keys', () => {
    const mirror = seeded(settings());
    expect(childIds(mirror, '0.S')).toEqual(['A', 'B', 'C']);
    expect(childIds(mirror, '0.S.A')).toEqual(['x', 'y']);
    expect(nodeAt(mirror, '0.S.A')).toMatchObject({ key: '|0.S.A', host: '', parentKey: '|0.S', childrenLoaded: true, fetchedAt: 1 });
    expect(nodeAt(mirror, '0.S.A')).not.toHaveProperty('childs');
    expect(mirror.properties.get(propKey('0.S.B', 'Unit'))).toMatchObject({ value: 'bar', nodeKey: '|0.S.B', host: '' });
  });

  it('keeps the same gId of different hosts apart', () => {
    const mirror = seeded(settings());
    step(mirror, [browseItem('0.S')], batch(answer({ nodes: [tree('0.S', [dto('0.S.Z')])] })), 2, 'ctrl-1');
    expect(childIds(mirror, '0.S', 'ctrl-1')).toEqual(['Z']);
    expect(childIds(mirror, '0.S')).toEqual(['A', 'B', 'C']);
  });

  it('deletes children that vanished from a fully loaded parent, with their subtrees and properties', () => {
    const mirror = seeded(settings());
    const plan = step(mirror, [browseItem('0.S', 1)], batch(answer({ nodes: [tree('0.S', [dto('0.S.C', { hasChildren: false })])] })), 2);
    expect(childIds(mirror, '0.S')).toEqual(['C']);
    expect(plan.deleteNodeKeys.sort()).toEqual([key('0.S.A'), key('0.S.A.x'), key('0.S.A.y'), key('0.S.B')].sort());
    expect(plan.deletePropertyKeys.sort()).toEqual([propKey('0.S.B', 'Name'), propKey('0.S.B', 'Unit')].sort());
    expect(plan.fetchedAt).toBe(2);
  });

  it('keeps the loaded children of a node cut off by depth', () => {
    const mirror = seeded(settings());
    step(mirror, [browseItem('0.S', 0)], batch(answer({ nodes: [dto('0.S', { hasChildren: true, name: 'Renamed' })] })), 2);
    expect(nodeAt(mirror, '0.S')).toMatchObject({ name: 'Renamed', childrenLoaded: true, fetchedAt: 2 });
    expect(childIds(mirror, '0.S')).toEqual(['A', 'B', 'C']);
  });

  it('replaces the properties of a node when all were sent, and only merges an AlarmingInfo-only browse', () => {
    const mirror = seeded(settings());
    step(mirror, [browseItem('0.S.B', 0)], batch(answer({ nodes: [dto('0.S.B', { hasChildren: false, properties: [prop('Name', 'b2')] })] })), 2);
    expect(mirror.properties.has(propKey('0.S.B', 'Unit'))).toBe(false);
    expect(mirror.properties.get(propKey('0.S.B', 'Name'))?.value).toBe('b2');
    const alarmsOnly = { action: BatchAction.browse, gId: '0.S.B', filter: { depth: 0, props: 'AlarmingInfo' as const } };
    const alarm = { packed: 2 * 2 ** 24 + 1, alarms: [{ severity: 2, msg: 'Pressure high', t: '2025-01-01T00:00:00Z' }] };
    step(mirror, [alarmsOnly], batch(answer({ nodes: [dto('0.S.B', { hasChildren: false, properties: [prop('AlarmingInfo', alarm)] })] })), 3);
    expect(mirror.properties.has(propKey('0.S.B', 'Name'))).toBe(true);
    expect(nodeAt(mirror, '0.S.B')?.alarms).toEqual(alarm);
  });

  it('removes a node the server no longer knows (result 4) with its subtree', () => {
    const mirror = seeded(settings());
    step(mirror, [browseItem('0.S.A')], batch(answer({ result: 4 })), 2);
    expect(nodeAt(mirror, '0.S.A')).toBeUndefined();
    expect(nodeAt(mirror, '0.S.A.x')).toBeUndefined();
  });

  it('changes nothing for a failed browse', () => {
    const plan = planBatchResponse('', [browseItem('0.S')], batch(answer({ result: 2 })), EMPTY_MIRROR_SNAPSHOT, 1);
    expect(plan).toMatchObject({ putNodes: [], deleteNodeKeys: [], patches: [], fetchedAt: null });
  });
});

describe('planBatchResponse: create', () => {
  it('adds the new node under its parent and marks the parent as having children', () => {
    const mirror = seeded(settings());
    const created = dto('0.S.C.n1', { order: 0, properties: [prop('Name', 'n1')] });
    step(mirror, [{ action: BatchAction.create, gId: '0.S.C', className: 'Folder', key: 'k' }], batch(answer({ gId: '0.S.C.n1', key: 'k', node: created })));
    expect(childIds(mirror, '0.S.C')).toEqual(['n1']);
    expect(nodeAt(mirror, '0.S.C')?.hasChildren).toBe(true);
    expect(mirror.properties.get(propKey('0.S.C.n1', 'Name'))?.value).toBe('n1');
  });

  it('resolves temporary ids: a create under a node created earlier in the batch, then an update of it', () => {
    const mirror = seeded(settings());
    const items = [
      { action: BatchAction.create, gId: '0.S.C', className: 'Folder', key: 'p' },
      { action: BatchAction.create, gId: '%p', className: 'Tag', key: 'c' },
      { action: BatchAction.update, gId: '%c', values: [{ id: 'Unit', value: 'mbar' }] },
    ];
    const response = batch(
      answer({ gId: '0.S.C.f1', key: 'p', node: dto('0.S.C.f1') }),
      answer({ gId: '0.S.C.f1.t1', key: 'c', node: dto('0.S.C.f1.t1', { properties: [prop('Unit', 'bar')] }) }),
      answer({ values: [{ id: 'Unit', value: 'mbar' }] }),
    );
    step(mirror, items, response);
    expect(childIds(mirror, '0.S.C.f1')).toEqual(['t1']);
    expect(nodeAt(mirror, '0.S.C.f1')?.hasChildren).toBe(true);
    expect(mirror.properties.get(propKey('0.S.C.f1.t1', 'Unit'))?.value).toBe('mbar');
  });

  it('adds nothing for a failed create', () => {
    const mirror = seeded(settings());
    step(mirror, [{ action: BatchAction.create, gId: '0.S.C', className: 'Folder', key: 'k' }], batch(answer({ result: 2 })));
    expect(childIds(mirror, '0.S.C')).toEqual([]);
    expect(nodeAt(mirror, '0.S.C')?.hasChildren).toBe(false);
  });
});

describe('planBatchResponse: update and bind', () => {
  it('sets the stored property values, preferring the values the server answered', () => {
    const mirror = seeded(settings());
    const item = { action: BatchAction.update, gId: '0.S.B', values: [{ id: 'Unit', value: 'psi' }] };
    step(mirror, [item], batch(answer({ values: [{ id: 'Unit', value: 'PSI' }] })));
    expect(mirror.properties.get(propKey('0.S.B', 'Unit'))?.value).toBe('PSI');
  });

  it('leaves values alone when the update failed', () => {
    const mirror = seeded(settings());
    step(mirror, [{ action: BatchAction.update, gId: '0.S.B', values: [{ id: 'Unit', value: 'psi' }] }], batch(answer({ result: 7 })));
    expect(mirror.properties.get(propKey('0.S.B', 'Unit'))?.value).toBe('bar');
  });

  it('patches properties that are not mirrored without inventing rows', () => {
    const plan = planBatchResponse('', [{ action: BatchAction.update, gId: '0.X', values: [{ id: 'P', value: 1 }] }], batch(answer()), EMPTY_MIRROR_SNAPSHOT, 1);
    expect(plan.putProperties).toEqual([]);
    expect(plan.patches).toEqual([{ table: 'properties', key: propKey('0.X', 'P'), changes: { value: 1 } }]);
  });

  it('sets the bound node of a property, named by gId and propIds or by its address, and keeps its value', () => {
    const mirror = seeded(tree('0.S', [dto('0.S.B', { properties: [prop('Source', 'kept')] })]));
    step(mirror, [{ action: BatchAction.bind, gId: '0.S.B', propIds: ['Source'], bindGId: '0.T.x' }], batch(answer()));
    expect(mirror.properties.get(propKey('0.S.B', 'Source'))).toMatchObject({ value: 'kept', bound: '0.T.x' });
    step(mirror, [{ action: BatchAction.bind, gId: '0.S.B.Source.#', bindGId: '0.T.y' }], batch(answer({ bindings: [{ id: 'Source', bound: '0.T.y' }] })));
    expect(mirror.properties.get(propKey('0.S.B', 'Source'))).toMatchObject({ value: 'kept', bound: '0.T.y' });
  });

  it('clears the bound node when a bind unbinds', () => {
    const mirror = seeded(tree('0.S', [dto('0.S.B', { properties: [{ ...prop('Source', 'kept'), bound: '0.T.x' }] })]));
    step(mirror, [{ action: BatchAction.bind, gId: '0.S.B.Source.#', bindGId: '' }], batch(answer({ bindings: [{ id: 'Source', bound: null }] })));
    expect(mirror.properties.get(propKey('0.S.B', 'Source'))?.bound).toBeUndefined();
  });
});

describe('planBatchResponse: delete', () => {
  it('removes the node, its subtree and all their properties', () => {
    const mirror = seeded(tree('0.S', [tree('0.S.A', [dto('0.S.A.x', { properties: [prop('P', 1)] })], { properties: [prop('Q', 2)] })]));
    const plan = step(mirror, [{ action: BatchAction.delete, gId: '0.S.A' }], batch(answer()));
    expect(plan.deleteNodeKeys.sort()).toEqual([key('0.S.A'), key('0.S.A.x')]);
    expect(plan.deletePropertyKeys.sort()).toEqual([propKey('0.S.A.x', 'P'), propKey('0.S.A', 'Q')].sort());
    expect(mirror.properties.size).toBe(0);
    expect(nodeAt(mirror, '0.S')?.hasChildren).toBe(false);
  });

  it('treats not found (4) as deleted and keeps the node when references exist (6)', () => {
    const mirror = seeded(settings());
    step(mirror, [{ action: BatchAction.delete, gId: '0.S.B' }], batch(answer({ result: 6 })));
    expect(nodeAt(mirror, '0.S.B')).toBeDefined();
    step(mirror, [{ action: BatchAction.delete, gId: '0.S.B' }], batch(answer({ result: 4 })));
    expect(nodeAt(mirror, '0.S.B')).toBeUndefined();
    expect(childIds(mirror, '0.S')).toEqual(['A', 'C']);
  });

  it('does not bring back a node created and deleted in the same batch', () => {
    const mirror = seeded(settings());
    const items = [
      { action: BatchAction.create, gId: '0.S.C', className: 'Folder', key: 'k' },
      { action: BatchAction.delete, gId: '%k' },
    ];
    const plan = step(mirror, items, batch(answer({ gId: '0.S.C.n', key: 'k', node: dto('0.S.C.n') }), answer()));
    expect(plan.putNodes.map((n) => n.key)).not.toContain(key('0.S.C.n'));
    expect(nodeAt(mirror, '0.S.C.n')).toBeUndefined();
  });
});

describe('planBatchResponse: deserialize, move and read', () => {
  it('appends deserialized nodes under the target', () => {
    const mirror = seeded(settings());
    step(mirror, [{ action: BatchAction.deserialize, gId: '0.S.C', content: '…' }], batch(answer({ nodes: [tree('0.S.C.copy', [dto('0.S.C.copy.z')])] })));
    expect(childIds(mirror, '0.S.C')).toEqual(['copy']);
    expect(childIds(mirror, '0.S.C.copy')).toEqual(['z']);
    expect(nodeAt(mirror, '0.S.C')?.hasChildren).toBe(true);
  });

  it('puts the moved child at newIndex and renumbers its siblings', () => {
    const mirror = seeded(settings());
    step(mirror, [{ action: BatchAction.move, gId: '0.S.C', newIndex: 0 }], batch(answer()));
    expect(childIds(mirror, '0.S')).toEqual(['C', 'A', 'B']);
    expect(['C', 'A', 'B'].map((id) => nodeAt(mirror, `0.S.${id}`)?.order)).toEqual([0, 1, 2]);
    step(mirror, [{ action: BatchAction.move, gId: '0.S.C', newIndex: 99 }, { action: BatchAction.move, gId: '0.S.A', newIndex: 1 }], batch(answer(), answer()));
    expect(childIds(mirror, '0.S')).toEqual(['B', 'A', 'C']);
  });

  it('keeps the order when a move failed', () => {
    const mirror = seeded(settings());
    step(mirror, [{ action: BatchAction.move, gId: '0.S.C', newIndex: 0 }], batch(answer({ result: 2 })));
    expect(childIds(mirror, '0.S')).toEqual(['A', 'B', 'C']);
  });

  it('patches FmtValue and AlarmingInfo of read nodes onto the node rows only', () => {
    const mirror = seeded(settings());
    const alarm = { packed: 16777217, alarms: [{ severity: 1, msg: 'Low', t: '2025-01-01T00:00:00Z' }] };
    const items = [{ action: BatchAction.read, gId: '0.S.B', propIds: ['AlarmingInfo', 'FmtValue'] }];
    const response = batch(answer({ values: [{ id: 'FmtValue', value: '12.3 bar' }, { id: 'AlarmingInfo', value: alarm }] }));
    step(mirror, items, response);
    expect(nodeAt(mirror, '0.S.B')).toMatchObject({ fmtValue: '12.3 bar', alarms: alarm });
    expect(mirror.properties.has(propKey('0.S.B', 'FmtValue'))).toBe(false);
    // Reads load no rows first: the change is a patch, a no-op for nodes never mirrored.
    const plan = planBatchResponse('', items, response, EMPTY_MIRROR_SNAPSHOT, 1);
    expect(plan.putProperties).toEqual([]);
    expect(plan.patches).toEqual([{ table: 'nodes', key: key('0.S.B'), changes: { fmtValue: '12.3 bar', alarms: alarm } }]);
  });

  it('keeps the last live values when the node is browsed again', () => {
    const mirror = seeded(settings());
    step(mirror, [{ action: BatchAction.read, gId: '0.S.C' }], batch(answer({ values: [{ id: 'FmtValue', value: '1 l' }] })));
    step(mirror, [browseItem('0.S', 1)], batch(answer({ nodes: [settings()] })), 5);
    expect(nodeAt(mirror, '0.S.C')?.fmtValue).toBe('1 l');
  });

  it('reports designer responses', () => {
    const plan = planBatchResponse('', [browseItem('0')], batch(answer({ isDesigner: true, nodes: [dto('0')] })), EMPTY_MIRROR_SNAPSHOT, 1);
    expect(plan.designerChanged).toBe(true);
  });
});
