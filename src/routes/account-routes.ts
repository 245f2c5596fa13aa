import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { ANONYMOUS_ONLY, LOGIN, PUBLIC } from './access';
import { redirectAlias } from './route-guard';
import { validateConfirmSearch, validateLoginSearch } from './route-search';
import { rootRoute } from './root';
import { LOGIN_TITLE } from './route-titles';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/login',
  staticData: { title: LOGIN_TITLE, access: ANONYMOUS_ONLY, texts: 'signed-out' },
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
  staticData: { title: /*i18n*/ 'Profile', access: LOGIN },
  component: lazyPage(() => import('../features/account/ProfilePage'), 'ProfilePage'),
});

/** The outbox view (DESIGN.md): the changes made on this device and their state. */
export const outboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/outbox',
  staticData: { title: /*i18n*/ 'Outbox', access: LOGIN },
  component: lazyPage(() => import('../features/outbox/OutboxPage'), 'OutboxPage'),
});

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/resetpwd/$resetCode',
  staticData: { title: /*i18n*/ 'Reset password', access: PUBLIC, texts: 'signed-out' },
  component: lazyPage(() => import('../features/account/ResetPasswordPage'), 'ResetPasswordPage'),
});

/** "Forgot password" (console.md §7 forgot): asks for a reset code; only for someone not signed in. */
export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/forgot',
  staticData: { title: /*i18n*/ 'Forgot password', access: ANONYMOUS_ONLY, texts: 'signed-out' },
  component: lazyPage(() => import('../features/account/ForgotPasswordPage'), 'ForgotPasswordPage'),
});

export const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/register',
  staticData: { title: /*i18n*/ 'Register', access: ANONYMOUS_ONLY, texts: 'signed-out' },
  component: lazyPage(() => import('../features/account/RegisterPage'), 'RegisterPage'),
});

/** The code comes from a link (?code=…) or is typed; confirming needs no login. */
export const confirmAccountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/confirm',
  staticData: { title: /*i18n*/ 'Confirm account', access: PUBLIC, texts: 'signed-out' },
  validateSearch: validateConfirmSearch,
  component: lazyPage(() => import('../features/account/ConfirmAccountPage'), 'ConfirmAccountPage'),
});
