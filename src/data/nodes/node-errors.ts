// Errors of node operations. Both extend ApiError, so screens show them like any failed call
// (error.errors is the message list) and errorItemsOf reads them.
import { Severity } from '../../domain/error-item';
import type { ErrorItem } from '../../domain/error-item';
import type { BatchItemFailure } from '../../domain/nodes/batch-errors';
import { ApiError } from '../api-error';

/** A batch item the server answered with a failure result; the HTTP call itself succeeded. */
export class BatchItemError extends ApiError {
  readonly result: number;
  readonly index: number;

  constructor(failure: BatchItemFailure) {
    super({ status: 200, errors: failure.errors });
    this.name = 'BatchItemError';
    this.result = failure.result;
    this.index = failure.index;
  }
}

export const OFFLINE_COMMAND_MESSAGE = /*i18n*/ 'This instrument command needs a connection to the server.';
export const REQUEST_IN_PROGRESS_MESSAGE = /*i18n*/ 'Another request is in progress. Please try again later.';

/** A call refused before it was sent: offline instrument command, or a method call already running. */
export class RequestRefusedError extends ApiError {
  readonly reason: 'offline' | 'busy';

  constructor(reason: 'offline' | 'busy') {
    const errors: ErrorItem[] = [{ msg: reason === 'offline' ? OFFLINE_COMMAND_MESSAGE : REQUEST_IN_PROGRESS_MESSAGE, severity: Severity.error }];
    super({ status: 0, errors });
    this.name = 'RequestRefusedError';
    this.reason = reason;
  }
}
