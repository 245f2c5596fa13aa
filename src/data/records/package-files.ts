// Package files (console.md §1): import .xpkg/.pkg uploads with progress; export lives in record-api.ts.
import type { RecordAnswer } from '../../domain/records/record-wire';
import { recordPath } from './record-api';
import { uploadFile } from './upload-with-progress';
import type { UploadProgress } from './upload-with-progress';
import { putRecords } from './record-rows';

export const PACKAGE_FILE_ACCEPT = '.xpkg,.pkg';

export function isPackageFileName(name: string): boolean {
  return /\.(xpkg|pkg)$/i.test(name);
}

/** Uploads one package file; the imported records go into the mirror. */
export async function importPackageFile(file: File, onProgress?: (p: UploadProgress) => void): Promise<RecordAnswer[]> {
  const { items } = await uploadFile<{ items: RecordAnswer[] }>(recordPath('package', '/ImportPackages'), file, { onProgress });
  await putRecords(items);
  return items;
}
