import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { queuePropertyUpdate } from '../../../../src/data/outbox/node-writes';
import { whenWritesStored, whileStoring, writesBeingStored } from '../../../../src/data/outbox/storing-writes';
import { deleteFreshDatabases, freshDatabase } from '../../support/fresh-database';
import { context, mirrorPump } from './outbox-harness';

describe('writes being stored', () => {
  afterEach(deleteFreshDatabases);

  it('counts a property update from the call until its entry is in the outbox', async () => {
    const database = freshDatabase();
    await mirrorPump(database);
    const queued = queuePropertyUpdate(context(database), '', 'Pump', [{ id: 'Flow', value: 2 }], 'Calibrated');
    // Counted in the same task as the call, before the mirror reads the label needs.
    expect(writesBeingStored()).toBe(1);
    expect(await database.outbox.count()).toBe(0);
    await whenWritesStored();
    expect(writesBeingStored()).toBe(0);
    expect(await database.outbox.get(await queued)).toMatchObject({ kind: 'node.update', reason: 'Calibrated' });
  });

  it('waits for every write under way, and resolves at once when none is', async () => {
    let finishFirst: (id: number) => void = () => undefined;
    const first = whileStoring(() => new Promise<number>((resolve) => (finishFirst = resolve)));
    const second = whileStoring(async () => 2);
    expect(writesBeingStored()).toBe(2);
    let stored = false;
    const waiting = whenWritesStored().then(() => (stored = true));
    await second;
    expect(stored).toBe(false);
    finishFirst(1);
    await waiting;
    expect(await first).toBe(1);
    expect(writesBeingStored()).toBe(0);
    await expect(whenWritesStored()).resolves.toBeUndefined();
  });

  it('stops counting a write that fails, whether it rejects or throws', async () => {
    await expect(whileStoring(async () => Promise.reject(new Error('quota')))).rejects.toThrow('quota');
    await expect(
      whileStoring((): Promise<number> => {
        throw new Error('no user');
      }),
    ).rejects.toThrow('no user');
    expect(writesBeingStored()).toBe(0);
  });
});
