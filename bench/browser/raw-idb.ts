// The raw baseline: plain IndexedDB, one readwrite transaction, one put per record, into a store with
// the same key path and indexes as a Dexie table (the mirror's nodes table of src/data/db.ts).
import type { TableSchema } from 'dexie';

const RAW_DATABASE = 'bench-raw';

/** A fresh database with one store 'nodes' shaped like `schema`: same key path, same indexes. */
export async function openRawDatabase(schema: TableSchema): Promise<IDBDatabase> {
  await deleteDatabase(RAW_DATABASE);
  return new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(RAW_DATABASE, 1);
    request.onupgradeneeded = () => {
      const { keyPath, auto } = schema.primKey;
      const store = request.result.createObjectStore('nodes', { keyPath: keyPath ?? null, autoIncrement: auto === true });
      for (const index of schema.indexes) {
        if (index.keyPath === undefined) continue;
        store.createIndex(index.name, index.keyPath, { unique: index.unique === true, multiEntry: index.multi === true });
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
}

/** Every record in one readwrite transaction, resolved when the transaction completes. */
export function putInOneTransaction(database: IDBDatabase, records: readonly object[]): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const transaction = database.transaction('nodes', 'readwrite');
    const store = transaction.objectStore('nodes');
    for (const record of records) store.put(record);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('transaction aborted'));
  });
}

export async function dropRawDatabase(database: IDBDatabase): Promise<void> {
  database.close();
  await deleteDatabase(RAW_DATABASE);
}

export function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`delete ${name} failed`));
    request.onblocked = () => reject(new Error(`delete ${name} blocked by an open connection`));
  });
}
