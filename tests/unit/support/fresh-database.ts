// Throwaway IndexedDB databases (fake-indexeddb) for repository tests: each test opens its own,
// deleteFreshDatabases() in afterEach removes them all.
import { ConsoleDatabase } from '../../../src/data/db';

const opened: ConsoleDatabase[] = [];

/** A new database, or one opened over an existing name (upgrade tests). */
export function freshDatabase(name = `test-${crypto.randomUUID()}`): ConsoleDatabase {
  const database = new ConsoleDatabase(name);
  opened.push(database);
  return database;
}

export async function deleteFreshDatabases(): Promise<void> {
  await Promise.all(opened.splice(0).map((d) => d.delete()));
}
