// The module worker that writes batch responses into the node mirror, off the main thread: a large
// browse is thousands of rows, and Dexie's change broadcast brings the writes to the pages' live
// queries by itself (STACK.md "Offline mechanics"). It also folds the mirror journal in the background.
import { expose } from 'comlink';
import { switchDatabase } from '../src/data/db';
import type { ConsoleDatabase } from '../src/data/db';
import { scheduleFold, whenFolded } from '../src/data/nodes/mirror-journal-store';
import { applyBatchToMirror, foldStep } from '../src/data/nodes/mirror-repository';
import type { MirrorWorkerApi } from '../src/data/nodes/mirror-worker-api';

/**
 * The page's current database (named in every call): after a user change the worker writes into the
 * new user's database. Entries a closed tab left behind are folded as soon as a database is first used.
 */
const started = new WeakSet<ConsoleDatabase>();

function using(name: string): ConsoleDatabase {
  const database = switchDatabase(name);
  if (!started.has(database)) {
    started.add(database);
    void scheduleFold(foldStep(database), database);
  }
  return database;
}

const api: MirrorWorkerApi = {
  applyResponse: (name, host, items, response) => applyBatchToMirror(host, items, response, { database: using(name) }),
  whenFolded: (name) => whenFolded(using(name)),
};

expose(api);
