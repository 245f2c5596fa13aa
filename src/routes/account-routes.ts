import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { ANONYMOUS_ONLY, LOGIN, PUBLIC } from './access';
import { redirectAlias } from './route-guard';
import { validateLoginSearch } from './route-search';
import { rootRoute } from './root';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/login',
  staticData: { title: 'Login', access: ANONYMOUS_ONLY },
  validateSearch: validateLoginSearch,
  component: lazyPage(() => import('../features/account/LoginPage'), 'LoginPage'),
});

export const loginAliasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  beforeLoad: redirectAlias('/account/login'),
});

export const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/profile',
  staticData: { title: 'Profile', access: LOGIN },
  component: lazyPage(() => import('../features/account/ProfilePage'), 'ProfilePage'),
});

/** The outbox view (DESIGN.md): the changes made on this device and their state. */
export const outboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/outbox',
  staticData: { title: 'Outbox', access: LOGIN },
  component: lazyPage(() => import('../features/outbox/OutboxPage'), 'OutboxPage'),
});

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/resetpwd/$resetCode',
  staticData: { title: 'Reset password', access: PUBLIC },
  component: lazyPage(() => import('../features/account/ResetPasswordPage'), 'ResetPasswordPage'),
});
