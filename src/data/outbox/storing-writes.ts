// Writes between the user's action and their outbox entry being stored. A write reads the mirror (names,
// old values for its label) before its one transaction; a page left meanwhile aborts that work and the
// write is lost, though the screen already showed it done. Each queue function counts from its call,
// which screens make in the task of the click that asked for the write, so the page can ask before it
// unloads (unload-guard.ts) and an update reload can wait (UpdatePrompt.tsx).

let storing = 0;
let waiters: (() => void)[] = [];

/** Runs `work` (reads, then the transaction storing an entry) counted as a write being stored until it settles. */
export function whileStoring<T>(work: () => Promise<T>): Promise<T> {
  storing++;
  // The executor runs the work at once; work that throws rejects, so a failed write never leaves the count up.
  return new Promise<T>((resolve) => resolve(work())).finally(settled);
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
