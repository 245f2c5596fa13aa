import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { awaitWrite } from '../../../../src/data/outbox/outbox-await';
import { discardEntries } from '../../../../src/data/outbox/outbox-discard';
import { queueNodeCreate, queuePropertyUpdate } from '../../../../src/data/outbox/node-writes';
import { mirrorNodeKey, mirrorPropertyKey } from '../../../../src/domain/nodes/mirror-records';
import { deleteFreshDatabases, freshDatabase } from '../../support/fresh-database';
import { jsonResponse } from '../../support/scripted-fetch';
import { context, makeSender, mirrorPump, scriptedServer } from './outbox-harness';

afterEach(async () => {
  await deleteFreshDatabases();
});

describe('awaiting and discarding', () => {
  it('gives a waiting screen the answer when it comes, and the queued state offline', async () => {
    const database = freshDatabase();
    const server = scriptedServer();
    const id = await queuePropertyUpdate(context(database), '', 'A', [{ id: 'P', value: 1 }]);
    expect(await awaitWrite([id], { database, online: false })).toEqual({ queued: true });
    const waiting = awaitWrite([id], { database, online: true });
    await makeSender(database, server.fetch).flush();
    const result = await waiting;
    expect(result.queued).toBe(false);
  });

  it('throws a refusal to the waiting screen, takes the entry out and puts the mirror back', async () => {
    const database = freshDatabase();
    await mirrorPump(database);
    const server = scriptedServer(() => jsonResponse(200, { responses: [{ result: 7 }], descriptors: [] }));
    const id = await queuePropertyUpdate(context(database), '', 'Pump', [{ id: 'Flow', value: 9 }]);
    const waiting = awaitWrite([id], { database, online: true });
    await makeSender(database, server.fetch).flush();
    await expect(waiting).rejects.toMatchObject({ name: 'BatchItemError', result: 7 });
    expect(await database.outbox.count()).toBe(0);
    expect(await database.properties.get(mirrorPropertyKey('', 'Pump', 'Flow'))).toMatchObject({ value: 1 });
  });

  it('discards a create with the entries that use its temporary id, undoing both effects newest first', async () => {
    const database = freshDatabase();
    await mirrorPump(database);
    const first = await queuePropertyUpdate(context(database), '', 'Pump', [{ id: 'Flow', value: 2 }]);
    const second = await queuePropertyUpdate(context(database), '', 'Pump', [{ id: 'Flow', value: 3 }]);
    const created = await queueNodeCreate(context(database), '', 'Pump', 'Valve');
    await queuePropertyUpdate(context(database), '', created.tempGId, [{ id: 'Open', value: true }]);
    await discardEntries(database, [second, first]);
    expect((await database.properties.get(mirrorPropertyKey('', 'Pump', 'Flow')))?.value).toBe(1);
    const removed = await discardEntries(database, [created.entryId]);
    expect(removed).toHaveLength(2);
    expect(await database.nodes.get(mirrorNodeKey('', created.tempGId))).toBeUndefined();
    expect(await database.outbox.count()).toBe(0);
  });
});
