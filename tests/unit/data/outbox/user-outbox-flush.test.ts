// The service worker's flush of one user's outbox: that user's own database, tries again within the sync
// event when the network is not back yet, and fails the event while entries still wait.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { ConsoleDatabase, databaseNameFor } from '../../../../src/data/db';
import { queuePropertyUpdate } from '../../../../src/data/outbox/node-writes';
import { flushUserOutbox } from '../../../../src/data/outbox/user-outbox-flush';
import { batchOk, fakePort, networkDown, scriptedServer } from './outbox-harness';

const USER = '41';

async function queued(count: number): Promise<void> {
  const database = new ConsoleDatabase(databaseNameFor(USER));
  for (let i = 0; i < count; i++) await queuePropertyUpdate({ userId: USER, database }, '', 'A', [{ id: 'P', value: i }]);
  database.close();
}

async function states(): Promise<string[]> {
  const database = new ConsoleDatabase(databaseNameFor(USER));
  try {
    return (await database.outbox.toArray()).map((e) => e.state);
  } finally {
    database.close();
  }
}

afterEach(async () => {
  await Dexie.delete(databaseNameFor(USER));
});

describe('flushing one user’s outbox from the service worker', () => {
  it('tries again within the event when the first send finds no network, and resolves once all went', async () => {
    await queued(2);
    const server = scriptedServer((call, index) => (index === 0 ? networkDown() : batchOk(call)));
    // Two entries are far under a group's minimum: one request each, so the count of sends shows the tries.
    await flushUserOutbox(USER, () => fakePort(USER), { fetch: server.fetch, delaysMs: [0, 0, 0] });
    expect(server.sent).toHaveLength(3);
    expect(await states()).toEqual(['done', 'done']);
  });

  it('fails the event after its tries while entries still wait, so the browser syncs again later', async () => {
    await queued(1);
    const server = scriptedServer(() => networkDown());
    await expect(flushUserOutbox(USER, () => fakePort(USER), { fetch: server.fetch, delaysMs: [0, 0, 0] })).rejects.toThrow('1 outbox entries still wait to be sent');
    expect(server.sent).toHaveLength(4);
    expect(await states()).toEqual(['queued']);
  });
});
