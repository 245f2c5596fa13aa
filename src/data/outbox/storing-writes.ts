// Writes between the user's action and their outbox entry being stored. A write reads the mirror (names,
// old values for its label) before its one transaction; a page left meanwhile aborts that work and the
// write is lost, though the screen already showed it done. Each queue function counts from its call,
// which screens make in the task of the click that asked for the write, so the page can ask before it
// unloads (unload-guard.ts) and an update reload can wait (UpdatePrompt.tsx).

const pending = new Set<Promise<unknown>>();
const watchers = new Set<(storing: boolean) => void>();

/** Runs `work` (reads, then the transaction storing an entry) counted as a write being stored until it settles. */
export function whileStoring<T>(work: () => Promise<T>): Promise<T> {
  // The executor runs the work at once; work that throws rejects, so a failed write never stays counted.
  const stored = new Promise<T>((resolve) => resolve(work())).finally(() => {
    pending.delete(stored);
    if (pending.size === 0) for (const watch of watchers) watch(false);
  });
  pending.add(stored);
  if (pending.size === 1) for (const watch of watchers) watch(true);
  return stored;
}

/** How many writes are being stored right now. */
export function writesBeingStored(): number {
  return pending.size;
}

/** Resolves once no write is being stored, also those started while it waits; at once when none is. */
export async function whenWritesStored(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/** Tells `watch` whether writes are being stored now, then each time the first starts (true) or the last is stored (false); returns how to stop. */
export function watchStoring(watch: (storing: boolean) => void): () => void {
  watchers.add(watch);
  watch(pending.size > 0);
  return () => watchers.delete(watch);
}
