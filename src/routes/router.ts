import { createRouter } from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import { abortAllRequests } from '../data/api-client';
import { RouteErrorView } from '../features/shell/RouteErrorView';
import { currentRights, hasSession } from '../state/session';
import type { RouterContext } from './router-context';
import { routeTree } from './route-tree';

/** The guard treats a session being restored (placeholder token) as signed in, so an offline start works. */
export function sessionViewer(): ReturnType<RouterContext['viewer']> {
  return { authenticated: hasSession(), rights: currentRights() };
}

export type AppRouterOptions = { history?: RouterHistory; context?: RouterContext };

export function createAppRouter(opts: AppRouterOptions = {}) {
  const router = createRouter({
    routeTree,
    context: opts.context ?? { viewer: sessionViewer },
    ...(opts.history ? { history: opts.history } : {}),
    defaultPreload: 'intent',
    defaultErrorComponent: RouteErrorView,
    scrollRestoration: true,
  });
  // Leaving a route cancels what it was still loading (console.md §4); search changes keep it.
  router.subscribe('onBeforeNavigate', ({ fromLocation, toLocation }) => {
    if (fromLocation && fromLocation.pathname !== toLocation.pathname) abortAllRequests();
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  // Registering the router types every Link, navigate and useParams in the app; merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    router: AppRouter;
  }
}
