import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { queueNodeRename } from '../../../../src/data/outbox/node-rename-write';
import { discardEntries } from '../../../../src/data/outbox/outbox-discard';
import { mirrorNodeKey } from '../../../../src/domain/nodes/mirror-records';
import { BatchAction } from '../../../../src/domain/nodes/node-protocol';
import { deleteFreshDatabases, freshDatabase } from '../../support/fresh-database';
import { context, makeSender, mirrorPump, scriptedServer } from './outbox-harness';

describe('node rename through the outbox', () => {
  afterEach(deleteFreshDatabases);

  it('shows the new name at once and sends one update item carrying it', async () => {
    const database = freshDatabase();
    await mirrorPump(database);
    const id = await queueNodeRename(context(database), '', 'Pump', 'Main pump');
    expect(await database.outbox.get(id)).toMatchObject({ kind: 'node.update', label: { subject: 'Pump', change: "renamed to 'Main pump'" } });
    expect((await database.nodes.get(mirrorNodeKey('', 'Pump')))?.name).toBe('Main pump');
    const server = scriptedServer();
    await makeSender(database, server.fetch).flush();
    expect(server.sent[0]?.items).toEqual([{ action: BatchAction.update, gId: 'Pump', name: 'Main pump' }]);
  });

  it('puts the old name back when the rename is discarded', async () => {
    const database = freshDatabase();
    await mirrorPump(database);
    const id = await queueNodeRename(context(database), '', 'Pump', 'Main pump');
    await discardEntries(database, [id]);
    expect((await database.nodes.get(mirrorNodeKey('', 'Pump')))?.name).toBe('Pump');
  });
});
