// The page's way to the upload worker: one worker for the page, started on first use. Where module workers
// are missing (unit tests in Node) or the worker cannot start, the same job runs in this thread.
import { proxy, wrap } from 'comlink';
import type { Remote } from 'comlink';
import { db } from '../db';
import { runUploadJob } from './upload-job';
import type { UploadJobResult, UploadProgressCallback } from './upload-job';
import type { UploadAuth } from './upload-transport';
import type { UploadWorkerApi } from './upload-worker-api';

export type UploadWorkerFactory = () => Worker;

let factory: UploadWorkerFactory | null = () => new Worker(new URL('../../../workers/upload-worker.ts', import.meta.url), { type: 'module', name: 'upload' });
let remote: { api: Remote<UploadWorkerApi>; failed: Promise<never> } | null | undefined;

/** Tests swap the worker (null: run in this thread); the next upload starts from scratch. */
export function setUploadWorkerFactory(next: UploadWorkerFactory | null): void {
  remote = undefined;
  factory = next;
}

function connect(): typeof remote {
  if (remote !== undefined) return remote;
  if (factory === null || typeof Worker === 'undefined') return (remote = null);
  try {
    const worker = factory();
    // A worker that cannot load reports only an error event, and Comlink calls would wait for ever.
    const failed = new Promise<never>((_, reject) => worker.addEventListener('error', () => reject(new Error('upload worker failed')), { once: true }));
    failed.catch(() => undefined);
    remote = { api: wrap<UploadWorkerApi>(worker), failed };
  } catch {
    remote = null;
  }
  return remote;
}

/** Runs the stored upload `uid` to its end (or until the network or the progress callback stops it). */
export async function runStoredUpload(uid: string, auth: UploadAuth, progress: UploadProgressCallback): Promise<UploadJobResult> {
  const current = connect();
  if (!current) return runUploadJob(db, uid, auth, progress);
  const port: UploadAuth = { token: () => auth.token(), refresh: () => auth.refresh(), baseHeaders: (method) => auth.baseHeaders(method) };
  try {
    return await Promise.race([current.api.run(db.name, uid, proxy(port), proxy(progress)), current.failed]);
  } catch (error) {
    if (!(error instanceof Error) || error.message !== 'upload worker failed') throw error;
    remote = null;
    return runUploadJob(db, uid, auth, progress);
  }
}
