import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ANONYMOUS_DATABASE_NAME, databaseNameFor } from '../../../src/data/db';
import { deleteMeta, getMeta, setMeta } from '../../../src/data/meta-repository';
import { deleteFreshDatabases, freshDatabase } from '../support/fresh-database';

/** The schemas as released, version by version, so an upgrade test opens what users' browsers hold. */
const RELEASED_SCHEMAS: Record<string, string>[] = [
  { meta: 'key' },
  { nodes: 'key, [host+parentKey], host', properties: 'key, nodeKey, host' },
  { records: 'key, entity, guid, [entity+name]', recordLists: 'key, entity' },
  { nodes: 'key, [host+parentKey]', properties: 'key' },
  { journal: '++seq, host' },
  { outbox: '++id, userId' },
  { uploads: 'uid' },
  { eventlogPages: 'key, source, fetchedAt' },
];

/** Version 8 holds the mirrored event log pages, version 9 the live chart samples. */
const CURRENT_VERSION = 9;

async function releasedDatabase(name: string, version: number) {
  const { default: Dexie } = await import('dexie');
  const old = new Dexie(name);
  RELEASED_SCHEMAS.slice(0, Math.min(version, RELEASED_SCHEMAS.length)).forEach((stores, i) => old.version(i + 1).stores(stores));
  return old;
}

/** A database released at `version`, given rows by `seed`, opened by the current code. */
async function upgradedFrom(version: number, seed: (old: Awaited<ReturnType<typeof releasedDatabase>>) => Promise<unknown>) {
  const name = `test-${crypto.randomUUID()}`;
  const old = await releasedDatabase(name, version);
  await seed(old);
  old.close();
  const database = freshDatabase(name);
  await database.open();
  return database;
}

afterEach(async () => {
  await deleteFreshDatabases();
});

describe('console database', () => {
  it("is named per user ('license-console-u{id}', 'license-console-anonymous' signed out) and opens at version 9 with the meta table, the node mirror (no index a key range serves), its journal, the record mirror, the outbox, the uploads, the event log pages and the live chart samples", async () => {
    expect(databaseNameFor('7')).toBe('license-console-u7');
    expect(databaseNameFor(null)).toBe(ANONYMOUS_DATABASE_NAME);
    expect(ANONYMOUS_DATABASE_NAME).toBe('license-console-anonymous');
    const database = freshDatabase();
    await database.open();
    expect(database.verno).toBe(CURRENT_VERSION);
    expect(database.tables.map((t) => t.name).sort()).toEqual(['eventlogPages', 'journal', 'liveSeries', 'meta', 'nodes', 'outbox', 'properties', 'recordLists', 'records', 'uploads']);
    expect(database.eventlogPages.schema.primKey).toMatchObject({ name: 'key', auto: false });
    expect(database.eventlogPages.schema.indexes.map((i) => i.name)).toEqual(['source', 'fetchedAt']);
    expect(database.liveSeries.schema.primKey).toMatchObject({ name: 'key', auto: false });
    expect(database.liveSeries.schema.indexes).toEqual([]);
    expect(database.journal.schema.primKey).toMatchObject({ name: 'seq', auto: true });
    expect(database.journal.schema.indexes.map((i) => i.name)).toEqual(['host']);
    expect(database.nodes.schema.indexes.map((i) => i.name)).toEqual(['[host+parentKey]']);
    expect(database.properties.schema.indexes).toEqual([]);
    expect(database.outbox.schema.primKey).toMatchObject({ name: 'id', auto: true });
    expect(database.outbox.schema.indexes.map((i) => i.name)).toEqual(['userId']);
    expect(database.uploads.schema.primKey).toMatchObject({ name: 'uid', auto: false });
    expect(database.uploads.schema.indexes).toEqual([]);
  });

  it('round-trips metadata by key', async () => {
    const database = freshDatabase();
    await setMeta('cursor:customers', { seq: 41 }, database);
    expect(await getMeta('cursor:customers', null, database)).toEqual({ seq: 41 });
    await deleteMeta('cursor:customers', database);
    expect(await getMeta('cursor:customers', 'none', database)).toBe('none');
  });
});

describe('console database upgrade', () => {
  it('opens a version-1 database at the current version keeping its metadata', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const { default: Dexie } = await import('dexie');
    const old = new Dexie(name);
    old.version(1).stores({ meta: 'key' });
    await old.table('meta').put({ key: 'cursor', value: 7, updatedAt: '2025-01-01T00:00:00Z' });
    old.close();
    const database = freshDatabase(name);
    expect(await getMeta('cursor', null, database)).toBe(7);
    expect(database.verno).toBe(CURRENT_VERSION);
    expect(await database.nodes.count()).toBe(0);
  });

  it('opens a version-3 database at the current version keeping the mirrored nodes and properties, queryable by key range', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const old = await releasedDatabase(name, 3);
    await old.table('nodes').put({ key: '|0.S', host: '', parentKey: '|0', gId: '0.S', id: 'S', name: 'S', order: 0 });
    await old.table('properties').put({ key: '|0.S|Name', host: '', nodeKey: '|0.S', id: 'Name', value: 'x' });
    old.close();
    const database = freshDatabase(name);
    const { childrenQuery, propertiesQuery } = await import('../../../src/data/nodes/mirror-queries');
    expect((await childrenQuery('', '|0', database)).map((n) => n.gId)).toEqual(['0.S']);
    expect((await propertiesQuery('|0.S', database)).map((p) => p.value)).toEqual(['x']);
    expect(database.verno).toBe(CURRENT_VERSION);
  });

  it('opens a version-6 database at the current version keeping its outbox entries and mirrored rows, with no uploads', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const old = await releasedDatabase(name, 6);
    await old.table('outbox').put({ userId: '7', state: 'queued', label: 'kept' });
    await old.table('records').put({ key: 'customer:1', entity: 'customer', name: 'Kept' });
    old.close();
    const database = freshDatabase(name);
    await database.open();
    expect(database.verno).toBe(CURRENT_VERSION);
    expect((await database.outbox.toArray()).map((e) => (e as unknown as { label: string }).label)).toEqual(['kept']);
    expect(await database.records.count()).toBe(1);
    expect(await database.uploads.count()).toBe(0);
  });

  it('opens a version-7 database at the current version keeping its uploads, with no live chart samples', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const old = await releasedDatabase(name, 7);
    await old.table('uploads').put({ uid: 'u1' });
    old.close();
    const database = freshDatabase(name);
    await database.open();
    expect(database.verno).toBe(CURRENT_VERSION);
    expect(await database.uploads.count()).toBe(1);
    expect(await database.liveSeries.count()).toBe(0);
  });

  it('opens a version-8 database at the current version keeping its mirrored event log pages, with no live chart samples', async () => {
    const database = await upgradedFrom(8, (old) => old.table('eventlogPages').put({ key: 'Audit?offset=0', source: 'Audit', rows: [], total: 0, fetchedAt: 1 }));
    expect([database.verno, await database.eventlogPages.count(), await database.liveSeries.count()]).toEqual([CURRENT_VERSION, 1, 0]);
  });
});
