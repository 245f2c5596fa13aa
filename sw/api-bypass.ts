/// <reference lib="webworker" />
// API requests never reach the service worker: a static route (Chromium 123+) sends them straight to
// the network. Besides sparing a worker start per request, this is what lets an update take over an open
// page: Chromium activates a skipWaiting() version only once the outgoing one has no work, and the
// page's one-second live poll kept restarting the old worker, holding the new one for the five-minute
// lame-duck limit (issue 9, the update prompt's Reload).

declare const self: ServiceWorkerGlobalScope;

type RouterRule = { condition: { urlPattern: { pathname: string } }; source: 'network' };
type RoutingInstallEvent = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

/** A dictionary, not a string: its search and hash are then wildcards, so queries match too. */
export const API_PATHNAME_PATTERN = '/api/*';

export function bypassWorkerForApi(): void {
  self.addEventListener('install', (event: Event) => {
    const install = event as RoutingInstallEvent;
    if (typeof install.addRoutes !== 'function') return;
    // Where routes are refused the fetch handler still lets API requests through untouched.
    install.waitUntil(install.addRoutes([{ condition: { urlPattern: { pathname: API_PATHNAME_PATTERN } }, source: 'network' }]).catch(() => undefined));
  });
}
