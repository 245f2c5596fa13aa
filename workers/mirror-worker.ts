// The module worker that writes batch responses into the node mirror, off the main thread: a large
// browse is thousands of rows, and Dexie's change broadcast brings the writes to the pages' live
// queries by itself (STACK.md "Offline mechanics").
import { expose } from 'comlink';
import { applyBatchToMirror } from '../src/data/nodes/mirror-repository';
import type { MirrorWorkerApi } from '../src/data/nodes/mirror-worker-api';

const api: MirrorWorkerApi = {
  applyResponse: (host, items, response) => applyBatchToMirror(host, items, response),
};

expose(api);
