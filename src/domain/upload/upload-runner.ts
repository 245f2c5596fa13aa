// Drives an upload plan with injected I/O (reading a chunk, sending it, waiting, reporting progress), so
// the whole sending loop is tested without a network and runs the same in a worker or in the page. At most
// `maxSending` chunks are read and in flight at once: memory stays a few chunks whatever the file's size.
// A chunk is whatever the ports pass from reading to sending (bytes, or a slice of a stored file).
import type { ByteRange, PartRange } from './content-range';
import { chunkRange } from './chunk-grid';
import { cancelUpload, partFailed, partSent, takeChunks } from './upload-plan';
import type { PartFailure, UploadPlan } from './upload-plan';

export type PartOutcome = { ok: true } | ({ ok: false } & PartFailure);

export type UploadPorts<Chunk = Uint8Array> = {
  readChunk(range: ByteRange): Promise<Chunk>;
  sendPart(range: PartRange, chunk: Chunk): Promise<PartOutcome>;
  /** A chunk the server now holds (kept so a reload knows it without asking). */
  chunkDone?(index: number): Promise<void>;
  /** Bytes the server holds and the total; false cancels the upload ('Upload canceled by user'). */
  progress(heldBytes: number, total: number): boolean | Promise<boolean>;
  sleep(ms: number): Promise<void>;
  random?(): number;
};

export const DEFAULT_MAX_SENDING = 3;

/** Sends every pending chunk of the plan; answers the plan in phase finishing, failed or canceled. */
export async function runUploadPlan<Chunk>(start: UploadPlan, ports: UploadPorts<Chunk>, maxSending = DEFAULT_MAX_SENDING): Promise<UploadPlan> {
  let plan = start;
  if (!(await ports.progress(plan.heldBytes, plan.total))) return cancelUpload(plan);

  async function sendOne(index: number): Promise<void> {
    const range = chunkRange(index, plan.total, plan.chunkBytes);
    let outcome: PartOutcome;
    try {
      const chunk = await ports.readChunk(range);
      outcome = await ports.sendPart({ ...range, total: plan.total }, chunk);
    } catch (error) {
      outcome = { ok: false, retryable: true, message: error instanceof Error ? error.message : String(error) };
    }
    if (outcome.ok) {
      plan = partSent(plan, index);
      await ports.chunkDone?.(index);
      if (plan.phase !== 'failed' && plan.phase !== 'canceled' && !(await ports.progress(plan.heldBytes, plan.total))) plan = cancelUpload(plan);
      return;
    }
    const next = partFailed(plan, index, outcome, ports.random);
    plan = next.plan;
    if (next.retryInMs !== undefined) await ports.sleep(next.retryInMs);
  }

  // A fixed number of lanes, each taking the next chunk when its last one is done.
  async function lane(): Promise<void> {
    for (;;) {
      const taken = takeChunks(plan, plan.sending.length + 1);
      const [index] = taken.chunks;
      if (index === undefined) return;
      plan = taken.plan;
      await sendOne(index);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, maxSending) }, () => lane()));
  return plan;
}
