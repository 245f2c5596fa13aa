import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { queueNodeAction, queueNodeCreate, queuePropertyUpdate } from '../../../../src/data/outbox/node-writes';
import { clientSequenceKey } from '../../../../src/data/outbox/client-sequence';
import { discardEntries, requeueEntry } from '../../../../src/data/outbox/outbox-discard';
import { enqueue } from '../../../../src/data/outbox/outbox-enqueue';
import { mirrorNodeKey, mirrorPropertyKey } from '../../../../src/domain/nodes/mirror-records';
import { BatchAction } from '../../../../src/domain/nodes/node-protocol';
import { DONE_KEEP_MS } from '../../../../src/domain/outbox/done-retention';
import { COMMAND_TOO_LATE_MESSAGE } from '../../../../src/domain/outbox/offline-policy';
import type { ConsoleDatabase } from '../../../../src/data/db';
import type { OutboxEntry } from '../../../../src/domain/outbox/outbox-entry';
import { deleteFreshDatabases, freshDatabase } from '../../support/fresh-database';
import { jsonResponse } from '../../support/scripted-fetch';
import { batchOk, context, fakePort, makeSender, mirrorPump, mirrorValve, networkDown, scriptedServer } from './outbox-harness';

afterEach(async () => {
  await deleteFreshDatabases();
});

describe('enqueue', () => {
  it('writes the entry and its optimistic effect on the mirror (marked pending) together, with the lab-user label', async () => {
    const database = freshDatabase();
    await mirrorPump(database);
    const id = await queuePropertyUpdate(context(database), '', 'Pump', [{ id: 'Flow', value: 1.2 }], 'calibration');
    const entry = await database.outbox.get(id);
    expect(entry).toMatchObject({ state: 'queued', kind: 'node.update', reason: 'calibration', label: { subject: 'Pump › Flow rate', change: '1 → 1.2 ml/min' } });
    expect(entry?.seq).toBeUndefined();
    expect(await database.properties.get(mirrorPropertyKey('', 'Pump', 'Flow'))).toMatchObject({ value: 1.2, pendingEntry: id });
  });

  it('leaves neither entry nor effect when the effect fails: one transaction', async () => {
    const database = freshDatabase();
    await mirrorPump(database);
    const failing = async (db: ConsoleDatabase) => {
      await db.properties.update(mirrorPropertyKey('', 'Pump', 'Flow'), { value: 99 });
      throw new Error('effect failed');
    };
    const draft = { kind: 'node.update' as const, userId: '1', target: { type: 'node' as const, host: '', gId: 'Pump' }, payload: { type: 'batch' as const, host: '', items: [] }, label: { subject: 'Pump', change: 'x' }, creates: [], uses: [] };
    await expect(enqueue(draft, failing, { database })).rejects.toThrow('effect failed');
    expect(await database.outbox.count()).toBe(0);
    expect((await database.properties.get(mirrorPropertyKey('', 'Pump', 'Flow')))?.value).toBe(1);
  });
});

describe('outbox sender', () => {
  it('sends entries in order with clientId:seq 1, 2, 3 and marks them done, clearing the pending marks', async () => {
    const database = freshDatabase();
    await mirrorPump(database);
    const server = scriptedServer();
    for (const value of [2, 3, 4]) await queuePropertyUpdate(context(database), '', 'Pump', [{ id: 'Flow', value }]);
    await makeSender(database, server.fetch).flush();
    const clientId = ((await database.meta.get(clientSequenceKey('1')))?.value as { clientId: string }).clientId;
    expect(clientId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(server.sent.map((c) => c.mutationId)).toEqual([`${clientId}:1`, `${clientId}:2`, `${clientId}:3`]);
    expect(server.sent.map((c) => c.items[0]?.values?.[0]?.value)).toEqual([2, 3, 4]);
    expect((await database.outbox.toArray()).map((e) => e.state)).toEqual(['done', 'done', 'done']);
    const flow = await database.properties.get(mirrorPropertyKey('', 'Pump', 'Flow'));
    expect(flow?.value).toBe(4);
    expect(flow?.pendingEntry).toBeUndefined();
  });

  it("writes a node update's answer while the next entry is on the network, and every answer before the flush ends", async () => {
    const database = freshDatabase();
    await mirrorPump(database);
    const events: string[] = [];
    database.outbox.hook('updating', (changes: Partial<OutboxEntry>, id) => {
      if (changes.state === 'done') events.push(`done ${String(id)}`);
    });
    const server = scriptedServer((call, index) => {
      events.push(`send ${index + 1}`);
      return batchOk(call);
    });
    for (const value of [2, 3, 4]) await queuePropertyUpdate(context(database), '', 'Pump', [{ id: 'Flow', value }]);
    await makeSender(database, server.fetch).flush();
    // Entry n's answer is written after entry n + 1 has left, and the last one before flush() resolves.
    expect(events).toEqual(['send 1', 'send 2', 'done 1', 'send 3', 'done 2', 'done 3']);
    expect((await database.properties.get(mirrorPropertyKey('', 'Pump', 'Flow')))?.value).toBe(4);
  });

  it('sends the time the change was made (X-Client-Time), the same on every retry, for the audit log', async () => {
    const database = freshDatabase();
    const server = scriptedServer((call, index) => (index === 0 ? networkDown() : batchOk(call)));
    const id = await queuePropertyUpdate(context(database), '', 'A', [{ id: 'P', value: 1 }]);
    const madeAt = new Date(((await database.outbox.get(id)) as OutboxEntry).createdAt).toISOString();
    const sender = makeSender(database, server.fetch);
    await sender.flush();
    await sender.flush();
    expect(server.sent.map((c) => c.headers['X-Client-Time'])).toEqual([madeAt, madeAt]);
  });

  it('assigns the seq at the first send, not at enqueue, and reuses it on the retry after a network failure', async () => {
    const database = freshDatabase();
    const server = scriptedServer((call, index) => (index === 0 ? networkDown() : batchOk(call)));
    const discarded = await queuePropertyUpdate(context(database), '', 'A', [{ id: 'P', value: 0 }]);
    await discardEntries(database, [discarded]);
    const id = await queuePropertyUpdate(context(database), '', 'A', [{ id: 'P', value: 1 }]);
    const sender = makeSender(database, server.fetch);
    await sender.flush();
    expect(await database.outbox.get(id)).toMatchObject({ state: 'queued', seq: 1, attempts: 1 });
    await sender.flush();
    expect(server.sent.map((c) => c.mutationId.split(':')[1])).toEqual(['1', '1']);
    expect((await database.outbox.get(id))?.state).toBe('done');
  });

  it('never retries a refusal by itself; a retry by the user sends it again with a new seq', async () => {
    const database = freshDatabase();
    const server = scriptedServer((call, index) => (index === 0 ? jsonResponse(400, { error: [{ msg: 'Value out of range' }] }) : batchOk(call)));
    const id = await queuePropertyUpdate(context(database), '', 'A', [{ id: 'P', value: 1 }]);
    const sender = makeSender(database, server.fetch);
    await sender.flush();
    await sender.flush();
    expect(server.sent).toHaveLength(1);
    expect(await database.outbox.get(id)).toMatchObject({ state: 'failed', error: { status: 400, errors: [{ msg: 'Value out of range' }] } });
    await requeueEntry(database, id);
    await sender.flush();
    expect(server.sent.map((c) => c.mutationId.split(':')[1])).toEqual(['1', '2']);
    expect((await database.outbox.get(id))?.state).toBe('done');
  });

  it('keeps a failed batch item as failed with its result, and holds back only the entries on the same node', async () => {
    const database = freshDatabase();
    const server = scriptedServer((call) => (call.items[0]?.gId === 'A' && call.items[0]?.values?.[0]?.value === 1 ? jsonResponse(200, { responses: [{ result: 2 }], descriptors: [] }) : batchOk(call)));
    const failing = await queuePropertyUpdate(context(database), '', 'A', [{ id: 'P', value: 1 }]);
    const sameNode = await queuePropertyUpdate(context(database), '', 'A', [{ id: 'P', value: 2 }]);
    const other = await queuePropertyUpdate(context(database), '', 'B', [{ id: 'P', value: 3 }]);
    await makeSender(database, server.fetch).flush();
    expect(server.sent.map((c) => c.items[0]?.gId)).toEqual(['A', 'B']);
    expect(await database.outbox.get(failing)).toMatchObject({ state: 'failed', error: { batchFailure: { result: 2 } } });
    expect((await database.outbox.get(sameNode))?.state).toBe('queued');
    expect((await database.outbox.get(other))?.state).toBe('done');
  });

  it('gives the real id of an offline create to the later entries and the mirror, across a reload', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const first = freshDatabase(name);
    await mirrorPump(first);
    const created = await queueNodeCreate(context(first), '', 'Pump', 'Valve', { name: 'V1' });
    await queuePropertyUpdate(context(first), '', created.tempGId, [{ id: 'Open', value: true }]);
    expect(await first.nodes.get(mirrorNodeKey('', created.tempGId))).toMatchObject({ name: 'V1', parentKey: mirrorNodeKey('', 'Pump') });
    first.close();

    const reopened = freshDatabase(name);
    const server = scriptedServer((call) =>
      call.items[0]?.action === BatchAction.create
        ? jsonResponse(200, { responses: [{ result: 0, gId: 'Pump.V1', key: call.items[0].key, node: { gId: 'Pump.V1', id: 'V1', name: 'V1', type: 'Valve', parent: 'Pump', order: 0, ac: 255 } }], descriptors: [] })
        : batchOk(call),
    );
    await makeSender(reopened, server.fetch).flush();
    expect(server.sent[1]?.items[0]?.gId).toBe('Pump.V1');
    expect((await reopened.outbox.toArray()).map((e) => e.state)).toEqual(['done', 'done']);
    expect(await reopened.nodes.get(mirrorNodeKey('', created.tempGId))).toBeUndefined();
    expect(await reopened.nodes.get(mirrorNodeKey('', 'Pump.V1'))).toMatchObject({ name: 'V1' });
  });

  it("shows a node created offline with its type's properties from a mirrored sibling, without values, editable before the answer", async () => {
    const database = freshDatabase();
    await mirrorPump(database);
    await mirrorValve(database);
    const created = await queueNodeCreate(context(database), '', 'Pump', 'Valve', { name: 'V1' });
    const tempKey = mirrorPropertyKey('', created.tempGId, 'Open');
    expect(await database.properties.get(tempKey)).toMatchObject({ id: 'Open', name: 'Open', value: null, nodeKey: mirrorNodeKey('', created.tempGId), pendingEntry: created.entryId });
    expect((await database.properties.get(tempKey))?.bound).toBeUndefined();
    const edit = await queuePropertyUpdate(context(database), '', created.tempGId, [{ id: 'Open', value: false }]);
    expect(await database.properties.get(tempKey)).toMatchObject({ value: false, pendingEntry: edit });

    await discardEntries(database, [created.entryId]);
    expect(await database.properties.get(tempKey)).toBeUndefined();
    expect(await database.nodes.get(mirrorNodeKey('', created.tempGId))).toBeUndefined();
  });

  it('drops the temporary property rows of an offline create when the server answers it', async () => {
    const database = freshDatabase();
    await mirrorPump(database);
    await mirrorValve(database);
    const created = await queueNodeCreate(context(database), '', 'Pump', 'Valve', { name: 'V1' });
    const server = scriptedServer((call) =>
      jsonResponse(200, { responses: [{ result: 0, gId: 'Pump.V1', key: call.items[0]?.key, node: { gId: 'Pump.V1', id: 'V1', name: 'V1', type: 'Valve', parent: 'Pump', order: 1, ac: 255, properties: [{ id: 'Open', value: true, ac: 48, type: { kind: 'bool' }, name: 'Open' }] } }], descriptors: [] }),
    );
    await makeSender(database, server.fetch).flush();
    expect(await database.properties.get(mirrorPropertyKey('', created.tempGId, 'Open'))).toBeUndefined();
    expect((await database.properties.get(mirrorPropertyKey('', 'Pump.V1', 'Open')))?.value).toBe(true);
  });

  it('renumbers an entry when the server expects a lower seq (entries discarded after a lost send)', async () => {
    const database = freshDatabase();
    const server = scriptedServer((call, index) => (index === 0 ? jsonResponse(409, { error: [{ msg: 'gap' }], expectedSeq: 1 }) : batchOk(call)));
    await database.meta.put({ key: clientSequenceKey('1'), value: { clientId: 'AAAAAAAAAAAAAAAAAAAAAA', nextSeq: 5 }, updatedAt: '' });
    const id = await queuePropertyUpdate(context(database), '', 'A', [{ id: 'P', value: 1 }]);
    await makeSender(database, server.fetch).flush();
    expect(server.sent.map((c) => c.mutationId)).toEqual(['AAAAAAAAAAAAAAAAAAAAAA:5', 'AAAAAAAAAAAAAAAAAAAAAA:1']);
    expect(await database.outbox.get(id)).toMatchObject({ state: 'done', seq: 1 });
  });

  it('refreshes the session once on 401 and sends the same seq again with the new token', async () => {
    const database = freshDatabase();
    const server = scriptedServer((call, index) => (index === 0 ? jsonResponse(401, { error: [{ msg: 'expired' }] }) : batchOk(call)));
    const port = fakePort();
    await queuePropertyUpdate(context(database), '', 'A', [{ id: 'P', value: 1 }]);
    await makeSender(database, server.fetch, { port }).flush();
    expect(port.refreshed).toBe(1);
    expect(server.sent.map((c) => [c.mutationId.split(':')[1], c.headers.Authorization])).toEqual([
      ['1', 'Bearer token-1'],
      ['1', 'Bearer token-2'],
    ]);
  });

  it('retries later when the signed-in user has no token and the refresh gets no answer (offline start), and at once on retryNow', async () => {
    const database = freshDatabase();
    const server = scriptedServer();
    let reachable = false;
    const port = { ...fakePort('1', null), refresh: async () => (reachable ? 'token-3' : null) };
    const id = await queuePropertyUpdate(context(database), '', 'A', [{ id: 'P', value: 1 }]);
    const wakes: number[] = [];
    const sender = makeSender(database, server.fetch, { port, backoff: () => 60_000, onWake: (at) => wakes.push(at) });
    await sender.flush();
    expect(server.sent).toHaveLength(0);
    expect(await database.outbox.get(id)).toMatchObject({ state: 'queued', attempts: 1, seq: 1 });
    expect(wakes).toHaveLength(1);
    reachable = true;
    await sender.flush();
    expect(server.sent).toHaveLength(0);
    await sender.retryNow();
    expect(server.sent.map((c) => c.headers.Authorization)).toEqual(['Bearer token-3']);
    expect((await database.outbox.get(id))?.state).toBe('done');
  });

  it("sends only the signed-in user's entries", async () => {
    const database = freshDatabase();
    const server = scriptedServer();
    await queuePropertyUpdate({ userId: '2', database }, '', 'A', [{ id: 'P', value: 1 }]);
    await makeSender(database, server.fetch).flush();
    await makeSender(database, server.fetch, { port: fakePort(null) }).flush();
    expect(server.sent).toHaveLength(0);
    await makeSender(database, server.fetch, { port: fakePort('2') }).flush();
    expect(server.sent).toHaveLength(1);
  });

  it('refuses an instrument command not sent within its window instead of running it late', async () => {
    const database = freshDatabase();
    const server = scriptedServer();
    const id = await queueNodeAction({ userId: '1', database, now: 0 }, 'node.call', '', { action: BatchAction.call, gId: 'Pump', methodName: 'Start', args: [] }, 'Start');
    await makeSender(database, server.fetch, { now: () => 60_000 }).flush();
    expect(server.sent).toHaveLength(0);
    expect(await database.outbox.get(id)).toMatchObject({ state: 'failed', error: { errors: [{ msg: COMMAND_TOO_LATE_MESSAGE }] } });
  });

  it('lets one sender at a time send, by the Web Lock, so two tabs flushing together send each entry once', async () => {
    const database = freshDatabase();
    let inFlight = 0;
    let most = 0;
    const server = scriptedServer(async (call) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return batchOk(call);
    });
    const locks = fakeLocks();
    for (const value of [1, 2, 3]) await queuePropertyUpdate(context(database), '', 'A', [{ id: 'P', value }]);
    const tabA = makeSender(database, server.fetch, { locks });
    const tabB = makeSender(database, server.fetch, { locks });
    await Promise.all([tabA.flush(), tabB.flush()]);
    expect(most).toBe(1);
    expect(server.sent.map((c) => c.mutationId.split(':')[1])).toEqual(['1', '2', '3']);
    expect(locks.names).toEqual(['outbox-sender', 'outbox-sender']);
  });

  it('skips an entry discarded by another tab while its pass runs, and sends one queued meanwhile in the same flush', async () => {
    const database = freshDatabase();
    const ids: number[] = [];
    const later: { flush?: () => Promise<void> } = {};
    const server = scriptedServer(async (call, index) => {
      if (index === 0) {
        await discardEntries(database, [ids[1] as number]);
        await queuePropertyUpdate(context(database), '', 'C', [{ id: 'P', value: 4 }]);
        void later.flush?.();
      }
      return batchOk(call);
    });
    for (const gId of ['A', 'B', 'A']) ids.push(await queuePropertyUpdate(context(database), '', gId, [{ id: 'P', value: ids.length + 1 }]));
    const sender = makeSender(database, server.fetch);
    later.flush = () => sender.flush();
    await sender.flush();
    expect(server.sent.map((c) => [c.items[0]?.gId, c.mutationId.split(':')[1]])).toEqual([['A', '1'], ['A', '2'], ['C', '3']]);
    expect(await database.outbox.get(ids[1] as number)).toBeUndefined();
  });

  it('deletes done entries past their retention when it runs, keeping recent ones and every unfinished one', async () => {
    const database = freshDatabase();
    let now = 1_800_000_000_000;
    const server = scriptedServer((call, index) => (index === 0 ? batchOk(call) : jsonResponse(400, { error: [{ msg: 'Value out of range' }] })));
    const old = await queuePropertyUpdate(context(database), '', 'A', [{ id: 'P', value: 1 }]);
    const refused = await queuePropertyUpdate(context(database), '', 'B', [{ id: 'P', value: 1 }]);
    const sender = makeSender(database, server.fetch, { now: () => now });
    await sender.flush();
    expect((await database.outbox.bulkGet([old, refused])).map((e) => e?.state)).toEqual(['done', 'failed']);
    now += DONE_KEEP_MS + 1;
    const recent = await queuePropertyUpdate(context(database), '', 'C', [{ id: 'P', value: 1 }]);
    server.sent.length = 0;
    await sender.flush();
    await sender.flush();
    expect(await database.outbox.get(old)).toBeUndefined();
    expect((await database.outbox.get(refused))?.state).toBe('failed');
    expect(await database.outbox.get(recent)).toBeDefined();
  });
});

/** A LockManager for one name at a time, like navigator.locks in exclusive mode. */
function fakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const names: string[] = [];
  return {
    names,
    request: ((name: string, callback: () => Promise<unknown>) => {
      names.push(name);
      const run = tail.then(() => callback());
      tail = run.catch(() => undefined);
      return run;
    }) as unknown as LockManager['request'],
  };
}
