// Local data belongs to its user (issue 9): one database per user, the shared legacy database gone,
// pending outbox entries counted whether or not the outbox table exists, and a full disk pruning the
// oldest mirrored data while the write still lands.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import type { DBCore, Middleware } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { resetApiClient } from '../../src/data/api-client';
import { ANONYMOUS_DATABASE_NAME, ConsoleDatabase, LEGACY_DATABASE_NAME, databaseNameFor, db, switchDatabase } from '../../src/data/db';
import { onMirrorPruned } from '../../src/data/mirror-quota';
import type { PruneSummary } from '../../src/data/mirror-quota';
import { pendingEntryCount } from '../../src/data/outbox-pending';
import { readRecord } from '../../src/data/records/record-repository';
import { putRecords } from '../../src/data/records/record-rows';
import { Right } from '../../src/domain/rights';
import { MSG_MIRROR_PRUNED, confirmSignOut, startUserDatabases } from '../../src/features/account/user-database';
import { closeMessage, ui } from '../../src/state/ui';
import { customerAnswer } from '../support/record-answer';
import { resetUi, signIn, signOut } from './support/app-state';
import { renderApp } from './support/render-app';
import { fakeServer } from './records/fake-server';

const ADMIN = '1';
const OPERATOR = '2';
let stop: (() => void) | null = null;
const extraDatabases: Dexie[] = [];

beforeEach(() => {
  resetUi();
  signOut();
});

afterEach(async () => {
  stop?.();
  stop = null;
  resetApiClient();
  signOut();
  switchDatabase(ANONYMOUS_DATABASE_NAME);
  await Promise.all([ADMIN, OPERATOR].map((id) => Dexie.delete(databaseNameFor(id))));
  await Promise.all(extraDatabases.splice(0).map((d) => d.delete()));
});

describe('one database per user', () => {
  it('gives the next user an empty mirror, offline too, and the first user their rows back when they sign in again', async () => {
    let online = true;
    fakeServer([{ url: /^\/api\/db\/customer\/5$/, answer: () => (online ? { body: customerAnswer(5, 'Lab B customer') } : 'network') }]);
    stop = startUserDatabases();
    signIn({ userId: ADMIN, rights: [Right.accessCustomers] });
    expect(db.name).toBe('license-console-u1');
    await renderApp('/customer/5');
    expect(await screen.findByDisplayValue('Lab B customer')).toBeTruthy();
    expect(await readRecord('customer', 5)).not.toBeNull();

    signOut();
    expect(db.name).toBe(ANONYMOUS_DATABASE_NAME);
    online = false;
    signIn({ userId: OPERATOR, name: 'Olivia Operator', rights: [Right.accessCustomers] });
    expect(db.name).toBe('license-console-u2');
    expect(await db.records.count()).toBe(0);
    await renderApp('/customer/5');
    expect(await screen.findByText('Offline — no data mirrored yet')).toBeTruthy();
    expect(screen.queryByDisplayValue('Lab B customer')).toBeNull();

    signOut();
    signIn({ userId: ADMIN, rights: [Right.accessCustomers] });
    expect((await readRecord('customer', 5))?.name).toBe('Lab B customer');
  });

  it('closes the last user’s database for good: a late write into it fails instead of landing', async () => {
    stop = startUserDatabases();
    signIn({ userId: ADMIN });
    const admins = db;
    await admins.meta.put({ key: 'k', value: 1, updatedAt: '' });
    signOut();
    await expect(admins.meta.put({ key: 'late', value: 2, updatedAt: '' })).rejects.toThrow();
    expect(db).not.toBe(admins);
  });

  it("deletes the shared legacy database 'license-console' at start", async () => {
    const legacy = new Dexie(LEGACY_DATABASE_NAME);
    legacy.version(1).stores({ meta: 'key' });
    await legacy.table('meta').put({ key: 'cursor', value: 1 });
    legacy.close();
    expect(await Dexie.exists(LEGACY_DATABASE_NAME)).toBe(true);
    stop = startUserDatabases();
    await waitFor(async () => expect(await Dexie.exists(LEGACY_DATABASE_NAME)).toBe(false));
  });
});

describe('pendingEntryCount', () => {
  it('is 0 for a database without an outbox table', async () => {
    const database = new ConsoleDatabase(`test-${crypto.randomUUID()}`);
    extraDatabases.push(database);
    expect(await pendingEntryCount(database)).toBe(0);
  });

  it('counts the entries of the outbox that are not done', async () => {
    const database = new Dexie(`test-${crypto.randomUUID()}`);
    database.version(1).stores({ outbox: '++seq' });
    extraDatabases.push(database);
    await database.table('outbox').bulkAdd([{ state: 'queued' }, { state: 'sending' }, { state: 'done' }, { state: 'failed' }, { state: 'conflict' }]);
    expect(await pendingEntryCount(database)).toBe(4);
  });
});

describe('signing out', () => {
  it('asks first while the user has outbox entries waiting, and goes on without asking when none wait', async () => {
    const database = new Dexie(`test-${crypto.randomUUID()}`);
    database.version(1).stores({ outbox: '++seq' });
    extraDatabases.push(database);
    expect(await confirmSignOut(database)).toBe(true);
    expect(ui.dialogs).toHaveLength(0);
    await database.table('outbox').bulkAdd([{ state: 'queued' }, { state: 'failed' }]);
    const answer = confirmSignOut(database);
    await waitFor(() => expect(ui.dialogs).toHaveLength(1));
    expect(ui.dialogs[0]?.text).toMatch(/^2 changes have not reached the server yet\. They stay on this device/);
    closeMessage(ui.dialogs[0]!.id, false);
    expect(await answer).toBe(false);
  });
});

/** A Dexie middleware (its public fault hook) that fails the next `times` writes into `table` as a full disk would. */
function quotaFault(table: string, times: number): Middleware<DBCore> {
  let left = times;
  return {
    stack: 'dbcore',
    name: 'quota-fault',
    create: (down) => ({
      ...down,
      table: (name) => {
        const inner = down.table(name);
        if (name !== table) return inner;
        return {
          ...inner,
          mutate: (req) => (left-- > 0 ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')) : inner.mutate(req)),
        };
      },
    }),
  };
}

describe('a full disk', () => {
  it('prunes the oldest mirrored records, pages and nodes, says so, and still writes the answer', async () => {
    const database = new ConsoleDatabase(`test-${crypto.randomUUID()}`);
    extraDatabases.push(database);
    await putRecords([customerAnswer(1, 'Oldest')], database, 1_000);
    await putRecords([customerAnswer(2, 'Old')], database, 2_000);
    await database.recordLists.put({ key: 'customer|old', entity: 'customer', page: 1, ids: [1], total: 1, maxId: 1, nextCursor: null, prevCursor: null, fetchedAt: 3_000 });
    await putRecords([customerAnswer(3, 'Recent')], database, 9_000);
    await database.nodes.bulkPut([
      { key: '|0.S', host: '', parentKey: null, childrenLoaded: true, fetchedAt: 8_000, gId: '0.S', name: 'Settings' } as never,
      { key: '|0.S.1', host: '', parentKey: '|0.S', childrenLoaded: true, fetchedAt: 1_500, gId: '0.S.1', name: 'Pump' } as never,
    ]);
    await database.properties.put({ key: '|0.S.1|flow', host: '', nodeKey: '|0.S.1' } as never);
    await database.journal.add({ host: '', items: [], response: { responses: [], descriptors: [] }, createdAt: 1 } as never);
    database.close();
    database.use(quotaFault('records', 1));
    await database.open();

    stop = startUserDatabases();
    const summaries: PruneSummary[] = [];
    const stopListening = onMirrorPruned((s) => summaries.push(s));
    await putRecords([customerAnswer(4, 'What the server answered')], database, 10_000);
    stopListening();

    expect((await readRecord('customer', 4, database))?.name).toBe('What the server answered');
    // Six mirrored rows (three records, one page, two nodes): the oldest three go.
    expect(summaries).toEqual([{ records: 2, listPages: 1, nodes: 1 }]);
    expect(await readRecord('customer', 1, database)).toBeNull();
    expect(await readRecord('customer', 2, database)).toBeNull();
    expect((await readRecord('customer', 3, database))?.name).toBe('Recent');
    expect(await database.nodes.get('|0.S.1')).toBeUndefined();
    expect(await database.properties.count()).toBe(0);
    expect((await database.nodes.get('|0.S'))?.childrenLoaded).toBe(false);
    expect(await database.journal.count()).toBe(1);
    expect(ui.snackbars.map((s) => s.text)).toContain(MSG_MIRROR_PRUNED);
  });

  it('still shows what the server answered when even the pruned mirror cannot keep it', async () => {
    fakeServer([{ url: /^\/api\/db\/customer\/5$/, answer: () => ({ body: customerAnswer(5, 'What the server answered') }) }]);
    const database = switchDatabase(`test-${crypto.randomUUID()}`);
    extraDatabases.push(database);
    database.use(quotaFault('records', Number.POSITIVE_INFINITY));
    signIn({ rights: [Right.accessCustomers] });
    await renderApp('/customer/5');
    expect(await screen.findByDisplayValue('What the server answered')).toBeTruthy();
    expect(await database.records.count()).toBe(0);
  });

  it('passes other write errors on untouched and prunes nothing', async () => {
    const database = new ConsoleDatabase(`test-${crypto.randomUUID()}`);
    extraDatabases.push(database);
    await putRecords([customerAnswer(1, 'Kept')], database, 1_000);
    database.close();
    database.use({
      stack: 'dbcore',
      name: 'other-fault',
      create: (down) => ({ ...down, table: (name) => ({ ...down.table(name), mutate: () => Promise.reject(new DOMException('broken', 'UnknownError')) }) }),
    });
    await database.open();
    await expect(putRecords([customerAnswer(2, 'New')], database)).rejects.toThrow();
    expect((await readRecord('customer', 1, database))?.name).toBe('Kept');
  });
});
