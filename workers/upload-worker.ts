// The module worker that sends chunked uploads (node-model.md §7): it reads the stored file a chunk at a
// time and sends the parts, so neither reading nor sending a large file ever blocks the page, and memory
// holds only the few chunks in flight (src/domain/upload/upload-runner.ts).
import { expose } from 'comlink';
import { switchDatabase } from '../src/data/db';
import { runUploadJob } from '../src/data/upload/upload-job';
import type { UploadWorkerApi } from '../src/data/upload/upload-worker-api';

const api: UploadWorkerApi = {
  run: (databaseName, uid, auth, progress) => runUploadJob(switchDatabase(databaseName), uid, auth, progress),
};

expose(api);
