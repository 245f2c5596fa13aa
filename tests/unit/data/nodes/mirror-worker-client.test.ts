import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../../src/data/db';
import { childrenQuery } from '../../../../src/data/nodes/mirror-queries';
import { applyResponseToMirror, mirrorFolded, mirrorWorkerActive, setMirrorWorkerFactory } from '../../../../src/data/nodes/mirror-worker-client';
import type { MirrorWorkerApi } from '../../../../src/data/nodes/mirror-worker-api';
import { JOURNAL_MIN_ACTIONS } from '../../../../src/domain/nodes/mirror-journal';
import { mirrorNodeKey } from '../../../../src/domain/nodes/mirror-records';
import { BatchAction } from '../../../../src/domain/nodes/node-protocol';
import { brokenWorker, channelWorker } from '../../support/channel-worker';
import { answer, batch, browseItem, dto, tree } from './node-fixtures';

const response = batch(answer({ nodes: [tree('0.S', [dto('0.S.A'), dto('0.S.B')])] }));

afterEach(async () => {
  setMirrorWorkerFactory(null);
  await mirrorFolded();
  await db.nodes.clear();
  await db.properties.clear();
});

describe('mirror worker client', () => {
  it('applies in the calling thread when there is no Worker (Node, old browsers)', async () => {
    setMirrorWorkerFactory(null);
    const summary = await applyResponseToMirror('', [browseItem('0.S')], response);
    expect(summary.nodesPut).toBe(3);
    expect(mirrorWorkerActive()).toBe(false);
    expect((await childrenQuery('', mirrorNodeKey('', '0.S'))).map((n) => n.id)).toEqual(['A', 'B']);
  });

  it('journals a large batch in the calling thread too, and folds it there', async () => {
    setMirrorWorkerFactory(null);
    await applyResponseToMirror('', [browseItem('0.S')], response);
    const updates = Array.from({ length: JOURNAL_MIN_ACTIONS }, () => ({ action: BatchAction.update, gId: '0.S.A', values: [{ id: 'FmtValue', value: 'v' }] }));
    const summary = await applyResponseToMirror('', updates, batch(...updates.map(() => answer())));
    expect(summary.journaled).toBe(true);
    await mirrorFolded();
    expect(await db.journal.count()).toBe(0);
    expect((await db.nodes.get(mirrorNodeKey('', '0.S.A')))?.fmtValue).toBe('v');
  });

  it('falls back when creating the worker throws', async () => {
    setMirrorWorkerFactory(() => {
      throw new Error('module workers unsupported');
    });
    await applyResponseToMirror('', [browseItem('0.S')], response);
    expect(await db.nodes.count()).toBe(3);
  });

  it('sends the response to the worker through Comlink when there is one', async () => {
    const calls: string[] = [];
    setMirrorWorkerFactory(() =>
      channelWorker<MirrorWorkerApi>({
        applyResponse: async (database, host, items) => {
          calls.push(`${database}:${host}:${items.length}`);
          return { journaled: false, nodesPut: 42, nodesDeleted: 0, propertiesPut: 0, propertiesDeleted: 0, patches: 0 };
        },
        whenFolded: async (database) => {
          calls.push(`folded ${database}`);
        },
      }),
    );
    const summary = await applyResponseToMirror('ctrl', [browseItem('0.S')], response);
    expect(summary.nodesPut).toBe(42);
    expect(calls).toEqual([`${db.name}:ctrl:1`]);
    await mirrorFolded();
    expect(calls).toEqual([`${db.name}:ctrl:1`, `folded ${db.name}`]);
    expect(await db.nodes.count()).toBe(0);
  });

  it('applies in this thread when the worker fails to start, for the pending call and later ones', async () => {
    setMirrorWorkerFactory(brokenWorker);
    await applyResponseToMirror('', [browseItem('0.S')], response);
    expect(await db.nodes.count()).toBe(3);
    expect(mirrorWorkerActive()).toBe(false);
  });
});
