// One run of a chunked upload, from wherever it stands: ask the server which ranges it holds, send only
// the missing chunks (slices of the stored file, a few at a time), then the finishing call under the
// upload's own mutation id. Runs in the upload worker (and in the page where workers are missing); every
// step is written to the `uploads` row first, so a reload or another tab picks it up where it stopped.
import type { ErrorItem } from '../../domain/error-item';
import { Severity } from '../../domain/error-item';
import { MSG_UPLOAD_CANCELED, UPLOAD_RETRIES } from '../../domain/upload/upload-constants';
import { planUpload, retryDelayMs } from '../../domain/upload/upload-plan';
import type { UploadRecord, UploadRecordPhase } from '../../domain/upload/upload-record';
import { DEFAULT_MAX_SENDING, runUploadPlan } from '../../domain/upload/upload-runner';
import type { ConsoleDatabase } from '../db';
import { updateUploadRecord, uploadRecord } from './upload-table';
import type { UploadAuth } from './upload-transport';
import { cancelServerUpload, finishUpload, heldUploadRanges, isRetryableAnswer, sendUploadPart } from './upload-transport';

export type UploadProgressCallback = (heldBytes: number, total: number) => boolean | Promise<boolean>;
export type UploadJobResult = { phase: UploadRecordPhase; result?: unknown; errors?: ErrorItem[] };
export type UploadJobOptions = { maxSending?: number; sleep?: (ms: number) => Promise<void> };

const MSG_UPLOAD_GONE = /*i18n*/ 'This upload is no longer on this device.';

const message = (msg: string): ErrorItem => ({ msg, severity: Severity.error });
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function settle(database: ConsoleDatabase, uid: string, outcome: UploadJobResult): Promise<UploadJobResult> {
  await updateUploadRecord(database, uid, { phase: outcome.phase, errors: outcome.errors, result: outcome.result });
  return outcome;
}

/** Stopped on the network: the row stays resumable and says why it waits. */
async function pause(database: ConsoleDatabase, record: UploadRecord, phase: 'sending' | 'finishing', errors: ErrorItem[]): Promise<UploadJobResult> {
  await updateUploadRecord(database, record.uid, { phase, errors });
  return { phase, errors };
}

/**
 * The sending half of a job: every chunk the server lacks, from the stored file. Answers how it stopped,
 * or undefined once the server holds the whole file (the row is then 'finishing').
 */
export async function sendStoredChunks(database: ConsoleDatabase, record: UploadRecord, auth: UploadAuth, progress: UploadProgressCallback, options: UploadJobOptions): Promise<UploadJobResult | undefined> {
  const held = await heldUploadRanges(auth, record.uid);
  if (!Array.isArray(held) && held !== 'unknown') {
    if (isRetryableAnswer(held.status)) return pause(database, record, 'sending', held.errors);
    return settle(database, record.uid, { phase: 'failed', errors: held.errors });
  }
  const plan = await runUploadPlan(
    planUpload(record.size, held === 'unknown' ? [] : held),
    {
      // The slice itself is the body: the browser streams it from the stored file, so no chunk's bytes are
      // copied into this thread's memory (reading each into an ArrayBuffer cost more than sending it).
      readChunk: async (range) => record.file.slice(range.start, range.end + 1),
      sendPart: (range, chunk) => sendUploadPart(auth, record.uid, range, chunk),
      // Not written to the row per chunk: the row holds the file, and rewriting it hundreds of times costs
      // more than the parts. The server's held ranges are the truth on resume anyway.
      progress,
      sleep: options.sleep ?? defaultSleep,
    },
    options.maxSending ?? DEFAULT_MAX_SENDING,
  );
  if (plan.phase === 'canceled') {
    await cancelServerUpload(auth, record.uid).catch(() => undefined);
    return settle(database, record.uid, { phase: 'canceled', errors: [message(MSG_UPLOAD_CANCELED)] });
  }
  if (plan.phase === 'failed') {
    const errors = [message(plan.error ?? /*i18n*/ 'The upload failed.')];
    if (plan.resumable) {
      await updateUploadRecord(database, record.uid, { heldBytes: plan.heldBytes });
      return pause(database, record, 'sending', errors);
    }
    await cancelServerUpload(auth, record.uid).catch(() => undefined);
    return settle(database, record.uid, { phase: 'failed', errors });
  }
  await updateUploadRecord(database, record.uid, { phase: 'finishing', heldBytes: record.size });
  return undefined;
}

async function finish(database: ConsoleDatabase, record: UploadRecord, auth: UploadAuth, options: UploadJobOptions): Promise<UploadJobResult> {
  const sleep = options.sleep ?? defaultSleep;
  for (let tries = 0; ; tries++) {
    const answer = await finishUpload(auth, record);
    if (answer.status >= 200 && answer.status < 300) return settle(database, record.uid, { phase: 'done', result: (answer.body as { returnValue?: unknown } | undefined)?.returnValue });
    if (!isRetryableAnswer(answer.status)) return settle(database, record.uid, { phase: 'failed', errors: answer.errors });
    if (tries >= UPLOAD_RETRIES) return pause(database, record, 'finishing', answer.errors);
    await sleep(retryDelayMs(tries + 1));
  }
}

/** Runs the upload `uid` of this database to its end, or until the network or the user stops it. */
export async function runUploadJob(database: ConsoleDatabase, uid: string, auth: UploadAuth, progress: UploadProgressCallback, options: UploadJobOptions = {}): Promise<UploadJobResult> {
  const record = await uploadRecord(database, uid);
  if (!record) return { phase: 'failed', errors: [message(MSG_UPLOAD_GONE)] };
  if (record.phase === 'done' || record.phase === 'failed' || record.phase === 'canceled') return { phase: record.phase, result: record.result, errors: record.errors };
  if (record.phase === 'sending') {
    const stopped = await sendStoredChunks(database, record, auth, progress, options);
    if (stopped) return stopped;
  } else if (!(await progress(record.size, record.size))) {
    // All chunks are on the server; a cancel now still drops them and calls no method.
    await cancelServerUpload(auth, uid).catch(() => undefined);
    return settle(database, uid, { phase: 'canceled', errors: [message(MSG_UPLOAD_CANCELED)] });
  }
  return finish(database, record, auth, options);
}
