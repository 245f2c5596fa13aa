// A Comlink connection to a module worker that may fail to start, kept by a client that falls back to its
// own thread. A worker whose module cannot load reports only an error event, and Comlink calls would then
// wait forever, so `failed` rejects on that event and the pending call and all later ones stay here.
import { wrap } from 'comlink';
import type { Remote } from 'comlink';

export type WorkerFactory = () => Worker;

export type WorkerConnection<T> = { remote: Remote<T>; failed: Promise<never>; worker: Worker };

export class WorkerStartError extends Error {}

/** Null when the factory throws (no module workers); `onFailed` runs when the started worker fails. */
function connectWorker<T>(factory: WorkerFactory, label: string, onFailed: (worker: Worker) => void): WorkerConnection<T> | null {
  try {
    const worker = factory();
    const failed = new Promise<never>((_, reject) => {
      worker.addEventListener('error', (event) => {
        event.preventDefault?.();
        onFailed(worker);
        worker.terminate();
        reject(new WorkerStartError(`${label} worker failed`));
      });
    });
    failed.catch(() => {});
    return { remote: wrap<T>(worker), failed, worker };
  } catch {
    return null;
  }
}

/** A client's one worker, started on first use; null from connect() means "do it on this thread". */
export type WorkerSlot<T> = {
  connect: () => WorkerConnection<T> | null;
  /** Tests swap the worker (a fake, or null for "no Worker"); the next call starts from scratch. */
  setFactory: (next: WorkerFactory | null) => void;
};

export function workerSlot<T>(label: string, initial: WorkerFactory | null): WorkerSlot<T> {
  let factory = initial;
  /** undefined: not started yet; null: no worker. */
  let connection: WorkerConnection<T> | null | undefined;
  return {
    connect() {
      if (connection !== undefined) return connection;
      if (factory === null) return (connection = null);
      connection = connectWorker<T>(factory, label, (worker) => {
        if (connection?.worker === worker) connection = null;
      });
      return connection;
    },
    setFactory(next) {
      connection?.worker.terminate();
      connection = undefined;
      factory = next;
    },
  };
}
