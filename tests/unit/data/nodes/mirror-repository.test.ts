import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleDatabase } from '../../../../src/data/db';
import { applyBatchToMirror } from '../../../../src/data/nodes/mirror-repository';
import { childrenQuery, mirrorAge, mirrorFetchedAt, nodeQuery, propertiesQuery, subtreeQuery } from '../../../../src/data/nodes/mirror-queries';
import { mirrorNodeKey } from '../../../../src/domain/nodes/mirror-records';
import { BatchAction } from '../../../../src/domain/nodes/node-protocol';
import { answer, batch, browseItem, dto, prop, tree } from './node-fixtures';
import { deleteFreshDatabases, freshDatabase } from '../../support/fresh-database';

afterEach(async () => {
  vi.restoreAllMocks();
  await deleteFreshDatabases();
});

const key = (gId: string, host = '') => mirrorNodeKey(host, gId);

function plant() {
  return tree('0.S', [
    tree('0.S.A', [dto('0.S.A.x', { hasChildren: false, properties: [prop('P', 1)] })]),
    dto('0.S.B', { hasChildren: false, properties: [prop('Unit', 'bar', { order: 2 }), prop('Name', 'b', { order: 1 })] }),
    dto('0.S.C', { hasChildren: false }),
  ]);
}

async function seed(database: ConsoleDatabase, host = '', now = 100) {
  await applyBatchToMirror(host, [browseItem('0.S')], batch(answer({ nodes: [plant()] })), { database, now });
}

describe('mirror repository', () => {
  it('writes a browse and answers the UI queries: ordered children, a node, ordered properties', async () => {
    const database = freshDatabase();
    const summary = await applyBatchToMirror('', [browseItem('0.S')], batch(answer({ nodes: [plant()] })), { database, now: 100 });
    expect(summary).toMatchObject({ nodesPut: 5, propertiesPut: 3, nodesDeleted: 0 });
    expect((await childrenQuery('', key('0.S'), database)).map((n) => n.id)).toEqual(['A', 'B', 'C']);
    expect(await nodeQuery(key('0.S.A'), database)).toMatchObject({ gId: '0.S.A', childrenLoaded: true });
    expect((await propertiesQuery(key('0.S.B'), database)).map((p) => p.id)).toEqual(['Name', 'Unit']);
  });

  it("reads a node's properties through its key range only: not a sibling sharing its prefix, not a child, not another host", async () => {
    const database = freshDatabase();
    const root = tree('0.S', [
      tree('0.S.A', [dto('0.S.A.x', { hasChildren: false, properties: [prop('Deep', 1)] })], { properties: [prop('Own', 2)] }),
      dto('0.S.AB', { hasChildren: false, properties: [prop('Sibling', 3)] }),
    ]);
    await applyBatchToMirror('', [browseItem('0.S')], batch(answer({ nodes: [root] })), { database });
    await applyBatchToMirror('ctrl', [browseItem('0.S')], batch(answer({ nodes: [root] })), { database });
    expect((await propertiesQuery(key('0.S.A'), database)).map((p) => p.key)).toEqual(['|0.S.A|Own']);
    expect((await propertiesQuery(key('0.S.A', 'ctrl'), database)).map((p) => p.key)).toEqual(['ctrl|0.S.A|Own']);
    // Deleting 0.S.A takes its subtree's properties and leaves the sibling's.
    await applyBatchToMirror('', [{ action: BatchAction.delete, gId: '0.S.A' }], batch(answer({ gId: '0.S.A' })), { database });
    expect((await database.properties.toCollection().primaryKeys()).sort()).toEqual(['ctrl|0.S.A.x|Deep', 'ctrl|0.S.AB|Sibling', 'ctrl|0.S.A|Own', '|0.S.AB|Sibling']);
  });

  it('reads a subtree through its key range: the root and every level below, not a sibling sharing its prefix, not another host', async () => {
    const database = freshDatabase();
    const root = tree('0.S', [tree('0.S.A', [dto('0.S.A.x', { hasChildren: false })]), dto('0.S.AB', { hasChildren: false })]);
    await applyBatchToMirror('', [browseItem('0.S')], batch(answer({ nodes: [root] })), { database });
    await applyBatchToMirror('ctrl', [browseItem('0.S')], batch(answer({ nodes: [root] })), { database });
    expect((await subtreeQuery(key('0.S.A'), database)).map((n) => n.key)).toEqual(['|0.S.A', '|0.S.A.x']);
    expect((await subtreeQuery(key('0.S', 'ctrl'), database)).map((n) => n.key).sort()).toEqual(['ctrl|0.S', 'ctrl|0.S.A', 'ctrl|0.S.A.x', 'ctrl|0.S.AB']);
    expect(await subtreeQuery(key('0.T'), database)).toEqual([]);
  });

  it('shows in a subtree the nodes created offline below it (temporary gIds outside its key range), and not those of another subtree', async () => {
    const database = freshDatabase();
    const root = tree('0.S', [tree('0.S.A', [dto('0.S.A.x', { hasChildren: false })]), dto('0.S.B', { hasChildren: false })]);
    await applyBatchToMirror('', [browseItem('0.S')], batch(answer({ nodes: [root] })), { database });
    const offline = (gId: string, parent: string) => ({ key: key(gId), host: '', gId, id: gId, name: gId, type: 'T', parent, parentKey: key(parent), order: 9, ac: 255, childrenLoaded: true, fetchedAt: 0 });
    await database.nodes.bulkPut([offline('%n1', '0.S.A'), offline('%n2', '%n1'), offline('%n3', '0.S.B')]);
    expect((await subtreeQuery(key('0.S.A'), database)).map((n) => n.key).sort()).toEqual(['|%n1', '|%n2', '|0.S.A', '|0.S.A.x']);
    expect((await subtreeQuery(key('0.S.B'), database)).map((n) => n.key).sort()).toEqual(['|%n3', '|0.S.B']);
  });

  it('lists the roots of a host for parentKey null', async () => {
    const database = freshDatabase();
    await applyBatchToMirror('ctrl', [browseItem('0', 0)], batch(answer({ nodes: [dto('0', { parent: null, hasChildren: true })] })), { database });
    expect((await childrenQuery('ctrl', null, database)).map((n) => n.gId)).toEqual(['0']);
    expect(await childrenQuery('', null, database)).toEqual([]);
  });

  it('reads the rows a plan needs inside the transaction: vanished children and subtrees are deleted', async () => {
    const database = freshDatabase();
    await seed(database);
    await applyBatchToMirror('', [browseItem('0.S', 1)], batch(answer({ nodes: [tree('0.S', [dto('0.S.C', { hasChildren: false })])] })), { database, now: 200 });
    expect((await childrenQuery('', key('0.S'), database)).map((n) => n.id)).toEqual(['C']);
    expect(await database.nodes.count()).toBe(2);
    expect(await database.properties.count()).toBe(0);
  });

  it('deletes a subtree, renumbers a move and patches a read through the stored rows', async () => {
    const database = freshDatabase();
    await seed(database);
    const items = [
      { action: BatchAction.delete, gId: '0.S.A' },
      { action: BatchAction.move, gId: '0.S.C', newIndex: 0 },
      { action: BatchAction.read, gId: '0.S.B', propIds: ['FmtValue'] },
      { action: BatchAction.update, gId: '0.S.B', values: [{ id: 'Unit', value: 'psi' }] },
    ];
    await applyBatchToMirror('', items, batch(answer(), answer(), answer({ values: [{ id: 'FmtValue', value: '3 bar' }] }), answer()), { database });
    expect((await childrenQuery('', key('0.S'), database)).map((n) => `${n.id}:${n.order}`)).toEqual(['C:0', 'B:1']);
    expect(await nodeQuery(key('0.S.A.x'), database)).toBeUndefined();
    expect((await nodeQuery(key('0.S.B'), database))?.fmtValue).toBe('3 bar');
    expect((await propertiesQuery(key('0.S.B'), database)).find((p) => p.id === 'Unit')?.value).toBe('psi');
  });

  it('turns patches of rows that are not mirrored into no-ops', async () => {
    const database = freshDatabase();
    await applyBatchToMirror('', [{ action: BatchAction.read, gId: '0.Nope' }], batch(answer({ values: [{ id: 'FmtValue', value: 'x' }] })), { database });
    expect(await database.nodes.count()).toBe(0);
  });

  it('writes a response in one transaction: a failing write leaves nothing of it behind', async () => {
    const database = freshDatabase();
    await seed(database);
    // The delete's rows go first, then the browse's node rows; the property write fails after both.
    vi.spyOn(database.properties, 'bulkPut').mockRejectedValue(new Error('disk full'));
    const items = [{ action: BatchAction.delete, gId: '0.S.C' }, browseItem('0.S.B', 0)];
    const renamed = dto('0.S.B', { hasChildren: false, name: 'changed', properties: [prop('Name', 'b2')] });
    await expect(applyBatchToMirror('', items, batch(answer(), answer({ nodes: [renamed] })), { database })).rejects.toThrow('disk full');
    expect(await nodeQuery(key('0.S.C'), database)).toBeDefined();
    expect((await nodeQuery(key('0.S.B'), database))?.name).toBe('B');
  });

  it('keeps the same gId of two hosts apart', async () => {
    const database = freshDatabase();
    await seed(database, '');
    await seed(database, 'ctrl-7');
    await applyBatchToMirror('ctrl-7', [{ action: BatchAction.delete, gId: '0.S.B' }], batch(answer()), { database });
    expect((await childrenQuery('', key('0.S'), database)).map((n) => n.id)).toEqual(['A', 'B', 'C']);
    expect((await childrenQuery('ctrl-7', key('0.S', 'ctrl-7'), database)).map((n) => n.id)).toEqual(['A', 'C']);
  });

  it('records when a browse last refreshed a host: the mirror age', async () => {
    const database = freshDatabase();
    expect(await mirrorAge('', 5000, database)).toBeNull();
    await seed(database, '', 1000);
    expect(await mirrorFetchedAt('', database)).toBe(1000);
    expect(await mirrorAge('', 4000, database)).toBe(3000);
    expect(await mirrorAge('ctrl-7', 4000, database)).toBeNull();
  });
});
