import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetApiClient, setFetchImplementation } from '../../../../src/data/api-client';
import { db } from '../../../../src/data/db';
import { getMeta, setMeta } from '../../../../src/data/meta-repository';
import { FETCHED_AT_META } from '../../../../src/data/nodes/mirror-rows';
import { setMirrorWorkerFactory } from '../../../../src/data/nodes/mirror-worker-client';
import { putRecords } from '../../../../src/data/records/record-rows';
import { pullChanges, setPullGate } from '../../../../src/data/sync/change-puller';
import { subscribeSyncSignals } from '../../../../src/data/sync/sync-signals';
import type { SyncSignal } from '../../../../src/data/sync/sync-signals';
import { mirrorNodeKey, toMirrorNode, toMirrorProperty } from '../../../../src/domain/nodes/mirror-records';
import { SYNC_CURSOR_META } from '../../../../src/domain/sync/pulled-changes';
import type { SyncChange, SyncChangesAnswer } from '../../../../src/domain/sync/sync-protocol';
import { customerAnswer } from '../../../support/record-answer';
import { jsonResponse, scriptedFetch } from '../../support/scripted-fetch';
import { HOST, dto, prop } from '../nodes/node-fixtures';

/** Serves the scripted answers in turn (the last one again when they run out), recording the calls. */
function serveChanges(...answers: SyncChangesAnswer[]) {
  let next = 0;
  const scripted = scriptedFetch(() => jsonResponse(200, answers[Math.min(next++, answers.length - 1)]));
  setFetchImplementation(scripted.fetch);
  return scripted.calls;
}

const page = (changes: SyncChange[], cursor: string, more = false): SyncChangesAnswer => ({ changes, cursor, more });

/** A small mirrored tree: 0.Settings (children loaded) with Locale, whose Decimals property is 2. */
async function mirrorSettings(): Promise<void> {
  const now = Date.now();
  await db.nodes.bulkPut([toMirrorNode(HOST, dto('0.Settings'), now, true), toMirrorNode(HOST, dto('0.Settings.Locale'), now, false)]);
  await db.properties.put(toMirrorProperty(HOST, '0.Settings.Locale', prop('Decimals', 2)));
}

beforeEach(() => {
  resetApiClient();
  setMirrorWorkerFactory(null);
  setPullGate(() => true);
});

afterEach(async () => {
  setPullGate(() => false);
  resetApiClient();
  await Promise.all([db.nodes.clear(), db.properties.clear(), db.journal.clear(), db.records.clear(), db.recordLists.clear(), db.meta.clear()]);
});

describe('pullChanges', () => {
  it('without a cursor only asks for the cursor of now and stores it', async () => {
    const calls = serveChanges(page([], 'c1.1.1.aaaaaaaaaaaa.7'));
    expect(await pullChanges()).toBe('pulled');
    expect(calls.map((c) => c.url)).toEqual(['/api/sync/changes?limit=200']);
    expect(await getMeta(SYNC_CURSOR_META, null)).toBe('c1.1.1.aaaaaaaaaaaa.7');
  });

  it('applies node and record changes to the mirrors and stores the new cursor', async () => {
    await mirrorSettings();
    await putRecords([customerAnswer(5, 'Going'), customerAnswer(6, 'Old name')]);
    await setMeta(SYNC_CURSOR_META, 'c1.1.1.aaaaaaaaaaaa.7');
    const calls = serveChanges(
      page(
        [
          { kind: 'node', host: HOST, gId: '0.Settings.Locale', node: dto('0.Settings.Locale', { properties: [prop('Decimals', 4)] }) },
          { kind: 'node', host: HOST, gId: '0.Settings.Added', node: dto('0.Settings.Added', { order: 1 }) },
          { kind: 'node', host: HOST, gId: '0.Elsewhere.Stray', node: dto('0.Elsewhere.Stray') },
          { kind: 'record', entity: 'customer', id: 6, record: customerAnswer(6, 'New name', { recRev: 2 }) },
          { kind: 'record', entity: 'customer', id: 5, deleted: true },
          { kind: 'event', id: 3, entry: { time: '', source: 'Audit', category: 'x', username: null, entity: null, entityId: null, message: null } },
        ],
        'c1.1.1.aaaaaaaaaaaa.12',
      ),
    );
    expect(await pullChanges()).toBe('pulled');
    expect(calls[0]?.url).toBe(`/api/sync/changes?since=${encodeURIComponent('c1.1.1.aaaaaaaaaaaa.7')}&limit=200`);
    expect((await db.properties.get(`${mirrorNodeKey(HOST, '0.Settings.Locale')}|Decimals`))?.value).toBe(4);
    expect(await db.nodes.get(mirrorNodeKey(HOST, '0.Settings.Added'))).toMatchObject({ parentKey: mirrorNodeKey(HOST, '0.Settings') });
    // Its parent was never browsed: the mirror keeps no stray rows.
    expect(await db.nodes.get(mirrorNodeKey(HOST, '0.Elsewhere.Stray'))).toBeUndefined();
    expect((await db.records.get('customer:6'))?.name).toBe('New name');
    expect(await db.records.get('customer:5')).toBeUndefined();
    expect(await getMeta(SYNC_CURSOR_META, null)).toBe('c1.1.1.aaaaaaaaaaaa.12');
  });

  it('removes a removed node with its subtree', async () => {
    await mirrorSettings();
    await setMeta(SYNC_CURSOR_META, 'c1.1.1.aaaaaaaaaaaa.7');
    serveChanges(page([{ kind: 'node', host: HOST, gId: '0.Settings.Locale', removed: true }], 'c1.1.1.aaaaaaaaaaaa.8'));
    expect(await pullChanges()).toBe('pulled');
    expect(await db.nodes.get(mirrorNodeKey(HOST, '0.Settings.Locale'))).toBeUndefined();
    expect(await db.properties.count()).toBe(0);
    expect(await db.nodes.get(mirrorNodeKey(HOST, '0.Settings'))).toBeDefined();
  });

  it('asks for the next page while the answer says more, from the cursor of the last', async () => {
    await setMeta(SYNC_CURSOR_META, 'c1.1.1.aaaaaaaaaaaa.1');
    const calls = serveChanges(
      page([{ kind: 'record', entity: 'customer', id: 1, record: customerAnswer(1, 'One') }], 'c1.1.1.aaaaaaaaaaaa.2', true),
      page([{ kind: 'record', entity: 'customer', id: 2, record: customerAnswer(2, 'Two') }], 'c1.1.1.aaaaaaaaaaaa.3'),
    );
    expect(await pullChanges()).toBe('pulled');
    expect(calls.map((c) => new URL(c.url, 'http://x').searchParams.get('since'))).toEqual(['c1.1.1.aaaaaaaaaaaa.1', 'c1.1.1.aaaaaaaaaaaa.2']);
    expect((await db.records.toArray()).map((r) => r.name).sort()).toEqual(['One', 'Two']);
    expect(await getMeta(SYNC_CURSOR_META, null)).toBe('c1.1.1.aaaaaaaaaaaa.3');
  });

  it('on reset empties both mirrors and their ages, keeps the fresh cursor and tells the screens', async () => {
    await mirrorSettings();
    await putRecords([customerAnswer(5, 'Lab B secret')]);
    await db.recordLists.put({ key: 'customer|p1', entity: 'customer', page: 1, ids: [5], total: 1, maxId: 5, nextCursor: null, prevCursor: null, fetchedAt: 1 });
    await setMeta(`${FETCHED_AT_META}${HOST}`, 1);
    await setMeta(SYNC_CURSOR_META, 'c1.1.1.aaaaaaaaaaaa.7');
    const signals: SyncSignal[] = [];
    const stop = subscribeSyncSignals((s) => signals.push(s));
    serveChanges({ reset: true, cursor: 'c1.1.2.bbbbbbbbbbbb.9', changes: [], more: false });
    try {
      expect(await pullChanges()).toBe('reset');
    } finally {
      stop();
    }
    expect([await db.nodes.count(), await db.properties.count(), await db.records.count(), await db.recordLists.count()]).toEqual([0, 0, 0, 0]);
    expect(await getMeta(`${FETCHED_AT_META}${HOST}`, null)).toBeNull();
    expect(await getMeta(SYNC_CURSOR_META, null)).toBe('c1.1.2.bbbbbbbbbbbb.9');
    expect(signals).toEqual(['reset']);
  });

  it('keeps the cursor and the mirror when the network is down', async () => {
    await putRecords([customerAnswer(5, 'Kept')]);
    await setMeta(SYNC_CURSOR_META, 'c1.1.1.aaaaaaaaaaaa.7');
    setFetchImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await pullChanges()).toBe('offline');
    expect(await getMeta(SYNC_CURSOR_META, null)).toBe('c1.1.1.aaaaaaaaaaaa.7');
    expect(await db.records.count()).toBe(1);
  });

  it('does not ask the server while nobody is signed in', async () => {
    setPullGate(() => false);
    const calls = serveChanges(page([], 'c1.1.1.aaaaaaaaaaaa.7'));
    expect(await pullChanges()).toBe('skipped');
    expect(calls).toHaveLength(0);
  });
});
