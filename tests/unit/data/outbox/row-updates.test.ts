// queueRowUpdates: the many-row write of the child table (a paste, 'Disable all') as one outbox entry.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsoleDatabase } from '../../../../src/data/db';
import { discardEntries } from '../../../../src/data/outbox/outbox-discard';
import { queueRowUpdates } from '../../../../src/data/outbox/node-writes';
import { mirrorPropertyKey } from '../../../../src/domain/nodes/mirror-records';
import { deleteFreshDatabases, freshDatabase } from '../../support/fresh-database';
import { context, makeSender, mirrorPump, mirrorValve, scriptedServer } from './outbox-harness';

afterEach(() => deleteFreshDatabases());

/** The pump and its valve mirrored, and one entry changing a value of each. */
async function twoRowsQueued(): Promise<{ database: ConsoleDatabase; id: number }> {
  const database = freshDatabase();
  await mirrorPump(database);
  await mirrorValve(database);
  const rows = [
    { gId: 'Pump', values: [{ id: 'Flow', value: 4 }] },
    { gId: 'Pump.V0', values: [{ id: 'Open', value: false }] },
  ];
  return { database, id: await queueRowUpdates(context(database), '', 'Pump', rows, '2 rows pasted') };
}

const valueOf = async (database: ConsoleDatabase, gId: string, id: string) => (await database.properties.get(mirrorPropertyKey('', gId, id)))?.value;

describe('row updates (a table paste, Disable all)', () => {
  it('queues the values of many rows as one entry, shows them at once and sends them as one batch', async () => {
    const { database } = await twoRowsQueued();
    expect(await database.outbox.count()).toBe(1);
    expect(await valueOf(database, 'Pump.V0', 'Open')).toBe(false);
    const server = scriptedServer();
    await makeSender(database, server.fetch).flush();
    expect(server.sent.map((call) => call.items.map((i) => [i.action, i.gId]))).toEqual([
      [
        [1, 'Pump'],
        [1, 'Pump.V0'],
      ],
    ]);
  });

  it('puts every row back when the entry is discarded', async () => {
    const { database, id } = await twoRowsQueued();
    await discardEntries(database, [id]);
    expect(await valueOf(database, 'Pump', 'Flow')).toBe(1);
    expect(await valueOf(database, 'Pump.V0', 'Open')).toBe(true);
  });
});
