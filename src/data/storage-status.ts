// The browser's storage for this origin (StorageManager): persistence and use, both missing in some
// browsers and in tests, so every call tolerates that.

export type StorageStatus = { usage: number | null; quota: number | null; persisted: boolean | null };

function manager(): StorageManager | null {
  return typeof navigator === 'undefined' ? null : (navigator.storage ?? null);
}

/**
 * Asks once that the browser not evict this origin's data under storage pressure: the mirror and the
 * outbox are what an offline operator works from. The browser may say no; nothing depends on it.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = manager();
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

export async function readStorageStatus(): Promise<StorageStatus> {
  const storage = manager();
  const [estimate, persisted] = await Promise.all([
    storage?.estimate ? storage.estimate().catch(() => null) : null,
    storage?.persisted ? storage.persisted().catch(() => null) : null,
  ]);
  return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted };
}
