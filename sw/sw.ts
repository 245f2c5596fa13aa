/// <reference lib="webworker" />
// The service worker: serves the precached app shell so the console opens offline, and activates a
// new version only when the page asks (after the user accepted the update prompt).
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { bypassWorkerForApi } from './api-bypass';
import { listenForOutboxSync } from './outbox-sync';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

bypassWorkerForApi();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app address is the same single-page app; the API is never answered from the cache.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }));

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

listenForOutboxSync();
