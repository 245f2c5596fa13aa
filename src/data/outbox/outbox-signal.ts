// In-page notice that an entry was made, so the page's sender flushes at once (other tabs see the
// table change through Dexie and their own triggers; the lock keeps one sender running).
type Listener = () => void;

const listeners = new Set<Listener>();

export function onEnqueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyEnqueued(): void {
  for (const listener of [...listeners]) listener();
}
