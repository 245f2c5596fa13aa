// The page's way to the mirror worker. Where module workers are missing (unit tests in Node, old
// browsers) or the worker fails to start, the response is applied in the calling thread instead: the
// same function in the same kind of transaction, only on this thread.
import { wrap } from 'comlink';
import type { Remote } from 'comlink';
import type { BatchRequestItem, BatchResponse } from '../../domain/nodes/node-protocol';
import { db } from '../db';
import { withQuotaRecovery } from '../mirror-quota';
import { whenFolded } from './mirror-journal-store';
import { applyBatchToMirror } from './mirror-repository';
import type { MirrorSummary } from './mirror-repository';
import type { MirrorWorkerApi } from './mirror-worker-api';

export type MirrorWorkerFactory = () => Worker;

type Connection = { remote: Remote<MirrorWorkerApi>; failed: Promise<never>; worker: Worker };

let factory: MirrorWorkerFactory | null = defaultFactory;
/** undefined: not started yet; null: no worker, apply in this thread. */
let connection: Connection | null | undefined;

/** Tests swap the worker (a fake, or null for "no Worker"); the next call starts from scratch. */
export function setMirrorWorkerFactory(next: MirrorWorkerFactory | null): void {
  connection?.worker.terminate();
  connection = undefined;
  factory = next;
}

/** A full disk prunes the oldest mirrored data and applies the response once more (mirror-quota.ts). */
export function applyResponseToMirror(host: string, items: readonly BatchRequestItem[], response: BatchResponse): Promise<MirrorSummary> {
  return withQuotaRecovery(db, () => applyOnce(host, items, response));
}

async function applyOnce(host: string, items: readonly BatchRequestItem[], response: BatchResponse): Promise<MirrorSummary> {
  const current = connect();
  if (current === null) return applyBatchToMirror(host, items, response);
  try {
    return await Promise.race([current.remote.applyResponse(db.name, host, [...items], response), current.failed]);
  } catch (error) {
    if (!(error instanceof WorkerStartError)) throw error;
    return applyBatchToMirror(host, items, response);
  }
}

/** Resolves once the journal entries this page's worker (or this thread) knows of are folded. */
export async function mirrorFolded(): Promise<void> {
  const current = connect();
  await whenFolded();
  if (current !== null) await Promise.race([current.remote.whenFolded(db.name), current.failed]).catch(() => {});
}

/** Whether responses are applied in a worker (false after a fallback). */
export function mirrorWorkerActive(): boolean {
  return connect() !== null;
}

class WorkerStartError extends Error {}

function connect(): Connection | null {
  if (connection !== undefined) return connection;
  if (factory === null) return (connection = null);
  try {
    const worker = factory();
    const failed = new Promise<never>((_, reject) => {
      // A worker that cannot load its module reports only an error event; Comlink calls would wait
      // forever, so the pending call and all later ones go to this thread instead.
      worker.addEventListener('error', (event) => {
        event.preventDefault?.();
        if (connection?.worker === worker) connection = null;
        worker.terminate();
        reject(new WorkerStartError('mirror worker failed'));
      });
    });
    failed.catch(() => {});
    connection = { remote: wrap<MirrorWorkerApi>(worker), failed, worker };
  } catch {
    connection = null;
  }
  return connection;
}

function defaultFactory(): Worker {
  if (typeof Worker === 'undefined') throw new Error('no Worker');
  return new Worker(new URL('../../../workers/mirror-worker.ts', import.meta.url), { type: 'module', name: 'mirror' });
}
