// The route guard of console.md §4 as a pure decision, so the router, tests and the offline shell agree.

export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'anonymousOnly' }
  | { kind: 'login' }
  | { kind: 'right'; right: string };

export type RouteViewer = { authenticated: boolean; rights: readonly string[] };

export type RouteDecision = { action: 'allow' } | { action: 'redirect'; to: '/' } | { action: 'login'; returnUrl: string };

export function hasRight(rights: readonly string[], right: string): boolean {
  return rights.includes(right);
}

/**
 * `location` is the path (with search and hash) being entered; it becomes the returnUrl when
 * the login route is needed. A user lacking a right is sent to login too, as the spec says.
 */
export function decideRouteAccess(access: RouteAccess, viewer: RouteViewer, location: string): RouteDecision {
  switch (access.kind) {
    case 'public':
      return { action: 'allow' };
    case 'anonymousOnly':
      // A signed-in user the guard sent here for lacking a right (a returnUrl other than /) may sign
      // in as someone who has it; bouncing to / would lose the page without saying why.
      return viewer.authenticated && returnUrlOf(location) === null ? { action: 'redirect', to: '/' } : { action: 'allow' };
    case 'login':
      return viewer.authenticated ? { action: 'allow' } : loginFor(location);
    case 'right':
      return viewer.authenticated && hasRight(viewer.rights, access.right) ? { action: 'allow' } : loginFor(location);
  }
}

/**
 * Only same-origin relative paths: a single leading '/', no backslash and no control characters,
 * which browsers would otherwise read as '//host' (an open redirect after login).
 */
export function safeReturnUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is rejected here
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** The login route's search params; '/' is the default target and is left out of the address. */
export function loginSearchFor(returnUrl: string): { returnUrl?: string } {
  const safe = safeReturnUrl(returnUrl);
  return safe && safe !== '/' ? { returnUrl: safe } : {};
}

/** The safe returnUrl in a location's query, or null when there is none or it is '/'. */
export function returnUrlOf(location: string): string | null {
  const query = location.split('#')[0]?.split('?')[1] ?? '';
  const value = safeReturnUrl(new URLSearchParams(query).get('returnUrl'));
  return value === '/' ? null : value;
}

function loginFor(location: string): RouteDecision {
  return { action: 'login', returnUrl: safeReturnUrl(location) ?? '/' };
}
