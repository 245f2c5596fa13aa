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
  it("is named 'license-console' and opens at version 1 with the meta table", async () => {
    expect(DATABASE_NAME).toBe('license-console');
    const database = freshDatabase();
    await database.open();
    expect(database.verno).toBe(1);
    expect(database.tables.map((t) => t.name)).toEqual(['meta']);
  });

  it('round-trips metadata by key', async () => {
    const database = freshDatabase();
    await setMeta('cursor:customers', { seq: 41 }, database);
    expect(await getMeta('cursor:customers', null, database)).toEqual({ seq: 41 });
    await deleteMeta('cursor:customers', database);
    expect(await getMeta('cursor:customers', 'none', database)).toBe('none');
  });
});
