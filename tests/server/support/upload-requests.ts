// Chunked upload calls for the server tests, sent as the browser app sends them: a signed-in session's
// token, XSRF cookie and header, parts as application/octet-stream, the finish call as multipart.
import { randomBytes } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '../../../src/domain/app-constants';
import { formatContentRange } from '../../../src/domain/upload/content-range';
import { jsonOrUndefined } from './test-client';
import type { TestResponse } from './test-client';
import type { Session } from './record-requests';

export function newUploadUid(): string {
  return randomBytes(18).toString('base64url');
}

function headersOf(session: Session, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { ...extra, authorization: `Bearer ${session.token}` };
  const xsrf = session.client.cookie(XSRF_COOKIE)?.value;
  if (xsrf) {
    headers[XSRF_HEADER] = xsrf;
    headers.cookie = `${XSRF_COOKIE}=${xsrf}`;
  }
  return headers;
}

async function answer(res: Response): Promise<TestResponse> {
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: jsonOrUndefined(text), setCookies: [] };
}

/** The headers of a part, for tests that send its body their own way (streamed, cut off). */
export function partHeaders(session: Session, range: string): Record<string, string> {
  return headersOf(session, { 'content-type': 'application/octet-stream', 'content-range': range });
}

/** One part; `range` overrides the Content-Range header (hostile ranges), `start`..`end` otherwise. */
export async function sendPart(session: Session, uid: string, part: { start: number; end: number; total: number; body: Uint8Array; range?: string | null }): Promise<TestResponse> {
  const range = part.range === undefined ? formatContentRange(part) : part.range;
  const extra: Record<string, string> = { 'content-type': 'application/octet-stream' };
  if (range !== null) extra['content-range'] = range;
  const res = await fetch(`${session.client.baseUrl}/api/node/UploadPart?UID=${encodeURIComponent(uid)}`, { method: 'POST', headers: headersOf(session, extra), body: part.body });
  return answer(res);
}

export async function uploadStatus(session: Session, uid: string): Promise<TestResponse> {
  return answer(await fetch(`${session.client.baseUrl}/api/node/UploadPart?UID=${encodeURIComponent(uid)}`, { headers: headersOf(session) }));
}

export async function cancelUpload(session: Session, uid: string): Promise<TestResponse> {
  return answer(await fetch(`${session.client.baseUrl}/api/node/UploadPart?UID=${encodeURIComponent(uid)}`, { method: 'DELETE', headers: headersOf(session) }));
}

/** Every chunk of `data` in order; answers the last part's answer. */
export async function sendAllParts(session: Session, uid: string, data: Uint8Array, chunk: number): Promise<TestResponse> {
  let last: TestResponse | undefined;
  for (let start = 0; start < data.length; start += chunk) {
    const end = Math.min(start + chunk, data.length) - 1;
    last = await sendPart(session, uid, { start, end, total: data.length, body: data.subarray(start, end + 1) });
    if (last.status !== 200) return last;
  }
  if (!last) throw new Error('sendAllParts: no data');
  return last;
}

export type UploadFormFile = { existing: { name: string; uid: string; lastModified?: number } } | { sent: { name: string; data: Uint8Array; lastModified?: number } };

/** POST /api/node/upload with its form fields. */
export async function finishUpload(session: Session, call: { gId?: string; methodName: string; args?: unknown[]; files: UploadFormFile[]; headers?: Record<string, string> }): Promise<TestResponse> {
  const form = new FormData();
  form.append('gId', call.gId ?? '');
  form.append('methodName', call.methodName);
  form.append('args', JSON.stringify(call.args ?? []));
  call.files.forEach((file, i) => {
    if ('existing' in file) {
      form.append(`existingFilename[${i}]`, file.existing.name);
      form.append(`existingUID[${i}]`, file.existing.uid);
      form.append(`existingLastModified[${i}]`, String(file.existing.lastModified ?? Date.now()));
    } else {
      form.append(`files[${i}]`, new Blob([new Uint8Array(file.sent.data)]), file.sent.name);
      form.append(`filesLastModified[${i}]`, String(file.sent.lastModified ?? Date.now()));
    }
  });
  return postForm(session, form, call.headers);
}

/** POST /api/node/upload with a form built by the test (malformed ones included). */
export async function postForm(session: Session, form: FormData, headers?: Record<string, string>): Promise<TestResponse> {
  return answer(await fetch(`${session.client.baseUrl}/api/node/upload`, { method: 'POST', headers: headersOf(session, headers), body: form }));
}
