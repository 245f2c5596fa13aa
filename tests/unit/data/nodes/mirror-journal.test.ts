import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleDatabase } from '../../../../src/data/db';
import { FOLD_PART_ROWS, appendToJournal, foldJournal, scheduleFold, whenFolded } from '../../../../src/data/nodes/mirror-journal-store';
import type { FoldStep } from '../../../../src/data/nodes/mirror-journal-store';
import { applyBatchToMirror, foldStep } from '../../../../src/data/nodes/mirror-repository';
import { childrenQuery, childrenWithPropertiesQuery, mirrorFetchedAt, nodeQuery, nodeWithPropertiesQuery, propertiesQuery, subtreeQuery } from '../../../../src/data/nodes/mirror-queries';
import { JOURNAL_MIN_ACTIONS } from '../../../../src/domain/nodes/mirror-journal';
import { isInSubtree, mirrorNodeKey } from '../../../../src/domain/nodes/mirror-records';
import { BatchAction } from '../../../../src/domain/nodes/node-protocol';
import type { BatchRequestItem, BatchResponse, NodeDto } from '../../../../src/domain/nodes/node-protocol';
import { answer, batch, browseItem, dto, prop, tree } from './node-fixtures';
import { deleteFreshDatabases, freshDatabase } from '../../support/fresh-database';

afterEach(async () => {
  vi.restoreAllMocks();
  await deleteFreshDatabases();
});

const key = (gId: string) => mirrorNodeKey('', gId);

/** 0.S with `groups` children of `leaves` leaves each; every leaf has a FmtValue property. */
function plant(groups: number, leaves: number): NodeDto {
  return tree(
    '0.S',
    Array.from({ length: groups }, (_, g) =>
      tree(
        `0.S.g${g}`,
        Array.from({ length: leaves }, (_, l) => dto(`0.S.g${g}.l${l}`, { hasChildren: false, properties: [prop('FmtValue', `${l} bar`)] })),
      ),
    ),
  );
}

async function seed(database: ConsoleDatabase, root: NodeDto, now = 100): Promise<void> {
  await applyBatchToMirror('', [browseItem('0.S')], batch(answer({ nodes: [root] })), { database, now });
}

/** More than JOURNAL_MIN_ACTIONS actions: updates of every leaf, a move, a create, a delete. */
function largeBatch(): { items: BatchRequestItem[]; response: BatchResponse } {
  const items: BatchRequestItem[] = [];
  for (let g = 0; g < 30; g++) {
    for (let l = 0; l < 10; l++) items.push({ action: BatchAction.update, gId: `0.S.g${g}.l${l}`, values: [{ id: 'FmtValue', value: `${g}/${l} psi` }] });
  }
  items.push({ action: BatchAction.move, gId: '0.S.g0.l9', newIndex: 0 });
  items.push({ action: BatchAction.create, gId: '0.S.g1', className: 'Folder', key: 'k' });
  items.push({ action: BatchAction.update, gId: '%k', values: [{ id: 'Name', value: 'fresh' }] });
  items.push({ action: BatchAction.delete, gId: '0.S.g2' });
  const created = dto('0.S.g1.n', { order: 10, properties: [prop('Name', 'n')] });
  const responses = items.map((item) => (item.action === BatchAction.create ? answer({ gId: created.gId, key: 'k', node: created }) : answer()));
  return { items, response: batch(...responses) };
}

async function tables(database: ConsoleDatabase) {
  return { nodes: await database.nodes.toArray(), properties: await database.properties.toArray() };
}

describe('mirror journal: a large batch', () => {
  it('is journaled by applyBatchToMirror and folded in the background into exactly the rows a direct write makes', async () => {
    const { items, response } = largeBatch();
    expect(items.length).toBeGreaterThanOrEqual(JOURNAL_MIN_ACTIONS);
    const direct = freshDatabase();
    await seed(direct, plant(30, 10));
    expect((await applyBatchToMirror('', items, response, { database: direct, now: 500, journalLarge: false })).journaled).toBe(false);

    const database = freshDatabase();
    await seed(database, plant(30, 10));
    const summary = await applyBatchToMirror('', items, response, { database, now: 500 });
    expect(summary).toMatchObject({ journaled: true, nodesPut: 0, patches: 0 });
    await whenFolded(database);
    expect(await database.journal.count()).toBe(0);
    expect(await tables(database)).toEqual(await tables(direct));
  });

  it('is shown by every query while the tables still hold the rows before it', async () => {
    const database = freshDatabase();
    await seed(database, plant(30, 10));
    const before = await tables(database);
    const { items, response } = largeBatch();
    await appendToJournal(database, '', items, response, 500);
    const [children, updated, properties, subtree, withProperties, nodeAndProperties] = await Promise.all([
      childrenQuery('', key('0.S.g0'), database),
      nodeQuery(key('0.S.g3.l4'), database),
      propertiesQuery(key('0.S.g3.l4'), database),
      subtreeQuery(key('0.S'), database),
      childrenWithPropertiesQuery('', key('0.S.g1'), database),
      nodeWithPropertiesQuery(key('0.S.g3.l4'), database),
    ]);
    expect(await tables(database)).toEqual(before);
    expect(children.map((n) => `${n.id}:${n.order}`).slice(0, 3)).toEqual(['l9:0', 'l0:1', 'l1:2']);
    expect(updated?.fmtValue).toBe('3/4 psi');
    expect(properties.map((p) => p.value)).toEqual(['3/4 psi']);
    expect(subtree).toHaveLength(1 + 29 + 29 * 10 + 1);
    expect(subtree.some((n) => isInSubtree(n.key, key('0.S.g2')))).toBe(false);
    expect(withProperties.children.map((n) => n.id).at(-1)).toBe('n');
    expect(withProperties.properties.find((p) => p.nodeKey === key('0.S.g1.n'))?.value).toBe('fresh');
    expect(nodeAndProperties.node?.fmtValue).toBe('3/4 psi');
    expect(nodeAndProperties.properties.map((p) => p.value)).toEqual(['3/4 psi']);
  });

  it('holds a smaller response behind it, so responses land in order', async () => {
    const database = freshDatabase();
    await seed(database, plant(30, 10));
    const { items, response } = largeBatch();
    await appendToJournal(database, '', items, response, 500);
    const later = await applyBatchToMirror('', [{ action: BatchAction.update, gId: '0.S.g3.l4', values: [{ id: 'FmtValue', value: 'later' }] }], batch(answer()), { database, now: 600 });
    expect(later.journaled).toBe(true);
    expect((await nodeQuery(key('0.S.g3.l4'), database))?.fmtValue).toBe('later');
    // The journaled response asked for a fold, which folds both entries oldest first.
    await whenFolded(database);
    expect(await database.journal.count()).toBe(0);
    expect((await database.nodes.get(key('0.S.g3.l4')))?.fmtValue).toBe('later');
  });

  it('gives the mirror age of a browse still in the journal', async () => {
    const database = freshDatabase();
    await seed(database, plant(1, 1), 100);
    await appendToJournal(database, '', [browseItem('0.S', 0)], batch(answer({ nodes: [dto('0.S', { hasChildren: true })] })), 900);
    expect(await mirrorFetchedAt('', database)).toBe(900);
    expect(await mirrorFetchedAt('other', database)).toBeNull();
    await foldJournal(database, foldStep(database));
    expect(await mirrorFetchedAt('', database)).toBe(900);
  });
});

describe('mirror journal: the fold', () => {
  /** A browse of more rows than one fold part holds; its last leaf is written in the second part. */
  function bigBrowse() {
    const root = plant(50, 50);
    expect(50 * 51 + 1 + 50 * 50).toBeGreaterThan(FOLD_PART_ROWS);
    return { items: [browseItem('0.S')], response: batch(answer({ nodes: [root] })) };
  }

  it('writes in parts; a fold stopped halfway leaves the queries right and the next fold finishes', async () => {
    const database = freshDatabase();
    const { items, response } = bigBrowse();
    await appendToJournal(database, '', items, response, 1);
    const real = foldStep(database);
    let writes = 0;
    const failing: FoldStep = {
      resolve: real.resolve,
      write: async (part) => {
        if (++writes === 2) throw new Error('quota exceeded');
        await real.write(part);
      },
    };
    await expect(foldJournal(database, failing)).rejects.toThrow('quota exceeded');
    expect(await database.nodes.count()).toBe(FOLD_PART_ROWS);
    expect((await database.journal.toArray()).map((e) => e.state)).toEqual(['resolved']);
    expect(await subtreeQuery(key('0.S'), database)).toHaveLength(1 + 50 + 50 * 50);
    expect((await propertiesQuery(key('0.S.g49.l49'), database)).map((p) => p.value)).toEqual(['49 bar']);
    expect(await foldJournal(database, real)).toBe(1);
    expect(await database.nodes.count()).toBe(1 + 50 + 50 * 50);
    expect(await database.properties.count()).toBe(50 * 50);
    expect(await database.journal.count()).toBe(0);
  });

  it('stops when another folder finished the entry: what a later entry wrote is not undone', async () => {
    const database = freshDatabase();
    const last = key('0.S.g49.l49');
    await database.nodes.put({ ...(await planted(last)), name: 'old' });
    const { items, response } = bigBrowse();
    const seq = await appendToJournal(database, '', items, response, 1);
    const real = foldStep(database);
    let writes = 0;
    const overtaken: FoldStep = {
      resolve: real.resolve,
      write: async (part) => {
        await real.write(part);
        if (++writes > 1) return;
        // As if another tab's worker finished this entry and then folded a later one renaming the node.
        await database.journal.delete(seq);
        await database.nodes.update(last, { name: 'later' });
      },
    };
    expect(await foldJournal(database, overtaken)).toBe(0);
    expect(writes).toBe(1);
    expect((await database.nodes.get(last))?.name).toBe('later');
  });

  it('ends with the same rows when two folds run at once', async () => {
    const { items, response } = largeBatch();
    const direct = freshDatabase();
    await seed(direct, plant(30, 10));
    await applyBatchToMirror('', items, response, { database: direct, now: 500, journalLarge: false });
    const database = freshDatabase();
    await seed(database, plant(30, 10));
    await appendToJournal(database, '', items, response, 500);
    const folded = await Promise.all([foldJournal(database, foldStep(database)), foldJournal(database, foldStep(database))]);
    expect(folded.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await database.journal.count()).toBe(0);
    expect(await tables(database)).toEqual(await tables(direct));
  });

  it('drops an entry that failed to fold three times in a row and folds the ones after it', async () => {
    const database = freshDatabase();
    await seed(database, plant(2, 2));
    const poison = await appendToJournal(database, '', [{ action: BatchAction.delete, gId: '0.S.g0' }], batch(answer()), 1);
    await appendToJournal(database, '', [{ action: BatchAction.delete, gId: '0.S.g1' }], batch(answer()), 2);
    const real = foldStep(database);
    const step: FoldStep = { write: real.write, resolve: (entry) => (entry.seq === poison ? Promise.reject(new Error('bad plan')) : real.resolve(entry)) };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(foldJournal(database, step)).rejects.toThrow('bad plan');
    await expect(foldJournal(database, step)).rejects.toThrow('bad plan');
    expect(await foldJournal(database, step)).toBe(1);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`dropping mirror journal entry ${poison}`), expect.any(Error));
    expect(await database.journal.count()).toBe(0);
    expect(await database.nodes.get(key('0.S.g0'))).toBeDefined();
    expect(await database.nodes.get(key('0.S.g1'))).toBeUndefined();
  });

  it('folds an entry appended while a scheduled fold runs, in the same schedule', async () => {
    const database = freshDatabase();
    await seed(database, plant(2, 2));
    await appendToJournal(database, '', [{ action: BatchAction.delete, gId: '0.S.g0' }], batch(answer()), 1);
    const real = foldStep(database);
    let appended: Promise<void> | null = null;
    const step: FoldStep = {
      write: real.write,
      resolve: async (entry) => {
        const plan = await real.resolve(entry);
        // A response arriving mid-fold: it goes in behind and asks for a fold of its own.
        appended ??= new Promise((resolve) => {
          setTimeout(() => {
            void appendToJournal(database, '', [{ action: BatchAction.delete, gId: '0.S.g1' }], batch(answer()), 2).then(() => {
              void scheduleFold(step, database);
              resolve();
            });
          });
        });
        return plan;
      },
    };
    await scheduleFold(step, database);
    await appended;
    await whenFolded(database);
    expect(await database.journal.count()).toBe(0);
    expect(await database.nodes.get(key('0.S.g0'))).toBeUndefined();
    expect(await database.nodes.get(key('0.S.g1'))).toBeUndefined();
  });
});

async function planted(nodeKey: string) {
  const gId = nodeKey.slice(1);
  return { key: nodeKey, host: '', parentKey: key(gId.slice(0, gId.lastIndexOf('.'))), parent: gId.slice(0, gId.lastIndexOf('.')), gId, id: gId.slice(gId.lastIndexOf('.') + 1), name: 'x', type: 'Folder', order: 49, ac: 255, childrenLoaded: true, fetchedAt: 0 };
}
