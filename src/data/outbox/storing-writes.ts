// Writes between the user's action and their outbox entry being stored. A write reads the mirror (names,
// old values for its label) before its one transaction; a page left meanwhile aborts that work and the
// write is lost, though the screen already showed it done. The count starts when a queue function is
// called (in the same task as the click that made the write), so the page can ask before it unloads
// (unload-guard.ts) and an update reload can wait.

let storing = 0;
let waiters: (() => void)[] = [];

/** Wraps a queue function: the write counts as being stored from the call until its promise settles. */
export function storingWrite<A extends unknown[], R>(write: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args) => {
    storing++;
    // The executor runs the write at once; one that throws rejects, so the count never stays up.
    return new Promise<R>((resolve) => resolve(write(...args))).finally(settled);
  };
}

/** How many writes are being stored right now. */
export function writesBeingStored(): number {
  return storing;
}

/** Resolves once no write is being stored; at once when none is. */
export function whenWritesStored(): Promise<void> {
  if (storing === 0) return Promise.resolve();
  return new Promise((resolve) => waiters.push(resolve));
}

function settled(): void {
  storing--;
  if (storing > 0) return;
  const resolved = waiters;
  waiters = [];
  for (const resolve of resolved) resolve();
}
