// The HTTP client of console.md §7-§8 on fetch: common headers, server header watching, the silent
// token refresh with one shared in-flight call, and the app-level reactions (login, startup error,
// upgrade) handed to the UI through handlers so this layer never imports the router or dialogs.
import type { AuthData } from '../domain/auth-data';
import {
  APP_VERSION,
  HEADER_ACTIVITY_AGE,
  HEADER_SERVER_STARTUP,
  HEADER_SERVER_VERSION,
  HEADER_TOKEN_EXPIRED,
  XSRF_COOKIE,
} from '../domain/app-constants';
import { filenameFromContentDisposition } from '../domain/content-disposition';
import { formatErrorLine, FORMATTING_ERROR_FAILED, isHtmlBody, normalizeError } from '../domain/normalize-error';
import { Severity } from '../domain/error-item';
import { buildRequestHeaders, isRealToken, isUnsafeMethod, PLACEHOLDER_TOKEN } from '../domain/request-headers';
import { safeReturnUrl } from '../domain/route-access';
import { activityAge } from '../domain/user-activity';
import { commitToken, session } from '../state/session';
import { abortedError, ApiError, transportError } from './api-error';
import { readCookie } from './browser-cookies';
import { encodeBody, withQuery } from './request-encoding';
import type { QueryParams } from './request-encoding';
import { trackRequest, untilAborted } from './request-registry';
import { tabId } from './tab-id';
import { lastActivityAt } from './user-activity-store';

// Named re-exports so callers need one import for the client, its error and cancelling.
export { ApiError } from './api-error';
export { abortAllRequests } from './request-registry';

export const REFRESH_TOKEN_PATH = '/api/account/refreshToken';

export type ResponseType = 'json' | 'blob' | 'text';

export type RequestOptions = {
  /** JSON-encoded unless it is FormData, a Blob, an ArrayBuffer(View) or URLSearchParams. */
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  /** @default 'json' */
  responseType?: ResponseType;
  /** Login, logout and the refresh itself: a 401 is the answer, not a reason to refresh or leave. */
  skipAuthRefresh?: boolean;
  headers?: Record<string, string>;
};

export type ApiResponse<T> = { data: T; status: number; headers: Headers };

export type ApiClientHandlers = {
  loginRequired: (returnUrl: string) => void;
  startupError: (text: string) => void;
  serverUpgraded: () => void;
  versionMismatch: (serverVersion: string) => void;
  serverRestarted: (serverStartup: string) => void;
  /** Path, search and hash of the current route: the returnUrl for login. */
  currentLocation: () => string;
};

/** The refresh result shared by every request that waited for it. */
export type RefreshOutcome = { ok: true; token: string } | { ok: false; error: ApiError; sessionEnded: boolean };

type Failure = { error: ApiError; tokenExpired: boolean; body: unknown; contentType: string | null; statusText: string };
type SendResult<T> = { ok: true; response: ApiResponse<T> } | { ok: false; failure: Failure };

const defaultHandlers: ApiClientHandlers = {
  loginRequired: () => {},
  startupError: () => {},
  serverUpgraded: () => {},
  versionMismatch: () => {},
  serverRestarted: () => {},
  currentLocation: browserLocation,
};

let handlers: ApiClientHandlers = { ...defaultHandlers };
let fetchImplementation: typeof fetch | null = null;
let sendClientVersion = true;
let refreshInFlight: Promise<RefreshOutcome> | null = null;
const loginNotified = new WeakSet<RefreshOutcome>();
const notifiedVersions = new Set<string>();
const serverInfo: { version: string | null; startup: string | null } = { version: null, startup: null };

export function setApiClientHandlers(next: Partial<ApiClientHandlers>): void {
  handlers = { ...handlers, ...next };
}

/** Tests inject faults (network failure, HTML 502, token-expired sequences) through this; null restores fetch. */
export function setFetchImplementation(implementation: typeof fetch | null): void {
  fetchImplementation = implementation;
}

/** The fetch requests go through (the injected one in tests), for code that sends on its own (the outbox). */
export function currentFetch(): typeof fetch {
  return fetchImplementation ?? fetch;
}

/** X-Client-Version lets the server refuse a too-old client with 418 (console.md §7). */
export function setClientVersionHeaderEnabled(enabled: boolean): void {
  sendClientVersion = enabled;
}

/** The last x-server-version and x-server-startup seen. */
export function lastServerInfo(): { version: string | null; startup: string | null } {
  return { ...serverInfo };
}

/** Back to the state of a fresh page: default handlers and fetch, nothing seen, no refresh running. */
export function resetApiClient(): void {
  handlers = { ...defaultHandlers };
  fetchImplementation = null;
  sendClientVersion = true;
  refreshInFlight = null;
  notifiedVersions.clear();
  serverInfo.version = null;
  serverInfo.startup = null;
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const tracked = trackRequest(options.signal);
  try {
    const response = await requestWithRefresh<T>(method, path, options, tracked.signal);
    // A caller that cancelled while the answer was on its way gets the abort, never the answer.
    throwIfAborted(tracked.signal);
    return response;
  } finally {
    tracked.release();
  }
}

function apiGet<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<ApiResponse<T>> {
  return apiRequest<T>('GET', path, options);
}
function apiPost<T>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>> {
  return apiRequest<T>('POST', path, { ...options, body });
}
function apiPut<T>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>> {
  return apiRequest<T>('PUT', path, { ...options, body });
}
function apiDelete<T>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>> {
  return apiRequest<T>('DELETE', path, { ...options, body });
}

export const api = { get: apiGet, post: apiPost, put: apiPut, del: apiDelete };

export type DownloadOptions = Omit<RequestOptions, 'responseType'> & {
  /** @default 'GET' */
  method?: string;
  /** Used when the answer names no file. @default the last segment of the path */
  fallbackName?: string;
};

/** A file download; a failed one's binary body is read as the JSON error it is (console.md §8). */
export async function downloadFile(path: string, options: DownloadOptions = {}): Promise<{ blob: Blob; filename: string }> {
  const { method = 'GET', fallbackName, ...rest } = options;
  const { data, headers } = await apiRequest<Blob>(method, path, { ...rest, responseType: 'blob' });
  const fallback = fallbackName ?? (path.split('?')[0]?.split('/').pop() || 'download');
  return { blob: data, filename: filenameFromContentDisposition(headers.get('content-disposition'), fallback) };
}

/**
 * Refreshes the access token with the refresh cookie. Concurrent callers share one call, so a
 * rotating refresh cookie is never spent twice. A server answer other than 503/418 ends the
 * session (a null token is committed); no answer at all (offline) keeps it for a later try.
 */
export function refreshAccessToken(): Promise<RefreshOutcome> {
  refreshInFlight ??= runRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** Whether a failed refresh means the server no longer knows the session. */
export function sessionEndedBy(error: ApiError): boolean {
  return !error.aborted && !error.network && error.status !== 503 && error.status !== 418;
}

async function runRefresh(): Promise<RefreshOutcome> {
  let result: SendResult<AuthData>;
  try {
    // The session is seen at the user's last activity, not at this refresh (docs/api.md).
    const age = activityAge(lastActivityAt(), Date.now());
    const headers = age === null ? undefined : { [HEADER_ACTIVITY_AGE]: String(age) };
    result = await send<AuthData>('POST', REFRESH_TOKEN_PATH, { skipAuthRefresh: true, headers }, undefined);
  } catch (error) {
    return { ok: false, error: transportError(error, undefined), sessionEnded: false };
  }
  if (result.ok && isRealToken(result.response.data?.token)) {
    commitToken(result.response.data);
    return { ok: true, token: result.response.data.token };
  }
  let error: ApiError;
  if (result.ok) {
    error = new ApiError({ status: result.response.status, errors: [{ msg: FORMATTING_ERROR_FAILED, severity: Severity.error }] });
  } else {
    reactToFailure(result.failure, { skipAuthRefresh: true });
    error = result.failure.error;
  }
  const sessionEnded = sessionEndedBy(error);
  if (sessionEnded) commitToken(null);
  return { ok: false, error, sessionEnded };
}

async function requestWithRefresh<T>(method: string, path: string, options: RequestOptions, signal: AbortSignal): Promise<ApiResponse<T>> {
  // A request started while a refresh runs waits for it rather than spending a doomed 401.
  if (refreshInFlight && !options.skipAuthRefresh) await untilAborted(refreshInFlight, signal);
  const sentToken = session.token;
  const first = await send<T>(method, path, options, signal);
  if (first.ok) return first.response;
  let failure = first.failure;
  if (needsRefresh(failure, sentToken, options)) {
    // Someone else refreshed while this request was out: just retry with their token.
    const outcome: RefreshOutcome =
      session.token !== sentToken && isRealToken(session.token)
        ? { ok: true, token: session.token }
        : await untilAborted(refreshAccessToken(), signal);
    if (!outcome.ok) {
      if (outcome.sessionEnded && !loginNotified.has(outcome)) {
        loginNotified.add(outcome);
        notify(() => handlers.loginRequired(currentReturnUrl()));
      }
      throw failure.error;
    }
    const retry = await send<T>(method, path, options, signal);
    if (retry.ok) return retry.response;
    failure = retry.failure;
  }
  reactToFailure(failure, options);
  throw failure.error;
}

function needsRefresh(failure: Failure, sentToken: string | null, options: RequestOptions): boolean {
  return failure.error.status === 401 && !options.skipAuthRefresh && (failure.tokenExpired || sentToken === PLACEHOLDER_TOKEN);
}

function reactToFailure(failure: Failure, options: RequestOptions): void {
  const { status } = failure.error;
  if (status === 401 && !options.skipAuthRefresh) notify(() => handlers.loginRequired(currentReturnUrl()));
  else if (status === 503) notify(() => handlers.startupError(startupText(failure)));
  else if (status === 418) notify(() => handlers.serverUpgraded());
}

/** The response text for /startup-error, or the status text when the body is an HTML page. */
function startupText(failure: Failure): string {
  const { body, contentType, statusText } = failure;
  if (typeof body === 'string') return isHtmlBody(contentType, body) || body.trim() === '' ? statusText : body.trim();
  return formatErrorLine(failure.error.errors) || statusText;
}

/**
 * One exchange with the server. An unsafe call refused with 403 because the XSRF cookie was missing
 * or stale (first call of a page served from the service worker cache) is sent once more when that
 * answer brought a fresh cookie.
 */
async function send<T>(method: string, path: string, options: RequestOptions, signal: AbortSignal | undefined): Promise<SendResult<T>> {
  const sentXsrf = readCookie(XSRF_COOKIE);
  const result = await attempt<T>(method, path, options, signal, sentXsrf);
  if (result.ok || result.failure.error.status !== 403 || !isUnsafeMethod(method)) return result;
  const freshXsrf = readCookie(XSRF_COOKIE);
  return freshXsrf && freshXsrf !== sentXsrf ? attempt<T>(method, path, options, signal, freshXsrf) : result;
}

async function attempt<T>(
  method: string,
  path: string,
  options: RequestOptions,
  signal: AbortSignal | undefined,
  xsrfToken: string | null,
): Promise<SendResult<T>> {
  const responseType = options.responseType ?? 'json';
  const encoded = encodeBody(options.body);
  const headers = buildRequestHeaders({
    method,
    localeSettings: session.localeSettings,
    tabId: tabId(),
    token: session.token,
    xsrfToken,
    sendClientVersion,
    accept: responseType === 'json' ? 'application/json' : '*/*',
  });
  if (encoded.contentType) headers['Content-Type'] = encoded.contentType;
  try {
    const response = await (fetchImplementation ?? fetch)(withQuery(path, options.query), {
      method,
      headers: { ...headers, ...options.headers },
      body: encoded.body ?? null,
      credentials: 'same-origin',
      signal: signal ?? null,
    });
    // A fetch that ignores the signal must still not let an aborted request reach any handler.
    throwIfAborted(signal);
    watchServerHeaders(response.headers);
    // A body that ignores the signal (a fake server's stream) still reads after an abort, and an abort
    // can land while the body is parsed: checked again once it is read, so no handler runs either.
    if (response.ok) {
      const data = (await readData(response, responseType)) as T;
      throwIfAborted(signal);
      return { ok: true, response: { data, status: response.status, headers: response.headers } };
    }
    const failure = await readFailure(response, responseType);
    throwIfAborted(signal);
    return { ok: false, failure };
  } catch (error) {
    // Aborted wins over a body that failed to parse too.
    throw signal?.aborted ? abortedError() : transportError(error, signal);
  }
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortedError();
}

async function readData(response: Response, responseType: ResponseType): Promise<unknown> {
  if (responseType === 'blob') return response.blob();
  const text = await response.text();
  if (responseType === 'text' || !isJson(response.headers.get('content-type'))) return text === '' ? undefined : text;
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError({ status: response.status, errors: [{ msg: FORMATTING_ERROR_FAILED, severity: Severity.error }] });
  }
}

async function readFailure(response: Response, responseType: ResponseType): Promise<Failure> {
  const contentType = response.headers.get('content-type');
  let body: unknown;
  if (responseType === 'blob') {
    body = new Uint8Array(await response.arrayBuffer());
  } else {
    const text = await response.text();
    body = isJson(contentType) ? parseOr(text, text) : text;
  }
  const errors = normalizeError({ kind: 'response', status: response.status, statusText: response.statusText, contentType, body });
  const totpRequired = typeof body === 'object' && body !== null && (body as { totpRequired?: unknown }).totpRequired === true;
  return {
    error: new ApiError({ status: response.status, errors, totpRequired }),
    tokenExpired: response.headers.get(HEADER_TOKEN_EXPIRED) === 'true',
    body,
    contentType,
    statusText: response.statusText,
  };
}

function watchServerHeaders(headers: Headers): void {
  const version = headers.get(HEADER_SERVER_VERSION);
  if (version) {
    serverInfo.version = version;
    if (version !== APP_VERSION && !notifiedVersions.has(version)) {
      notifiedVersions.add(version);
      notify(() => handlers.versionMismatch(version));
    }
  }
  const startup = headers.get(HEADER_SERVER_STARTUP);
  if (startup) {
    const previous = serverInfo.startup;
    serverInfo.startup = startup;
    if (previous !== null && previous !== startup) notify(() => handlers.serverRestarted(startup));
  }
}

function isJson(contentType: string | null): boolean {
  return contentType !== null && /[/+]json\b/i.test(contentType);
}

function parseOr(text: string, fallback: unknown): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fallback;
  }
}

function currentReturnUrl(): string {
  return safeReturnUrl(handlers.currentLocation()) ?? '/';
}

function browserLocation(): string {
  return typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}${location.hash}`;
}

/** A UI handler that throws must not turn into a different error for the request that triggered it. */
function notify(run: () => void): void {
  try {
    run();
  } catch (error) {
    console.error('api client handler failed', error);
  }
}
