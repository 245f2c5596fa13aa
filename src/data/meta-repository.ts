// Reads and writes of the meta table; the database is a parameter so tests use their own.
import { db } from './db';
import type { ConsoleDatabase } from './db';

export async function getMeta<T>(key: string, fallback: T, database: ConsoleDatabase = db): Promise<T> {
  const row = await database.meta.get(key);
  return row === undefined ? fallback : (row.value as T);
}

export async function setMeta(key: string, value: unknown, database: ConsoleDatabase = db): Promise<void> {
  await database.meta.put({ key, value, updatedAt: new Date().toISOString() });
}

export async function deleteMeta(key: string, database: ConsoleDatabase = db): Promise<void> {
  await database.meta.delete(key);
}
