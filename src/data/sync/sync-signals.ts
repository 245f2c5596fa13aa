// Tells mirrored screens when to read the server again without being asked: the network came back
// ('reconnect': a screen that could only show its mirror retries, so its offline notice clears by
// itself), or a pull answered reset and the mirror was emptied ('reset': every screen browses afresh).
export type SyncSignal = 'reconnect' | 'reset';

type Listener = (signal: SyncSignal) => void;

const listeners = new Set<Listener>();
let watchingOnline = false;

function onOnline(): void {
  emitSyncSignal('reconnect');
}

export function subscribeSyncSignals(listener: Listener): () => void {
  if (!watchingOnline && typeof window !== 'undefined') {
    window.addEventListener('online', onOnline);
    watchingOnline = true;
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSyncSignal(signal: SyncSignal): void {
  for (const listener of [...listeners]) listener(signal);
}
