// Runs work one at a time per key within this process: two parts of one upload (or two new uploads of one
// user) must not check-then-write at the same moment.

export type KeyLock = <T>(key: string, work: () => Promise<T>) => Promise<T>;

export function createKeyLock(): KeyLock {
  const tails = new Map<string, Promise<unknown>>();
  return async function withKey<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = tails.get(key) ?? Promise.resolve();
    const run = before.then(work, work);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      // The last in line removes the key, so the map does not grow with every upload ever made.
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
