// The one error type every API call rejects with, carrying the normalized messages of console.md §8.
import { formatErrorLine, normalizeError } from '../domain/normalize-error';
import type { ErrorItem } from '../domain/error-item';
import { messageText } from '../domain/messages/message-text';

export type ApiErrorInit = {
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  errors: ErrorItem[];
  totpRequired?: boolean;
  aborted?: boolean;
  /** No answer arrived (offline, DNS, connection reset): callers keep queued work for later. */
  network?: boolean;
};

export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorItem[];
  readonly totpRequired: boolean;
  readonly aborted: boolean;
  readonly network: boolean;

  constructor(init: ApiErrorInit) {
    super(formatErrorLine(init.errors) || messageText(/*i18n*/ 'Request failed with status code {status}', { status: init.status }));
    this.name = 'ApiError';
    this.status = init.status;
    this.errors = init.errors;
    this.totpRequired = init.totpRequired ?? false;
    this.aborted = init.aborted ?? false;
    this.network = init.network ?? false;
  }
}

export function abortedError(): ApiError {
  return new ApiError({ status: 0, errors: normalizeError({ kind: 'aborted' }), aborted: true });
}

/** Maps what a fetch or body read threw; the signal tells an abort apart from a lost connection. */
export function transportError(error: unknown, signal: AbortSignal | undefined): ApiError {
  if (error instanceof ApiError) return error;
  if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) return abortedError();
  // fetch rejects with a TypeError for every network failure; its wording differs per browser,
  // so the message is the fixed 'Network Error' of node-model.md §8.
  if (error instanceof TypeError) {
    return new ApiError({ status: 0, errors: normalizeError({ kind: 'network', message: 'Network Error' }), network: true });
  }
  return new ApiError({ status: 0, errors: normalizeError({ kind: 'other', error }) });
}

/** Errors of anything, for callers that catch around more than an API call. */
export function errorItemsOf(error: unknown): ErrorItem[] {
  return error instanceof ApiError ? error.errors : normalizeError({ kind: 'other', error });
}
