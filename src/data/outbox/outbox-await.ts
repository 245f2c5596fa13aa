// A screen that awaits a write (a create that navigates to what it made, a dialog showing a refusal)
// watches its entries until the server answered them. Offline, or when no answer comes soon, the write
// stays queued and the screen says so. A refusal a screen shows itself is taken out of the outbox, its
// optimistic effect undone, so the user does not meet it twice.
import { liveQuery } from 'dexie';
import { isStuck } from '../../domain/outbox/outbox-entry';
import type { OutboxEntry } from '../../domain/outbox/outbox-entry';
import { Severity } from '../../domain/error-item';
import type { BatchResponse, BatchResponseItem } from '../../domain/nodes/node-protocol';
import { abortedError, ApiError } from '../api-error';
import { db } from '../db';
import type { ConsoleDatabase } from '../db';
import { BatchItemError } from '../nodes/node-errors';
import { discardEntries } from './outbox-discard';

/** How long a screen waits for the answer before it says the change is queued. */
export const AWAIT_ANSWER_MS = 8000;

export type WriteResult = { queued: true } | { queued: false; entries: OutboxEntry[] };

export type AwaitOptions = { database?: ConsoleDatabase; waitMs?: number; online?: boolean; /** Stops waiting (the write goes on). */ signal?: AbortSignal };

export async function awaitWrite(ids: readonly number[], options: AwaitOptions = {}): Promise<WriteResult> {
  const database = options.database ?? db;
  const online = options.online ?? (typeof navigator === 'undefined' || navigator.onLine !== false);
  if (!online) return { queued: true };
  const rows = await watchUntilSettled(database, ids, options.waitMs ?? AWAIT_ANSWER_MS, options.signal);
  if (rows === null) return { queued: true };
  const stuck = rows.find((row): row is OutboxEntry => row !== undefined && isStuck(row));
  if (stuck) {
    await discardEntries(database, ids);
    throw errorOf(stuck);
  }
  if (rows.some((row) => row === undefined)) throw new ApiError({ status: 0, errors: [{ msg: /*i18n*/ 'The change was discarded before it was sent.', severity: Severity.warning }] });
  return { queued: false, entries: rows as OutboxEntry[] };
}

/** The answer of a one-item batch entry; null while it stays queued (offline, no answer yet). */
export async function awaitBatchAnswer(entryId: number, options: AwaitOptions = {}): Promise<BatchResponseItem | null> {
  const result = await awaitWrite([entryId], options);
  if (result.queued) return null;
  return (result.entries[0]?.answer as BatchResponse | undefined)?.responses[0] ?? null;
}

/** The error a direct call would have thrown for this refusal. */
export function errorOf(entry: OutboxEntry): ApiError {
  const error = entry.error ?? { status: 0, errors: [{ msg: /*i18n*/ 'The change failed.', severity: Severity.error }] };
  return error.batchFailure ? new BatchItemError(error.batchFailure) : new ApiError({ status: error.status, errors: error.errors });
}

type Rows = (OutboxEntry | undefined)[];

/** The rows once all are done, one is refused or one is gone; null when they are still waiting (no answer, backoff) at the deadline. */
function watchUntilSettled(database: ConsoleDatabase, ids: readonly number[], waitMs: number, signal?: AbortSignal): Promise<Rows | null> {
  return new Promise((resolve, reject) => {
    let finished = false;
    const onAbort = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      subscription.unsubscribe();
      reject(abortedError());
    };
    const finish = (rows: Rows | null) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      // The first emission may arrive synchronously, before the subscription is assigned.
      queueMicrotask(() => subscription.unsubscribe());
      resolve(rows);
    };
    const timer = setTimeout(() => finish(null), waitMs);
    signal?.addEventListener('abort', onAbort, { once: true });
    const subscription = liveQuery(() => database.outbox.bulkGet([...ids])).subscribe({
      next: (rows) => {
        if (rows.some((row) => row === undefined || isStuck(row))) finish(rows);
        else if (rows.every((row) => row?.state === 'done')) finish(rows);
        // No answer came and the sender backs off: the screen stops waiting.
        else if (rows.some((row) => row !== undefined && row.attempts > 0 && row.state === 'queued')) finish(null);
      },
      error: (error: unknown) => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    if (signal?.aborted) onAbort();
  });
}
