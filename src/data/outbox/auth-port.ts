// What the outbox sender needs of authentication, as a small port: the page implements it over its
// session (src/features/outbox/page-auth-port.ts), a service worker can implement it over the refresh
// cookie alone. Entries store the user id, never a token.

export type AuthPort = {
  /** The signed-in user's id (the token's jti), or null when nobody is signed in. */
  userId(): string | null;
  /** The current access token, or null when there is none yet (offline start, expired). */
  token(): string | null;
  /** A new access token through the refresh cookie; null when the session is gone or unreachable. */
  refresh(): Promise<string | null>;
  /** The headers every console request carries (locale, tab id, client version, XSRF), without Authorization. */
  baseHeaders(method: string): Record<string, string>;
}
