// Registers the service worker (console.md §4: /sw.js with a version query) in production builds.
// A new version waits until the user accepts it: activating it under an open page could swap code
// while the outbox is being sent (DESIGN.md, "silent skipWaiting").
import { Workbox } from 'workbox-window';
import { APP_VERSION } from '../domain/app-constants';
import { applyWaitingUpdate, startUpdateChecks } from './update-checks';

/** Receives the function that activates a waiting version and reloads once it controls the page. */
export type UpdateReadyHandler = (applyUpdate: () => void) => void;

export const SERVICE_WORKER_URL = `/sw.js?v=${APP_VERSION}`;

export function registerServiceWorker(onUpdateReady: UpdateReadyHandler): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const wb = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  wb.addEventListener('waiting', () => {
    onUpdateReady(() => {
      void applyWaitingUpdate({
        hasWaiting: async () => Boolean((await navigator.serviceWorker.getRegistration('/'))?.waiting),
        skipWaiting: () => wb.messageSkipWaiting(),
        whenControlling: (listener) => wb.addEventListener('controlling', listener),
        reload: () => window.location.reload(),
      });
    });
  });
  wb.register()
    .then(() => startUpdateChecks(() => wb.update()))
    .catch(() => {
      // No service worker (private mode, blocked scope): the app works online without one.
    });
}
