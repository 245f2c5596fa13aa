// The module worker that writes batch responses into the node mirror, off the main thread: a large
// browse is thousands of rows, and Dexie's change broadcast brings the writes to the pages' live
// queries by itself (STACK.md "Offline mechanics"). It also folds the mirror journal in the background.
import { expose } from 'comlink';
import { db } from '../src/data/db';
import { scheduleFold, whenFolded } from '../src/data/nodes/mirror-journal-store';
import { applyBatchToMirror, foldStep } from '../src/data/nodes/mirror-repository';
import type { MirrorWorkerApi } from '../src/data/nodes/mirror-worker-api';

const api: MirrorWorkerApi = {
  applyResponse: (host, items, response) => applyBatchToMirror(host, items, response),
  whenFolded: () => whenFolded(db),
};

// Entries a closed tab left behind are folded as soon as a worker starts.
void scheduleFold(foldStep(db), db);
expose(api);
