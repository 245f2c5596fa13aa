import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleDatabase, DATABASE_NAME } from '../../../src/data/db';
import { deleteMeta, getMeta, setMeta } from '../../../src/data/meta-repository';

const opened: ConsoleDatabase[] = [];

function freshDatabase(): ConsoleDatabase {
  const database = new ConsoleDatabase(`test-${crypto.randomUUID()}`);
  opened.push(database);
  return database;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.delete()));
});

describe('console database', () => {
  it("is named 'license-console' and opens at version 3 with the meta table, the node mirror and the record mirror", async () => {
    expect(DATABASE_NAME).toBe('license-console');
    const database = freshDatabase();
    await database.open();
    expect(database.verno).toBe(3);
    expect(database.tables.map((t) => t.name).sort()).toEqual(['meta', 'nodes', 'properties', 'recordLists', 'records']);
    expect(database.nodes.schema.indexes.map((i) => i.name).sort()).toEqual(['[host+parentKey]', 'host']);
    expect(database.properties.schema.indexes.map((i) => i.name).sort()).toEqual(['host', 'nodeKey']);
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
    const database = new ConsoleDatabase(name);
    opened.push(database);
    expect(await getMeta('cursor', null, database)).toBe(7);
    expect(database.verno).toBe(3);
    expect(await database.nodes.count()).toBe(0);
  });
});
