// What the upload worker exposes through Comlink (workers/upload-worker.ts). The auth port and the
// progress callback cross as Comlink proxies: the page keeps the session, the worker asks it per call.
import type { UploadJobResult, UploadProgressCallback } from './upload-job';
import type { UploadAuth } from './upload-transport';

export type UploadWorkerApi = {
  run(databaseName: string, uid: string, auth: UploadAuth, progress: UploadProgressCallback): Promise<UploadJobResult>;
};
