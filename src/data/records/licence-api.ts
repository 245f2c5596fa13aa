// The server licence calls (console.md §7): hardware key download and licence upload (in chunks, as every
// upload: node-model.md §7). The check lives in features/account/session-actions.ts (checkLicence), which
// also updates the session's licence.
import type { UploadTarget } from '../../domain/upload/upload-record';
import { downloadFile } from '../api-client';
import { pausedUploads, resumeStoredUpload, uploadInChunks } from '../upload/chunked-upload';
import type { ChunkProgressCallback } from '../upload/chunked-upload';
import type { UploadAuth } from '../upload/upload-transport';

export const HWKEY_PATH = '/api/licence/hwkey';
const UPLOAD_LICENCE: UploadTarget = { methodName: 'UploadLicence', gId: '', args: [] };

export type UploadedLicence = { licensedTo: string; valid: boolean; expires: string; rights: string[] };

export function downloadHardwareKey(): Promise<{ blob: Blob; filename: string }> {
  return downloadFile(HWKEY_PATH, { fallbackName: 'server.hwkey' });
}

export function uploadLicence(file: File, auth: UploadAuth, onProgress?: ChunkProgressCallback): Promise<UploadedLicence> {
  return uploadInChunks<UploadedLicence>(file, UPLOAD_LICENCE, auth, onProgress);
}

export const pausedLicenceUploads = {
  list: () => pausedUploads(UPLOAD_LICENCE.methodName),
  resume: (uid: string, auth: UploadAuth, onProgress?: ChunkProgressCallback) => resumeStoredUpload<UploadedLicence>(uid, auth, onProgress),
};
