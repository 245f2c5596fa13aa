// The server licence calls (console.md §7): hardware key download and licence upload. The check lives in
// features/account/session-actions.ts (checkLicence), which also updates the session's licence.
import { downloadFile } from '../api-client';
import { uploadFile } from './upload-with-progress';
import type { UploadProgress } from './upload-with-progress';

export const HWKEY_PATH = '/api/licence/hwkey';
export const LICENCE_UPLOAD_PATH = '/api/licence/upload';

export type UploadedLicence = { licensedTo: string; valid: boolean; expires: string; rights: string[] };

export function downloadHardwareKey(): Promise<{ blob: Blob; filename: string }> {
  return downloadFile(HWKEY_PATH, { fallbackName: 'server.hwkey' });
}

export function uploadLicence(file: File, onProgress?: (p: UploadProgress) => void): Promise<UploadedLicence> {
  return uploadFile<UploadedLicence>(LICENCE_UPLOAD_PATH, file, { onProgress });
}
