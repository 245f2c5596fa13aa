// What a failed batch response item says to the user (node-model.md §8): its errors' text or name,
// else its resultText, else a generic text for the result code. Kept pure so screens, the batch client
// and the outbox read item failures alike.
import { Severity } from '../error-item';
import type { ErrorItem } from '../error-item';
import { BatchAction, BatchResult } from './node-protocol';
import type { BatchRequestItem, BatchResponse, BatchResponseItem } from './node-protocol';
import { REASON_REQUIRED } from '../values/value-messages';
import { messageText } from '../messages/message-text';

export type BatchMessageOptions = {
  /** Result 4 (not found) is no failure for this caller (node-model.md §8 "can be ignored by option"). */
  ignoreNotFound?: boolean;
};

/** One failed item of a batch: where it was, what it asked and what to show. */
export type BatchItemFailure = {
  index: number;
  action: BatchAction | undefined;
  gId: string | undefined;
  result: number;
  errors: ErrorItem[];
};

const RESULT_TEXTS: Readonly<Record<number, string>> = {
  [BatchResult.error]: /*i18n*/ 'The request failed.',
  [BatchResult.accessDenied]: /*i18n*/ 'Access denied.',
  [BatchResult.invalidArgument]: /*i18n*/ 'Invalid argument.',
  [BatchResult.notFound]: /*i18n*/ 'Node not found.',
  [BatchResult.conflict]: /*i18n*/ 'The node was changed by someone else.',
  [BatchResult.referencesExist]: /*i18n*/ 'The node is referenced by other nodes.',
  [BatchResult.reasonRequired]: REASON_REQUIRED,
  [BatchResult.methodNotFound]: /*i18n*/ 'Method not found',
};

/** The generic text of a result code; unknown codes read 'Error {code}' like a failed browse (§8). */
export function resultCodeText(result: number): string {
  return RESULT_TEXTS[result] ?? messageText(/*i18n*/ 'Error {result}', { result });
}

/**
 * Whether an item did what it asked. Delete counts 'not found' as done (node-model.md §8); so does any
 * action when the caller ignores not-found.
 */
export function batchItemSucceeded(item: BatchResponseItem, action?: BatchAction, options: BatchMessageOptions = {}): boolean {
  if (item.result === BatchResult.ok) return true;
  return item.result === BatchResult.notFound && (action === BatchAction.delete || options.ignoreNotFound === true);
}

/** The messages of one item; empty when it succeeded (or is an ignored not-found). */
export function batchItemMessages(item: BatchResponseItem, action?: BatchAction, options: BatchMessageOptions = {}): ErrorItem[] {
  if (batchItemSucceeded(item, action, options)) return [];
  const fromErrors = (item.errors ?? [])
    .map((e) => (e.text?.trim() ? e.text.trim() : e.name?.trim() ?? ''))
    .filter((msg) => msg !== '');
  if (fromErrors.length > 0) return fromErrors.map(errorItem);
  if (item.resultText?.trim()) return [errorItem(item.resultText.trim())];
  return [errorItem(resultCodeText(item.result))];
}

/** Every failed item of a response, in request order. */
export function batchFailures(
  items: readonly BatchRequestItem[],
  response: BatchResponse,
  options: BatchMessageOptions = {},
): BatchItemFailure[] {
  const failures: BatchItemFailure[] = [];
  response.responses.forEach((item, index) => {
    const request = items[index];
    const errors = batchItemMessages(item, request?.action, options);
    if (errors.length === 0) return;
    failures.push({ index, action: request?.action, gId: request?.gId, result: item.result, errors });
  });
  return failures;
}

function errorItem(msg: string): ErrorItem {
  return { msg, severity: Severity.error };
}
