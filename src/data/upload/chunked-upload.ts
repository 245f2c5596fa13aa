// Uploading a file in chunks for a method (package import, licence upload): the file is stored with the
// upload's row first, so a reload or a dropped network only pauses it; `resumeStoredUpload` goes on from
// what the server holds. Answers the method's returnValue, or rejects with an ApiError like other calls.
import type { UploadRecord, UploadTarget } from '../../domain/upload/upload-record';
import { ApiError } from '../api-error';
import { db } from '../db';
import { createUploadRecord, deleteUploadRecord, resumableUploads } from './upload-table';
import type { UploadAuth } from './upload-transport';
import { runStoredUpload } from './upload-worker-client';

export type ChunkProgress = { loaded: number; total: number };
/** Answers false to cancel the upload ('Upload canceled by user'). */
export type ChunkProgressCallback = (progress: ChunkProgress) => boolean | void;

export async function uploadInChunks<T>(file: File, target: UploadTarget, auth: UploadAuth, onProgress: ChunkProgressCallback = () => true): Promise<T> {
  const record = await createUploadRecord(db, file, target);
  return resumeStoredUpload<T>(record.uid, auth, onProgress);
}

/**
 * Runs a stored upload to its end. Done, refused or cancelled, its row goes; stopped by the network it
 * stays (and the rejection says `network`), to go on after the next reload or reconnect.
 */
export async function resumeStoredUpload<T>(uid: string, auth: UploadAuth, onProgress: ChunkProgressCallback = () => true): Promise<T> {
  const outcome = await runStoredUpload(uid, auth, (loaded, total) => onProgress({ loaded, total }) !== false);
  if (outcome.phase === 'done') {
    await deleteUploadRecord(db, uid);
    return outcome.result as T;
  }
  const errors = outcome.errors ?? [];
  if (outcome.phase === 'sending' || outcome.phase === 'finishing') throw new ApiError({ status: 0, errors, network: true });
  await deleteUploadRecord(db, uid);
  throw new ApiError({ status: 400, errors });
}

/** This user's uploads for `methodName` that stopped before their end, oldest first. */
export function pausedUploads(methodName: string): Promise<UploadRecord[]> {
  return resumableUploads(db, methodName);
}
