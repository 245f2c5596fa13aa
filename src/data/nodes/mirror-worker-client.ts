// The page's way to the mirror worker. Where module workers are missing (unit tests in Node, old
// browsers) or the worker fails to start, the response is applied in the calling thread instead: the
// same function in the same kind of transaction, only on this thread.
import type { BatchRequestItem, BatchResponse } from '../../domain/nodes/node-protocol';
import { db } from '../db';
import { withQuotaRecovery } from '../mirror-quota';
import { whenFolded } from './mirror-journal-store';
import { applyBatchToMirror } from './mirror-repository';
import type { MirrorSummary } from './mirror-repository';
import type { MirrorWorkerApi } from './mirror-worker-api';
import { WorkerStartError, workerSlot } from '../worker-connection';
import type { WorkerFactory } from '../worker-connection';

export type MirrorWorkerFactory = WorkerFactory;

const worker = workerSlot<MirrorWorkerApi>('mirror', defaultFactory);

/** Tests swap the worker (a fake, or null for "no Worker"); the next call starts from scratch. */
export function setMirrorWorkerFactory(next: MirrorWorkerFactory | null): void {
  worker.setFactory(next);
}

/** A full disk prunes the oldest mirrored data and applies the response once more (mirror-quota.ts). */
export function applyResponseToMirror(host: string, items: readonly BatchRequestItem[], response: BatchResponse): Promise<MirrorSummary> {
  return withQuotaRecovery(db, () => applyOnce(host, items, response));
}

async function applyOnce(host: string, items: readonly BatchRequestItem[], response: BatchResponse): Promise<MirrorSummary> {
  const current = worker.connect();
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
  const current = worker.connect();
  await whenFolded();
  if (current !== null) await Promise.race([current.remote.whenFolded(db.name), current.failed]).catch(() => {});
}

/** Whether responses are applied in a worker (false after a fallback). */
export function mirrorWorkerActive(): boolean {
  return worker.connect() !== null;
}

function defaultFactory(): Worker {
  if (typeof Worker === 'undefined') throw new Error('no Worker');
  return new Worker(new URL('../../../workers/mirror-worker.ts', import.meta.url), { type: 'module', name: 'mirror' });
}
