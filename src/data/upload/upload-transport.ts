// The HTTP calls of a chunked upload (docs/api.md "Chunked upload"), with fetch so they run in the upload
// worker: a part, the held ranges, the finishing call and a cancel. Authentication comes through a small
// port (the page's session, reached from the worker through Comlink), refreshed once on an expired token.
import { HEADER_MUTATION_ID, formatMutationId } from '../../domain/mutation-id';
import { HEADER_TOKEN_EXPIRED } from '../../domain/app-constants';
import type { ErrorItem } from '../../domain/error-item';
import { NETWORK_ERROR, normalizeError } from '../../domain/normalize-error';
import type { ByteRange, PartRange } from '../../domain/upload/content-range';
import { formatContentRange } from '../../domain/upload/content-range';
import type { UploadRecord } from '../../domain/upload/upload-record';
import type { PartOutcome } from '../../domain/upload/upload-runner';

export const UPLOAD_PART_PATH = '/api/node/UploadPart';
export const UPLOAD_FINISH_PATH = '/api/node/upload';
/** A part of one chunk on a weak lab network: generous, but a stalled send is noticed. */
const PART_TIMEOUT_MS = 60_000;
const FINISH_TIMEOUT_MS = 300_000;

export type UploadAuth = {
  token(): string | null | Promise<string | null>;
  refresh(): Promise<string | null>;
  baseHeaders(method: string): Record<string, string> | Promise<Record<string, string>>;
};

/** An answer, or none: `status` 0 when the network failed or the call timed out. */
export type UploadAnswer = { status: number; body: unknown; errors: ErrorItem[] };

async function call(auth: UploadAuth, method: string, path: string, init: { headers?: Record<string, string>; body?: FormData | Blob | Uint8Array<ArrayBuffer>; timeoutMs: number }): Promise<UploadAnswer> {
  for (let attempt = 0; ; attempt++) {
    const token = await auth.token();
    const headers: Record<string, string> = { ...(await auth.baseHeaders(method)), ...init.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetch(path, { method, headers, body: init.body, credentials: 'same-origin', signal: AbortSignal.timeout(init.timeoutMs) });
    } catch (error) {
      const message = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : NETWORK_ERROR;
      return { status: 0, body: undefined, errors: normalizeError({ kind: 'network', message }) };
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      // The answer broke off: whatever its status said, the call's outcome is unknown.
      return { status: 0, body: undefined, errors: normalizeError({ kind: 'network', message: NETWORK_ERROR }) };
    }
    // An expired token, or none yet (a page reloaded offline starts without one): refresh once through the cookie.
    if (response.status === 401 && attempt === 0 && (!token || response.headers.get(HEADER_TOKEN_EXPIRED) === 'true') && (await auth.refresh())) continue;
    const contentType = response.headers.get('content-type');
    let body: unknown = text;
    if (contentType?.includes('json')) body = text === '' ? undefined : (JSON.parse(text) as unknown);
    const errors = response.ok ? [] : normalizeError({ kind: 'response', status: response.status, statusText: response.statusText, contentType, body });
    return { status: response.status, body, errors };
  }
}

/**
 * No answer, or an answer that may well differ next time: the part (or the finishing call) is tried again,
 * and after the retries the upload pauses instead of failing. 401 is among them: signed out for now, the
 * upload goes on once the session is back (the server never counts a 401 as the write's answer).
 */
export function isRetryableAnswer(status: number): boolean {
  return status === 0 || status === 401 || status === 408 || status >= 500;
}

function partPath(uid: string): string {
  return `${UPLOAD_PART_PATH}?UID=${encodeURIComponent(uid)}`;
}

/** One part: `chunk` is the slice of the file holding it. */
export async function sendUploadPart(auth: UploadAuth, uid: string, range: PartRange, chunk: Blob): Promise<PartOutcome> {
  const answer = await call(auth, 'POST', partPath(uid), {
    headers: { 'Content-Type': 'application/octet-stream', 'Content-Range': formatContentRange(range) },
    body: chunk,
    timeoutMs: PART_TIMEOUT_MS,
  });
  if (answer.status === 200) return { ok: true };
  return { ok: false, retryable: isRetryableAnswer(answer.status), message: answer.errors.map((e) => e.msg).join('; ') };
}

/** The ranges the server holds, 'unknown' when it has no such upload (never started or cleaned up), or the failure. */
export async function heldUploadRanges(auth: UploadAuth, uid: string): Promise<ByteRange[] | 'unknown' | UploadAnswer> {
  const answer = await call(auth, 'GET', partPath(uid), { timeoutMs: PART_TIMEOUT_MS });
  if (answer.status === 200) return (answer.body as { ranges: ByteRange[] }).ranges;
  if (answer.status === 404) return 'unknown';
  return answer;
}

export async function cancelServerUpload(auth: UploadAuth, uid: string): Promise<void> {
  await call(auth, 'DELETE', partPath(uid), { timeoutMs: PART_TIMEOUT_MS });
}

/** POST /api/node/upload naming the finished upload; its own client id and seq 1 make a retry a replay. */
export async function finishUpload(auth: UploadAuth, record: UploadRecord): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('gId', record.gId);
  form.append('methodName', record.methodName);
  form.append('args', JSON.stringify(record.args));
  form.append('existingFilename[0]', record.fileName);
  form.append('existingUID[0]', record.uid);
  form.append('existingLastModified[0]', String(record.lastModified));
  return call(auth, 'POST', UPLOAD_FINISH_PATH, { headers: { [HEADER_MUTATION_ID]: formatMutationId({ clientId: record.clientId, seq: 1 }) }, body: form, timeoutMs: FINISH_TIMEOUT_MS });
}
