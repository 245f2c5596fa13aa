// The headers every console request carries (console.md §7). Pure, so the page, workers and the
// service worker's background sync send exactly the same ones.
import {
  APP_VERSION,
  HEADER_CLIENT_VERSION,
  HEADER_LOCALE,
  HEADER_TAB_ID,
  XSRF_HEADER,
} from './app-constants';
import type { LocaleSettings } from './locale-settings';

/**
 * Stands in for the access token when the app starts with the stored 'isAuthenticated' flag
 * (console.md §4). It is never sent: the server answers 401 and the client refreshes.
 */
export const PLACEHOLDER_TOKEN = 'placeholder-token';

export type RequestHeaderInput = {
  method: string;
  localeSettings: LocaleSettings;
  tabId: string;
  token: string | null;
  /** The XSRF-TOKEN cookie value, when known. */
  xsrfToken: string | null;
  sendClientVersion: boolean;
  /** @default 'application/json' */
  accept?: string;
};

export function isRealToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && token !== '' && token !== PLACEHOLDER_TOKEN;
}

/** Methods that change state need the XSRF header (the server checks it against the cookie). */
export function isUnsafeMethod(method: string): boolean {
  const m = method.toUpperCase();
  return m !== 'GET' && m !== 'HEAD' && m !== 'OPTIONS';
}

export function buildRequestHeaders(input: RequestHeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: input.accept ?? 'application/json',
    [HEADER_LOCALE]: asciiJson(input.localeSettings),
    [HEADER_TAB_ID]: input.tabId,
  };
  if (input.sendClientVersion) headers[HEADER_CLIENT_VERSION] = APP_VERSION;
  if (isRealToken(input.token)) headers.Authorization = `Bearer ${input.token}`;
  if (input.xsrfToken && isUnsafeMethod(input.method)) headers[XSRF_HEADER] = input.xsrfToken;
  return headers;
}

/**
 * JSON with every non-ASCII character written as a \uXXXX escape: header values must be ByteStrings,
 * so fetch throws on a raw '€', while the escaped form is the same JSON to the server's parser.
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
