// POST /api/node/batch (node-model.md §7): sends batch items to the local server, a controller host or
// through a share link (share-views.ts), and writes the answer into the mirror before the caller sees
// it, so a screen reading the mirror already shows the result when the call resolves.
import { batchFailures } from '../../domain/nodes/batch-errors';
import type { BatchItemFailure } from '../../domain/nodes/batch-errors';
import { Severity } from '../../domain/error-item';
import { FORMATTING_ERROR_FAILED } from '../../domain/normalize-error';
import { NODE_BATCH_PATH } from '../../domain/nodes/node-protocol';
import type { BatchRequestItem, BatchResponse } from '../../domain/nodes/node-protocol';
import { api, ApiError } from '../api-client';
import { applyResponseToMirror } from './mirror-worker-client';
import { emitNodeChanged } from './node-events';
import { batchTargetFor } from './share-views';

export type RunBatchOptions = {
  signal?: AbortSignal;
  /** Result 4 (not found) is not listed among the failures (node-model.md §8). */
  ignoreNotFound?: boolean;
  /** @default true */
  applyToMirror?: boolean;
};

/** The server's answer plus what failed in it, already mapped to messages. */
export type BatchRun = BatchResponse & {
  failures: BatchItemFailure[];
  /** False when writing the mirror failed; the server has applied the batch regardless. */
  mirrorApplied: boolean;
};

/**
 * Sends one batch. HTTP and network failures reject with ApiError; failed items stay in the
 * response (and in `failures`). The mirror is written before this resolves.
 */
export async function runBatch(host: string, items: readonly BatchRequestItem[], options: RunBatchOptions = {}): Promise<BatchRun> {
  if (items.length === 0) return { responses: [], descriptors: [], failures: [], mirrorApplied: true };
  const target = batchTargetFor(host);
  const { data } = await api.post<BatchResponse>(NODE_BATCH_PATH, items, {
    query: target.query,
    headers: target.headers,
    signal: options.signal,
  });
  if (!isBatchResponse(data, items.length)) {
    throw new ApiError({ status: 200, errors: [{ msg: FORMATTING_ERROR_FAILED, severity: Severity.error }] });
  }
  const response: BatchResponse = { responses: data.responses, descriptors: data.descriptors ?? [] };
  let mirrorApplied = options.applyToMirror !== false;
  if (mirrorApplied) {
    try {
      await applyResponseToMirror(host, items, response);
    } catch (error) {
      // The server has done the work; failing the call would invite a repeated create or delete.
      console.error('applying a batch response to the mirror failed', error);
      mirrorApplied = false;
    }
  }
  const designed = designerGIds(items, response);
  if (designed.length > 0) emitNodeChanged({ host, gIds: designed });
  return { ...response, failures: batchFailures(items, response, { ignoreNotFound: options.ignoreNotFound }), mirrorApplied };
}

/** The nodes of the designer answers (node-model.md §4: node-changed), each once. */
function designerGIds(items: readonly BatchRequestItem[], response: BatchResponse): string[] {
  const gIds = new Set<string>();
  response.responses.forEach((answer, index) => {
    const gId = answer.isDesigner ? (answer.gId ?? answer.node?.gId ?? items[index]?.gId) : undefined;
    if (gId !== undefined) gIds.add(gId);
  });
  return [...gIds];
}

function isBatchResponse(data: unknown, count: number): data is BatchResponse {
  if (typeof data !== 'object' || data === null) return false;
  const responses = (data as { responses?: unknown }).responses;
  return Array.isArray(responses) && responses.length === count && responses.every((r) => typeof r === 'object' && r !== null && typeof (r as { result?: unknown }).result === 'number');
}
