// Package files (console.md §1): import .xpkg/.pkg uploads in chunks (resumable, node-model.md §7);
// export lives in record-api.ts.
import type { DuplicateChoice } from '../../domain/records/package-duplicates';
import type { RecordAnswer } from '../../domain/records/record-wire';
import type { UploadTarget } from '../../domain/upload/upload-record';
import { pausedUploads, resumeStoredUpload, uploadInChunks } from '../upload/chunked-upload';
import type { ChunkProgressCallback } from '../upload/chunked-upload';
import type { UploadAuth } from '../upload/upload-transport';
import { putRecords } from './record-rows';

export const PACKAGE_FILE_ACCEPT = '.xpkg,.pkg';
const IMPORT_PACKAGES: UploadTarget = { methodName: 'ImportPackages', gId: '', args: [] };

function importTarget(onDuplicate: DuplicateChoice): UploadTarget {
  return { ...IMPORT_PACKAGES, args: [onDuplicate] };
}

export function isPackageFileName(name: string): boolean {
  return /\.(xpkg|pkg)$/i.test(name);
}

async function imported(answer: Promise<{ items: RecordAnswer[] }>): Promise<RecordAnswer[]> {
  const { items } = await answer;
  await putRecords(items);
  return items;
}

/** Uploads one package file in chunks; the imported records go into the mirror. */
/** `onDuplicate`: what the server does with a package it already holds ('ask' answers 409, see package-duplicates.ts). */
export function importPackageFile(file: File, auth: UploadAuth, onProgress?: ChunkProgressCallback, onDuplicate: DuplicateChoice = 'ask'): Promise<RecordAnswer[]> {
  return imported(uploadInChunks(file, importTarget(onDuplicate), auth, onProgress));
}

/** Package imports a reload or a dropped network stopped, and how to go on with one. */
export const pausedPackageImports = {
  list: () => pausedUploads(IMPORT_PACKAGES.methodName),
  resume: (uid: string, auth: UploadAuth, onProgress?: ChunkProgressCallback) => imported(resumeStoredUpload(uid, auth, onProgress)),
};
