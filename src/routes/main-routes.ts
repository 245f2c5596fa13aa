// The home view, dashboard, playground and the startup error page (console.md §2).
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { HomePage } from '../features/shell/HomePage';
import { StartupErrorPage } from '../features/shell/StartupErrorPage';
import { LOGIN, PUBLIC } from './access';
import { redirectAlias } from './route-guard';
import { validateTextSearch } from './route-search';
import { rootRoute } from './root';

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: { access: LOGIN },
  component: HomePage,
});

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  staticData: { title: /*i18n*/ 'Dashboard', access: LOGIN, nav: { group: 'default', order: 1, icon: 'GridRegular' } },
  component: lazyPage(() => import('../features/dashboard/DashboardPage'), 'DashboardPage'),
});

export const dashboardAliasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/home',
  beforeLoad: redirectAlias('/dashboard'),
});

/** No title (console.md §2); the page names itself with a breadcrumb. */
export const playgroundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/playground',
  staticData: { access: PUBLIC, nav: { group: 'default', order: 22, icon: 'ToolboxRegular', title: /*i18n*/ 'Playground', debug: true } },
  component: lazyPage(() => import('../features/playground/PlaygroundPage'), 'PlaygroundPage'),
});

/** Kept in the main bundle: it must show when the server cannot deliver anything else. */
export const startupErrorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/startup-error',
  staticData: { title: /*i18n*/ 'Server startup error', access: PUBLIC, texts: 'signed-out' },
  validateSearch: validateTextSearch,
  component: StartupErrorPage,
});
