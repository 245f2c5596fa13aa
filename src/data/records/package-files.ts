// Package files (console.md §1): import .xpkg/.pkg uploads in chunks (resumable, node-model.md §7);
// export lives in record-api.ts.
import type { RecordAnswer } from '../../domain/records/record-wire';
import type { UploadTarget } from '../../domain/upload/upload-record';
import { pausedUploads, resumeStoredUpload, uploadInChunks } from '../upload/chunked-upload';
import type { ChunkProgressCallback } from '../upload/chunked-upload';
import type { UploadAuth } from '../upload/upload-transport';
import { putRecords } from './record-rows';

export const PACKAGE_FILE_ACCEPT = '.xpkg,.pkg';
const IMPORT_PACKAGES: UploadTarget = { methodName: 'ImportPackages', gId: '', args: [] };

export function isPackageFileName(name: string): boolean {
  return /\.(xpkg|pkg)$/i.test(name);
}

async function imported(answer: Promise<{ items: RecordAnswer[] }>): Promise<RecordAnswer[]> {
  const { items } = await answer;
  await putRecords(items);
  return items;
}

/** Uploads one package file in chunks; the imported records go into the mirror. */
export function importPackageFile(file: File, auth: UploadAuth, onProgress?: ChunkProgressCallback): Promise<RecordAnswer[]> {
  return imported(uploadInChunks(file, IMPORT_PACKAGES, auth, onProgress));
}

/** Package imports a reload or a dropped network stopped, and how to go on with one. */
export const pausedPackageImports = {
  list: () => pausedUploads(IMPORT_PACKAGES.methodName),
  resume: (uid: string, auth: UploadAuth, onProgress?: ChunkProgressCallback) => imported(resumeStoredUpload(uid, auth, onProgress)),
};
