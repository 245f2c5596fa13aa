// The calls the mirror worker answers through Comlink; the worker implements it, the client calls it.
// Each call names the page's current database (one per user, src/data/db.ts): the worker writes into
// that one, never into the database of whoever was signed in when it started.
import type { BatchRequestItem, BatchResponse } from '../../domain/nodes/node-protocol';
import type { MirrorSummary } from './mirror-repository';

export type MirrorWorkerApi = {
  /**
   * Brings one batch response into the mirror (applyBatchToMirror): written in one IndexedDB
   * transaction, or journaled and folded afterwards in the worker. Screens see it either way on return.
   */
  applyResponse: (database: string, host: string, items: BatchRequestItem[], response: BatchResponse) => Promise<MirrorSummary>;
  /** Resolves once the worker has folded every journal entry it knows of (benchmarks, tests). */
  whenFolded: (database: string) => Promise<void>;
};
