// The sender's groups (domain/outbox/outbox-group.ts): queued plain updates go as one node batch under one
// seq with stopOnFailure, each item with its own client time; the answer settles each entry, and the
// entries after a refused one go back in line with new seqs.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { discardEntries } from '../../../../src/data/outbox/outbox-discard';
import { queueNodeCreate, queuePropertyUpdate } from '../../../../src/data/outbox/node-writes';
import { mirrorPropertyKey } from '../../../../src/domain/nodes/mirror-records';
import type { OutboxEntry } from '../../../../src/domain/outbox/outbox-entry';
import { deleteFreshDatabases, freshDatabase } from '../../support/fresh-database';
import { jsonResponse } from '../../support/scripted-fetch';
import { batchOk, context, makeSender, mirrorPump, networkDown, okItem, scriptedServer } from './outbox-harness';

afterEach(async () => {
  await deleteFreshDatabases();
});

const seqOf = (mutationId: string) => mutationId.split(':')[1];

describe('outbox groups', () => {
  it('sends queued updates as one batch under one seq, stopping at a refusal, each item with the time it was made', async () => {
    const database = freshDatabase();
    await mirrorPump(database);
    const server = scriptedServer();
    const ids: number[] = [];
    for (const value of [2, 3, 4]) ids.push(await queuePropertyUpdate(context(database), '', 'Pump', [{ id: 'Flow', value }], `reason ${value}`));
    await makeSender(database, server.fetch, { maxGroup: 100, minGroup: 2 }).flush();
    expect(server.sent).toHaveLength(1);
    const [call] = server.sent;
    expect(seqOf(call?.mutationId ?? '')).toBe('1');
    expect(call?.url).toContain('stopOnFailure=true');
    const entries = (await database.outbox.bulkGet(ids)) as OutboxEntry[];
    expect(call?.items).toEqual(entries.map((e, i) => ({ action: 1, gId: 'Pump', values: [{ id: 'Flow', value: i + 2 }], userReason: `reason ${i + 2}`, clientTime: new Date(e.createdAt).toISOString() })));
    expect(entries.map((e) => [e.state, e.seq])).toEqual([['done', 1], ['done', 1], ['done', 1]]);
    expect(entries.map((e) => e.answer)).toEqual([2, 3, 4].map((value) => ({ responses: [{ result: 0, values: [{ id: 'Flow', value }] }], descriptors: [] })));
    const flow = await database.properties.get(mirrorPropertyKey('', 'Pump', 'Flow'));
    expect(flow).toMatchObject({ value: 4 });
    expect(flow?.pendingEntry).toBeUndefined();
  });

  it('fails the refused entry, puts the ones after it back in line with new seqs, and holds back those on its node', async () => {
    const database = freshDatabase();
    const server = scriptedServer((call) => {
      if (seqOf(call.mutationId) !== '1') return batchOk(call);
      // The server ran the first item, refused the second and stopped (stopOnFailure).
      return jsonResponse(200, { responses: [okItem(call.items[0]!, 0), { result: 3, resultText: 'Flow rate: Value must be at most 10.' }], descriptors: [] });
    });
    const first = await queuePropertyUpdate(context(database), '', 'A', [{ id: 'P', value: 1 }]);
    const refused = await queuePropertyUpdate(context(database), '', 'B', [{ id: 'P', value: 99 }]);
    const sameNode = await queuePropertyUpdate(context(database), '', 'B', [{ id: 'P', value: 2 }]);
    const other = await queuePropertyUpdate(context(database), '', 'C', [{ id: 'P', value: 3 }]);
    await makeSender(database, server.fetch, { maxGroup: 100, minGroup: 2 }).flush();
    expect(server.sent.map((c) => [seqOf(c.mutationId), c.items.map((i) => i.gId)])).toEqual([
      ['1', ['A', 'B', 'B', 'C']],
      ['2', ['C']],
    ]);
    expect(await database.outbox.get(first)).toMatchObject({ state: 'done', seq: 1 });
    expect(await database.outbox.get(refused)).toMatchObject({ state: 'failed', seq: 1, error: { batchFailure: { result: 3 } } });
    const held = await database.outbox.get(sameNode);
    expect(held?.state).toBe('queued');
    expect(held?.seq).toBeUndefined();
    expect(await database.outbox.get(other)).toMatchObject({ state: 'done', seq: 2 });
  });

  it('sends the same group again under the same seq after a lost answer, also from a new sender (a reload)', async () => {
    const database = freshDatabase();
    const server = scriptedServer((call, index) => (index === 0 ? networkDown() : batchOk(call)));
    for (const value of [1, 2, 3]) await queuePropertyUpdate(context(database), '', 'A', [{ id: 'P', value }]);
    await makeSender(database, server.fetch, { maxGroup: 100, minGroup: 2 }).flush();
    expect((await database.outbox.toArray()).map((e) => [e.state, e.seq, e.attempts])).toEqual([['queued', 1, 1], ['queued', 1, 1], ['queued', 1, 1]]);
    // One more made meanwhile goes after the group, under its own seq.
    await queuePropertyUpdate(context(database), '', 'A', [{ id: 'P', value: 4 }]);
    await makeSender(database, server.fetch, { maxGroup: 100, minGroup: 2 }).flush();
    expect(server.sent.map((c) => [seqOf(c.mutationId), c.items.map((i) => i.values?.[0]?.value)])).toEqual([
      ['1', [1, 2, 3]],
      ['1', [1, 2, 3]],
      ['2', [4]],
    ]);
    expect(server.sent[0]?.body).toBe(server.sent[1]?.body);
    expect((await database.outbox.toArray()).map((e) => e.state)).toEqual(['done', 'done', 'done', 'done']);
  });

  it('keeps an entry of a group whose answer was lost: it cannot be discarded, so the retry is the same request', async () => {
    const database = freshDatabase();
    const server = scriptedServer((call, index) => (index === 0 ? networkDown() : batchOk(call)));
    const ids: number[] = [];
    for (const value of [1, 2, 3]) ids.push(await queuePropertyUpdate(context(database), '', 'A', [{ id: 'P', value }]));
    await makeSender(database, server.fetch, { maxGroup: 100, minGroup: 2 }).flush();
    expect(await discardEntries(database, [ids[1] ?? 0])).toEqual([]);
    await makeSender(database, server.fetch, { maxGroup: 100, minGroup: 2 }).flush();
    expect(server.sent[1]?.body).toBe(server.sent[0]?.body);
    expect((await database.outbox.toArray()).map((e) => e.state)).toEqual(['done', 'done', 'done']);
  });

  it('never sends again under new seqs what an answer without responses does not cover: the outcome is unknown', async () => {
    const database = freshDatabase();
    // A 200 whose body is no batch answer (a proxy's page): the server may have run the whole group.
    const server = scriptedServer(() => jsonResponse(200, { responses: [], descriptors: [] }));
    for (const value of [1, 2, 3]) await queuePropertyUpdate(context(database), '', 'A', [{ id: 'P', value }]);
    await makeSender(database, server.fetch, { maxGroup: 100, minGroup: 2 }).flush();
    expect(server.sent).toHaveLength(1);
    const entries = await database.outbox.toArray();
    expect(entries.map((e) => [e.state, e.seq])).toEqual([['failed', 1], ['failed', 1], ['failed', 1]]);
  });

  it('sends each entry of a group the server refused as a whole (400) alone, so only the bad one fails', async () => {
    const database = freshDatabase();
    const server = scriptedServer((call) => {
      if (call.items.length > 1) return jsonResponse(400, { error: [{ msg: 'Body: item 2 is not a value.', severity: 2 }] });
      if (call.items[0]?.gId === 'B') return jsonResponse(400, { error: [{ msg: 'Body: item 1 is not a value.', severity: 2 }] });
      return batchOk(call);
    });
    const ids: number[] = [];
    for (const gId of ['A', 'B', 'C']) ids.push(await queuePropertyUpdate(context(database), '', gId, [{ id: 'P', value: 1 }]));
    await makeSender(database, server.fetch, { maxGroup: 100, minGroup: 2 }).flush();
    expect(server.sent.map((c) => [seqOf(c.mutationId), c.items.map((i) => i.gId)])).toEqual([
      ['1', ['A', 'B', 'C']],
      ['2', ['A']],
      ['3', ['B']],
      ['4', ['C']],
    ]);
    const entries = (await database.outbox.bulkGet(ids)) as OutboxEntry[];
    expect(entries.map((e) => e.state)).toEqual(['done', 'failed', 'done']);
    expect(entries[1]?.error?.errors[0]?.msg).toBe('Body: item 1 is not a value.');
  });

  it('sends a create alone, and the updates around it in groups of their own', async () => {
    const database = freshDatabase();
    await mirrorPump(database);
    const server = scriptedServer();
    await queuePropertyUpdate(context(database), '', 'A', [{ id: 'P', value: 1 }]);
    await queueNodeCreate(context(database), '', 'Pump', 'Valve', { name: 'V1' });
    await queuePropertyUpdate(context(database), '', 'A', [{ id: 'P', value: 2 }]);
    await queuePropertyUpdate(context(database), '', 'B', [{ id: 'P', value: 3 }]);
    await makeSender(database, server.fetch, { maxGroup: 100, minGroup: 2 }).flush();
    expect(server.sent.map((c) => c.items.map((i) => i.action))).toEqual([[1], [0], [1, 1]]);
    expect((await database.outbox.toArray()).every((e) => e.state === 'done')).toBe(true);
  });
});
