// Licence, event log, user administration and the settings screens (console.md §2).
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { validateEventLogSearch } from '../domain/eventlog/eventlog-search';
import { Right } from '../domain/rights';
import { ADMIN, DEBUG_ADMIN, SETTINGS } from './access';
import { redirectAlias } from './route-guard';
import { validatePositiveIntSearch, validateTextSearch } from './route-search';
import { rootRoute } from './root';

const settingsPage = (name: 'SettingsPage' | 'DebugSettingsPage' | 'InternalSettingsPage') =>
  lazyPage(() => import('../features/settings/SettingsPage'), name);

export const licenceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/system/license',
  staticData: {
    title: /*i18n*/ 'License',
    access: ADMIN,
    nav: { group: 'default', order: 6, icon: 'CertificateRegular', right: Right.admin },
  },
  component: lazyPage(() => import('../features/licence/LicencePage'), 'LicencePage'),
});

export const licenceAliasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/license',
  beforeLoad: redirectAlias('/system/license'),
});

export const eventLogRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/system/eventlog',
  // Source, period, filters and page are in the address, so a filtered log can be bookmarked.
  validateSearch: validateEventLogSearch,
  staticData: {
    title: /*i18n*/ 'Events',
    access: ADMIN,
    nav: { group: 'default', order: 7, icon: 'DocumentBulletListRegular', right: Right.admin },
  },
  component: lazyPage(() => import('../features/eventlog/EventLogPage'), 'EventLogPage'),
});

export const eventLogAliasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/eventlog',
  beforeLoad: redirectAlias('/system/eventlog'),
});

/** The search text and page of the user list live in the address, so a filtered list can be bookmarked. */
export const usersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/system/users',
  validateSearch: (search: Record<string, unknown>) => ({ ...validateTextSearch(search), ...validatePositiveIntSearch(search, 'page') }),
  staticData: { title: /*i18n*/ 'Users', access: ADMIN },
  component: lazyPage(() => import('../features/users/UsersPage'), 'UsersPage'),
});

export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings/{-$gId}',
  staticData: {
    title: /*i18n*/ 'Settings',
    access: SETTINGS,
    nav: { group: 'default', order: 8, icon: 'SettingsRegular', right: Right.accessSettings },
  },
  component: settingsPage('SettingsPage'),
});

export const debugSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/debug/{-$gId}',
  staticData: {
    title: /*i18n*/ 'Debug settings',
    access: DEBUG_ADMIN,
    nav: { group: 'default', order: 20, icon: 'BugRegular', right: Right.debugAdmin, debug: true },
  },
  component: settingsPage('DebugSettingsPage'),
});

export const internalSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/debugi/{-$gId}',
  staticData: {
    title: /*i18n*/ 'Internal settings',
    access: DEBUG_ADMIN,
    nav: { group: 'default', order: 21, icon: 'WrenchRegular', right: Right.debugAdmin, debug: true },
  },
  component: settingsPage('InternalSettingsPage'),
});
