// A web app file goes into its node property through the chunked upload's UploadWebAppFile method
// (docs/api.md "Chunked upload"): one road for every file, resumable like the others.
import { METHOD_UPLOAD_WEB_APP_FILE } from '../../domain/upload/upload-constants';
import { uploadInChunks } from './chunked-upload';
import type { ChunkProgressCallback } from './chunked-upload';
import type { UploadAuth } from './upload-transport';

export async function uploadWebAppFile(file: File, gId: string, propertyId: string, auth: UploadAuth, onProgress?: ChunkProgressCallback): Promise<void> {
  await uploadInChunks(file, { methodName: METHOD_UPLOAD_WEB_APP_FILE, gId, args: [propertyId] }, auth, onProgress);
}
