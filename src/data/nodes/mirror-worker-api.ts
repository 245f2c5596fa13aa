// The calls the mirror worker answers through Comlink; the worker implements it, the client calls it.
import type { BatchRequestItem, BatchResponse } from '../../domain/nodes/node-protocol';
import type { MirrorSummary } from './mirror-repository';

export type MirrorWorkerApi = {
  /** Plans and writes one batch response into the mirror in one IndexedDB transaction. */
  applyResponse: (host: string, items: BatchRequestItem[], response: BatchResponse) => Promise<MirrorSummary>;
};
