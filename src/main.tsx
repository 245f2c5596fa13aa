// Start-up: restore the session, wire the API client's app-level reactions to the router and the
// dialogs, mount, then fade out the static splash of index.html.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { abortAllRequests, setApiClientHandlers } from './data/api-client';
import { STARTUP_PAGE_REMOVE_MS } from './domain/app-constants';
import { loginSearchFor } from './domain/route-access';
import { installActivityTracking } from './features/account/activity-tracking';
import { checkLicence, startSession } from './features/account/session-actions';
import { startSignedInServices, startUserDatabasesOnce } from './features/account/signed-in-services';
import { AppProviders } from './features/shell/AppProviders';
import { preloadSignedInShell } from './features/shell/AppShell';
import { announceChunkReload } from './features/shell/chunk-reload';
import { followSessionLanguage } from './features/shell/language-sync';
import { installErrorReporting } from './features/shell/error-reporting';
import { createAppRouter } from './routes/router';
import { hasSession } from './state/session';
import { alertMessage, confirmMessage, setUpdateReady, showSnackbar } from './state/ui';

const router = createAppRouter();

function wireApiClient(): void {
  setApiClientHandlers({
    loginRequired: (returnUrl) => void router.navigate({ to: '/account/login', search: loginSearchFor(returnUrl) }),
    startupError: (text) => void router.navigate({ to: '/startup-error', search: { text }, replace: true }),
    serverUpgraded: () => {
      void alertMessage(/*i18n*/ 'Server has been upgraded. Website will reload now!', 'warning').then(() => window.location.reload());
    },
    versionMismatch: () => {
      void confirmMessage(/*i18n*/ 'Server has been updated to a new version. Website needs to be reloaded. Reload now?').then(
        (yes) => yes && window.location.reload(),
      );
    },
    serverRestarted: () => showSnackbar(/*i18n*/ 'The server has restarted.', { duration: 'quick', intent: 'info' }),
    currentLocation: () => router.state.location.href,
  });
  // Leaving a route cancels what it was still loading (console.md §4); search changes keep it.
  router.subscribe('onBeforeNavigate', ({ fromLocation, toLocation }) => {
    if (fromLocation && fromLocation.pathname !== toLocation.pathname) abortAllRequests();
  });
}

function removeSplash(): void {
  const splash = document.getElementById('splash');
  if (!splash) return;
  splash.classList.add('splash-hidden');
  setTimeout(() => splash.remove(), STARTUP_PAGE_REMOVE_MS);
}

/**
 * The page chunks of the address being opened, loaded alongside the session and database start instead
 * of after the first render (issue 13: offline cold start under 1 s at 4× CPU slowdown). A chunk that
 * fails here is loaded again, and reported, by the router itself.
 */
function preloadOpenedPage(): void {
  const [routes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => {});
}

async function start(): Promise<void> {
  preloadOpenedPage();
  installErrorReporting();
  installActivityTracking();
  wireApiClient();
  const restoring = startSession();
  // The first screen renders in the user's language, never in English first and then again.
  const language = followSessionLanguage().ready.catch(() => {});
  // A signed-in start waits for the user's own database, so screens read it from their first render;
  // a signed-out one loads none of it (signed-in-services.ts; sign-in loads it in session-actions.ts).
  // Started alongside the token refresh: startSession marks a stored session synchronously.
  const databases = hasSession() ? startUserDatabasesOnce() : null;
  // The signed-in frame too, so the first render draws it whole (no layout shift as its parts arrive).
  const shell = hasSession() ? preloadSignedInShell() : null;
  await restoring;
  // Without the chunk nothing can read a mirror either; the next start tries again. A frame part that
  // did not arrive is drawn once it does (ui/deferred.tsx).
  if (hasSession()) await Promise.all([(databases ?? startUserDatabasesOnce()).catch(() => {}), (shell ?? preloadSignedInShell()).catch(() => {})]);
  else {
    databases?.catch(() => {});
    shell?.catch(() => {});
  }
  // Signed in or not (the login page shows the marker too); the answer differs (session-actions.ts).
  checkLicence().catch(() => {
    // The marker keeps the last known state; the API client already reported what needs reporting.
  });
  // The background work of a signed-in session once the first screen has resolved (signed-in-services.ts).
  if (hasSession()) {
    const stop = router.subscribe('onResolved', () => {
      stop();
      void startSignedInServices().catch(() => {});
    });
  }
  await language;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  removeSplash();
  announceChunkReload();

  // workbox-window loads after the first render: the login route's entry chunk does not wait for it.
  import('./data/sw-registration')
    .then(({ registerServiceWorker }) => registerServiceWorker(setUpdateReady))
    .catch(() => {
      // The chunk did not arrive (flaky first visit): the app works online without a service worker,
      // and the next start registers it.
    });
}

void start();
