// A multipart file upload that reports progress. fetch cannot report upload progress in every browser we
// serve, so this one call uses XMLHttpRequest with the api client's headers, its token refresh (once, on a
// token-expired 401) and its error normalization, and answers like the client does (ApiError on failure).
import { HEADER_TOKEN_EXPIRED, XSRF_COOKIE } from '../../domain/app-constants';
import { normalizeError } from '../../domain/normalize-error';
import { buildRequestHeaders } from '../../domain/request-headers';
import { session } from '../../state/session';
import { refreshAccessToken } from '../api-client';
import { ApiError, abortedError } from '../api-error';
import { readCookie } from '../browser-cookies';
import { tabId } from '../tab-id';

export type UploadProgress = { loaded: number; total: number };

export type UploadOptions = {
  /** Multipart field name. @default 'file' */
  field?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

type XhrResult = { status: number; statusText: string; contentType: string | null; text: string; tokenExpired: boolean };

function send(path: string, form: FormData, options: UploadOptions): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    const headers = buildRequestHeaders({
      method: 'POST',
      localeSettings: session.localeSettings,
      tabId: tabId(),
      token: session.token,
      xsrfToken: readCookie(XSRF_COOKIE),
      sendClientVersion: true,
    });
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        contentType: xhr.getResponseHeader('content-type'),
        text: xhr.responseText,
        tokenExpired: xhr.getResponseHeader(HEADER_TOKEN_EXPIRED) === 'true',
      });
    xhr.onerror = () => reject(new ApiError({ status: 0, errors: normalizeError({ kind: 'network', message: 'Network Error' }), network: true }));
    xhr.onabort = () => reject(abortedError());
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function parse(result: XhrResult): unknown {
  if (!result.contentType?.includes('json')) return result.text;
  try {
    return JSON.parse(result.text) as unknown;
  } catch {
    return result.text;
  }
}

export async function uploadFile<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  const form = new FormData();
  form.append(options.field ?? 'file', file, file.name);
  let result = await send(path, form, options);
  if (result.status === 401 && result.tokenExpired) {
    const outcome = await refreshAccessToken();
    if (outcome.ok) result = await send(path, form, options);
  }
  const body = parse(result);
  if (result.status >= 200 && result.status < 300) return body as T;
  const errors = normalizeError({ kind: 'response', status: result.status, statusText: result.statusText, contentType: result.contentType, body });
  throw new ApiError({ status: result.status, errors });
}
