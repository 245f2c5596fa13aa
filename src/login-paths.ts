// The addresses the start sends to before the router exists (src/main.tsx, src/login-start.tsx): the login
// page a signed-out start draws without the router, and the startup error page.
import { loginSearchFor } from './domain/route-access';

type BrowserAddress = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** The login page, canonical address, for a sign-in that returns to `returnUrl` (left out when it is '/'). */
export function loginAddress(returnUrl: string): string {
  const query = new URLSearchParams(loginSearchFor(returnUrl)).toString();
  return `/account/login${query ? `?${query}` : ''}`;
}

/** The startup error page saying `text`. */
export function startupErrorAddress(text: string): string {
  return `/startup-error?${new URLSearchParams({ text }).toString()}`;
}

/**
 * Where a signed-out start at `address` shows the login page without the router, or null when the router
 * draws that address. The login page and its old alias keep their query; the home view (the installed
 * app's start address) goes to the login page the way the router's guard sends it there.
 */
export function loginStartAddress(address: BrowserAddress): string | null {
  if (address.pathname === '/') return loginAddress(`/${address.search}${address.hash}`);
  if (address.pathname === '/login' || address.pathname === '/account/login') return `/account/login${address.search}${address.hash}`;
  return null;
}
