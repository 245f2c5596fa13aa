import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { queueBatchUpdate } from '../../../../src/data/outbox/node-batch-writes';
import { mirrorPropertyKey } from '../../../../src/domain/nodes/mirror-records';
import { BatchAction } from '../../../../src/domain/nodes/node-protocol';
import { deleteFreshDatabases, freshDatabase } from '../../support/fresh-database';
import { context, makeSender, mirrorPump, mirrorValve, scriptedServer } from './outbox-harness';

describe('batch update of several nodes', () => {
  afterEach(deleteFreshDatabases);

  it('is one outbox entry, sent as one batch of one update per node, with every value in the mirror at once', async () => {
    const database = freshDatabase();
    await mirrorPump(database);
    await mirrorValve(database);
    const id = await queueBatchUpdate(context(database), '', 'Pump', [
      { gId: 'Pump', values: [{ id: 'Flow', value: 2 }] },
      { gId: 'Pump.V0', values: [{ id: 'Open', value: false }] },
    ]);
    expect(await database.outbox.count()).toBe(1);
    expect(await database.outbox.get(id)).toMatchObject({ kind: 'node.update', label: { subject: 'Pump', change: '2 items changed' } });
    expect(await database.properties.get(mirrorPropertyKey('', 'Pump.V0', 'Open'))).toMatchObject({ value: false, pendingEntry: id });
    const server = scriptedServer();
    await makeSender(database, server.fetch).flush();
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]?.items).toEqual([
      { action: BatchAction.update, gId: 'Pump', values: [{ id: 'Flow', value: 2 }] },
      { action: BatchAction.update, gId: 'Pump.V0', values: [{ id: 'Open', value: false }] },
    ]);
    expect(await database.properties.get(mirrorPropertyKey('', 'Pump', 'Flow'))).toMatchObject({ value: 2 });
  });
});
