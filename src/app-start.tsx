// The app with its router: every start but a signed-out one on the login page (src/login-start.tsx), and
// that one too once the user has signed in or followed a link. Loaded by src/main.tsx.
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { setApiClientHandlers } from './data/api-client';
import { loginSearchFor } from './domain/route-access';
import { startSignedInServices } from './features/account/signed-in-services';
import { AppProviders } from './features/shell/AppProviders';
import { createAppRouter } from './routes/router';
import type { AppRouter } from './routes/router';
import { hasSession } from './state/session';

function wireRouter(router: AppRouter): void {
  setApiClientHandlers({
    loginRequired: (returnUrl) => void router.navigate({ to: '/account/login', search: loginSearchFor(returnUrl) }),
    startupError: (text) => void router.navigate({ to: '/startup-error', search: { text }, replace: true }),
    currentLocation: () => router.state.location.href,
  });
}

/**
 * The page chunks of the address being opened, loaded alongside the session and database start instead
 * of after the first render (issue 13: offline cold start under 1 s at 4× CPU slowdown). A chunk that
 * fails here is loaded again, and reported, by the router itself.
 */
function preloadOpenedPage(router: AppRouter): void {
  const [routes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => {});
}

export type App = {
  /** Goes to `href` and resolves once its page has loaded (before or after `render`). */
  navigate: (href: string, replace: boolean) => Promise<void>;
  render: (root: Root) => void;
};

/**
 * Creates the router at the address the browser shows now, takes over the API client's navigation and,
 * for a start at that address, starts loading its page's chunks; `render` draws it.
 */
export function createApp({ preloadOpened = true }: { preloadOpened?: boolean } = {}): App {
  const router = createAppRouter();
  wireRouter(router);
  if (preloadOpened) preloadOpenedPage(router);
  return {
    navigate: (href, replace) => router.navigate({ href, replace }),
    render(root) {
      // The background work of a signed-in session once the first screen has resolved (signed-in-services.ts).
      if (hasSession()) {
        const stop = router.subscribe('onResolved', () => {
          stop();
          void startSignedInServices().catch(() => {});
        });
      }
      root.render(
        <StrictMode>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      );
    },
  };
}
