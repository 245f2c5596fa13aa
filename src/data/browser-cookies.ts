// document.cookie behind two calls, so code that also runs in workers or tests (no document) stays safe.
import { expiredCookieString, readCookieValue } from '../domain/cookie-string';

export function readCookie(name: string): string | null {
  return typeof document === 'undefined' ? null : readCookieValue(document.cookie, name);
}

export function clearCookie(name: string): void {
  if (typeof document !== 'undefined') document.cookie = expiredCookieString(name);
}
