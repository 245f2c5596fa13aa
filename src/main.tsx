// Start-up: restore the session, wire the API client's app-level reactions to the dialogs, then draw the
// login page without the router (a signed-out start there, src/login-start.tsx) or the app with it
// (src/app-start.tsx), and fade out the static splash of index.html.
import { createRoot } from 'react-dom/client';
import { setApiClientHandlers } from './data/api-client';
import { STARTUP_PAGE_REMOVE_MS } from './domain/app-constants';
import { isChunkLoadFailure, MSG_CHUNK_FAILED } from './domain/chunk-failure';
import { withChunkTimeout } from './domain/chunk-timeout';
import { translateMessage } from './i18n/translate-message';
import { installActivityTracking } from './features/account/activity-tracking';
import { checkLicence, startSession } from './features/account/session-actions';
import { startUserDatabasesOnce } from './features/account/signed-in-services';
import { announceChunkReload, reloadOnceForChunkFailure } from './features/shell/chunk-reload';
import { followSessionLanguage } from './features/shell/language-sync';
import { installErrorReporting } from './features/shell/error-reporting';
import { serverChangeHandlers } from './state/server-change-prompts';
import { hasSession } from './state/session';
import { setUpdateReady } from './state/ui';
import { loginAddress, loginStartAddress, startupErrorAddress } from './login-paths';
import type { App } from './app-start';
import { appOpener } from './app-opener';

function wireApiClient(): void {
  setApiClientHandlers({
    // Until a screen takes over navigation: the address the first screen then opens at.
    loginRequired: (returnUrl) => window.history.replaceState(window.history.state, '', loginAddress(returnUrl)),
    startupError: (text) => window.history.replaceState(window.history.state, '', startupErrorAddress(text)),
    currentLocation: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
    ...serverChangeHandlers(),
  });
}

function removeSplash(): void {
  const splash = document.getElementById('splash');
  if (!splash) return;
  splash.classList.add('splash-hidden');
  setTimeout(() => splash.remove(), STARTUP_PAGE_REMOVE_MS);
}

/** The app with its router, created once its chunk has arrived (it reads the address the browser shows). */
function loadApp(options?: { preloadOpened?: boolean }): Promise<App> {
  return withChunkTimeout(() => import('./app-start'))().then(({ createApp }) => createApp(options));
}

/**
 * A start whose own chunk did not arrive: reloaded once (console.md §9), else said on the page with a
 * way to try again. Plain DOM: nothing else of the app may have loaded. Any other error is the app's own
 * and goes to error reporting as it is.
 */
function showStartFailure(error: unknown): void {
  if (!isChunkLoadFailure(error)) throw error;
  if (reloadOnceForChunkFailure(error)) return;
  const container = document.getElementById('root');
  if (!container) return;
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = translateMessage(MSG_CHUNK_FAILED);
  const button = document.createElement('button');
  button.textContent = translateMessage(/*i18n*/ 'Reload');
  button.addEventListener('click', () => window.location.reload());
  container.replaceChildren(message, button);
  removeSplash();
}

async function start(): Promise<void> {
  installErrorReporting();
  installActivityTracking();
  wireApiClient();
  const restoring = startSession();
  // Started alongside the token refresh: startSession marks a stored session synchronously.
  const loginStart = !hasSession() && loginStartAddress(window.location) !== null;
  const login = loginStart ? withChunkTimeout(() => import('./login-start'))() : null;
  // A signed-in start loads the page chunks of the opened address at once (app-start.ts).
  const app = loginStart ? null : loadApp();
  // Awaited after the session and language: meanwhile a failure is no unhandled rejection.
  app?.catch(() => {});
  login?.catch(() => {});
  // The first screen renders in the user's language, never in English first and then again.
  const language = followSessionLanguage().ready.catch(() => {});
  // A signed-in start waits for the user's own database, so screens read it from their first render;
  // a signed-out one loads none of it (signed-in-services.ts; sign-in loads it in session-actions.ts).
  const databases = hasSession() ? startUserDatabasesOnce() : null;
  // The signed-in frame too, so the first render draws it whole (no layout shift as its parts arrive).
  const shell = hasSession() ? import('./features/shell/AppShell').then((m) => m.preloadSignedInShell()) : null;
  await restoring;
  // Without the chunk nothing can read a mirror either; the next start tries again. A frame part that
  // did not arrive is drawn once it does (ui/deferred.tsx).
  if (hasSession()) await Promise.all([(databases ?? startUserDatabasesOnce()).catch(() => {}), shell?.catch(() => {})]);
  else {
    databases?.catch(() => {});
    shell?.catch(() => {});
  }
  // Signed in or not (the login page shows the marker too); the answer differs (session-actions.ts).
  checkLicence().catch(() => {
    // The marker keeps the last known state; the API client already reported what needs reporting.
  });
  await language;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  try {
    const root = createRoot(container);
    // Checked once the chunk is here, and nothing awaited until the login start takes over the API
    // client's reactions: a startup error meanwhile moved the address off the login page (wireApiClient),
    // and the app shows it.
    const loginModule = login ? await login : null;
    if (loginModule && loginStartAddress(window.location) !== null) loginModule.renderLoginStart(root, appOpener(root, () => loadApp({ preloadOpened: false })));
    else (await (app ?? loadApp())).render(root);
  } catch (error) {
    showStartFailure(error);
    return;
  }
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
