// Turns whatever a failed call produced into the list of messages the UI shows (console.md §8,
// node-model.md §8). Kept pure so the api client, workers and the service worker read errors alike.
import { normalizeSeverity, Severity } from './error-item';
import type { ErrorItem } from './error-item';
import { messageText } from './messages/message-text';

/** What happened to a call, as the transport saw it. */
export type ErrorSource =
  | {
      kind: 'response';
      status: number;
      statusText: string;
      contentType: string | null;
      /** Parsed JSON, text, or the raw bytes of a binary (download) response. */
      body: unknown;
    }
  | { kind: 'network'; message: string }
  | { kind: 'aborted' }
  | { kind: 'other'; error: unknown };

export const FORMATTING_ERROR_FAILED = /*i18n*/ 'Formatting error failed.';
export const NETWORK_ERROR = /*i18n*/ 'Network Error';
export const REQUEST_ABORTED = /*i18n*/ 'Request aborted';

export function normalizeError(source: ErrorSource): ErrorItem[] {
  switch (source.kind) {
    case 'network':
      return [clientMessage(messageText(/*i18n*/ 'Error: {message}', { message: source.message || NETWORK_ERROR }))];
    case 'aborted':
      return [clientMessage(REQUEST_ABORTED)];
    case 'other':
      return [clientMessage(messageText(/*i18n*/ 'Internal error:{message}', { message: messageOf(source.error) }))];
    case 'response':
      return responseMessages(source.status, source.statusText, source.contentType, source.body);
  }
}

/**
 * Reads the accepted error forms of node-model.md §8: a string, an object with msg, an array
 * (nested arrays flattened) or an object with an error list. Anything else is the formatting fallback.
 */
export function messagesFromUnknown(value: unknown): ErrorItem[] {
  const items = readMessages(value);
  return items && items.length > 0 ? items : [clientMessage(FORMATTING_ERROR_FAILED)];
}

/** One line for a snackbar or a title: visible messages joined, a field named before its message. */
export function formatErrorLine(errors: readonly ErrorItem[], separator = '; '): string {
  return errors
    .filter((e) => !e.hidden)
    .map((e) => (e.field ? `${e.field}: ${e.msg}` : e.msg))
    .join(separator);
}

export function statusFailedMessage(status: number): string {
  return messageText(/*i18n*/ 'Request failed with status code {status}', { status });
}

function responseMessages(status: number, statusText: string, contentType: string | null, body: unknown): ErrorItem[] {
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) {
    // A failed binary download (licence key) still carries the JSON error body; read it as such.
    const parsed = parseJson(decodeUtf8(body));
    if (parsed === undefined) return [clientMessage(FORMATTING_ERROR_FAILED)];
    return responseMessages(status, statusText, 'application/json', parsed);
  }
  if (body === null || body === undefined || (typeof body === 'string' && body.trim() === '')) {
    return [clientMessage(statusFailedMessage(status))];
  }
  if (typeof body === 'string') {
    if (isHtmlBody(contentType, body)) return [clientMessage(`Error: ${status} ${statusText}`.trimEnd())];
    if (contentType?.includes('json')) {
      const parsed = parseJson(body);
      return parsed === undefined ? [clientMessage(FORMATTING_ERROR_FAILED)] : responseMessages(status, statusText, contentType, parsed);
    }
    return [clientMessage(`${status} ${body.trim()}`)];
  }
  const items = readMessages(body);
  if (items === null) return [clientMessage(FORMATTING_ERROR_FAILED)];
  // An error answer without any message still has to say something.
  return items.length > 0 ? items : [clientMessage(statusFailedMessage(status))];
}

/** null when the value is not one of the accepted forms. */
function readMessages(value: unknown): ErrorItem[] | null {
  if (typeof value === 'string') return [clientMessage(value)];
  if (Array.isArray(value)) {
    const out: ErrorItem[] = [];
    for (const entry of value) {
      const items = readMessages(entry);
      if (items === null) return null;
      out.push(...items);
    }
    return out;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if ('error' in record && !('msg' in record)) return readMessages(record.error);
  if (typeof record.msg !== 'string') return null;
  return [itemFrom(record, record.msg)];
}

function itemFrom(record: Record<string, unknown>, msg: string): ErrorItem {
  const item: ErrorItem = { msg, severity: normalizeSeverity(record.severity) };
  if (typeof record.field === 'string') item.field = record.field;
  if (typeof record.hidden === 'boolean') item.hidden = record.hidden;
  if (typeof record.t === 'string') item.t = record.t;
  if (typeof record.entityName === 'string') item.entityName = record.entityName;
  return item;
}

function clientMessage(msg: string): ErrorItem {
  return { msg, severity: Severity.error };
}

/** An HTML error page (proxy, web server) rather than an answer of the API. */
export function isHtmlBody(contentType: string | null, body: string): boolean {
  return (contentType?.includes('html') ?? false) || /^\s*<(!doctype|html|head|body)\b/i.test(body);
}

function decodeUtf8(bytes: ArrayBuffer | ArrayBufferView): string {
  const view = bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new TextDecoder('utf-8').decode(view);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return String(error);
}
