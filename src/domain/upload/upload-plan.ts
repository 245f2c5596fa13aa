// The chunked upload as a pure state machine (node-model.md §7, §8): which chunks are still to send given
// the ranges the server holds, how a failed part is tried again (up to UPLOAD_RETRIES times, with
// backoff) before the upload fails, and cancelling. upload-runner.ts drives it with injected I/O.
import { chunkRange, missingChunks } from './chunk-grid';
import type { ByteRange } from './content-range';
import { rangeLength } from './content-range';
import { MSG_UPLOAD_CANCELED, UPLOAD_CHUNK_BYTES, UPLOAD_RETRIES } from './upload-constants';

export type UploadPhase = 'sending' | 'finishing' | 'failed' | 'canceled';

export type UploadPlan = {
  total: number;
  chunkBytes: number;
  phase: UploadPhase;
  /** Chunk indexes not yet sent, in file order. */
  pending: number[];
  /** Chunk indexes being sent now. */
  sending: number[];
  /** Failed tries per chunk index (a success does not reset them: the limit is per chunk). */
  failures: Record<number, number>;
  /** Bytes the server holds: what it said at the start plus every part sent since. */
  heldBytes: number;
  error?: string;
  /** Failed only because no answer came, try after try: the same upload can go on later (a dropped network). */
  resumable?: boolean;
};

/** A failed part: retryable when no answer came or the server was briefly unable (5xx, 408, 429). */
export type PartFailure = { retryable: boolean; message: string };

export function planUpload(total: number, held: readonly ByteRange[], chunkBytes = UPLOAD_CHUNK_BYTES): UploadPlan {
  const pending = missingChunks(held, total, chunkBytes);
  const missingBytes = pending.reduce((sum, i) => sum + rangeLength(chunkRange(i, total, chunkBytes)), 0);
  return { total, chunkBytes, phase: pending.length === 0 ? 'finishing' : 'sending', pending, sending: [], failures: {}, heldBytes: total - missingBytes };
}

/** Moves up to `room` pending chunks to sending; answers the plan and the chunks to send now. */
export function takeChunks(plan: UploadPlan, maxSending: number): { plan: UploadPlan; chunks: number[] } {
  if (plan.phase !== 'sending') return { plan, chunks: [] };
  const chunks = plan.pending.slice(0, Math.max(0, maxSending - plan.sending.length));
  return { plan: { ...plan, pending: plan.pending.slice(chunks.length), sending: [...plan.sending, ...chunks] }, chunks };
}

export function partSent(plan: UploadPlan, index: number): UploadPlan {
  if (!plan.sending.includes(index)) return plan;
  const sending = plan.sending.filter((i) => i !== index);
  const heldBytes = plan.heldBytes + rangeLength(chunkRange(index, plan.total, plan.chunkBytes));
  const finished = plan.phase === 'sending' && sending.length === 0 && plan.pending.length === 0;
  return { ...plan, sending, heldBytes, phase: finished ? 'finishing' : plan.phase };
}

/**
 * A part failed. A retryable failure within the chunk's tries puts it back in front of the queue after
 * `retryInMs`; anything else fails the whole upload with the failure's message.
 */
export function partFailed(plan: UploadPlan, index: number, failure: PartFailure, random: () => number = Math.random): { plan: UploadPlan; retryInMs?: number } {
  if (!plan.sending.includes(index) || plan.phase !== 'sending') return { plan };
  const tries = (plan.failures[index] ?? 0) + 1;
  const sending = plan.sending.filter((i) => i !== index);
  const failures = { ...plan.failures, [index]: tries };
  if (!failure.retryable || tries > UPLOAD_RETRIES) return { plan: { ...plan, sending, failures, phase: 'failed', error: failure.message, resumable: failure.retryable } };
  return { plan: { ...plan, sending, failures, pending: [index, ...plan.pending] }, retryInMs: retryDelayMs(tries, random) };
}

/** The progress callback said no: nothing more is sent. */
export function cancelUpload(plan: UploadPlan): UploadPlan {
  if (plan.phase === 'failed') return plan;
  return { ...plan, phase: 'canceled', pending: [], error: MSG_UPLOAD_CANCELED };
}

/** Exponential backoff with jitter: about 0.5 s, 1 s, 2 s for tries 1, 2, 3. */
export function retryDelayMs(tries: number, random: () => number = Math.random): number {
  const base = 500 * 2 ** (tries - 1);
  return Math.round(base * (0.75 + random() * 0.5));
}
