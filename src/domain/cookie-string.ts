// Reads and expires cookies through their document.cookie string form, so the rules stay testable without a DOM.

/** The decoded value of a cookie in a `document.cookie` string, or null when it is absent. */
export function readCookieValue(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** The assignment that removes a (non-httpOnly) cookie when written to document.cookie. */
export function expiredCookieString(name: string, path = '/'): string {
  return `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
}
