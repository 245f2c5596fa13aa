// Customers, features, packages, license nodes, projects and experiments (console.md §2).
// Numeric ids are checked while matching, so /feature/abc finds no route and shows the not-found view;
// /customer/{uid} takes what is not numeric.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { BoxRegular, PeopleRegular, PuzzlePieceRegular } from '@fluentui/react-icons';
import { LOGIN } from './access';
import { redirectAlias } from './route-guard';
import { isNumericId, validateReadonlySearch, validateTabSearch } from './route-search';
import { rootRoute } from './root';

const page = (name: 'CustomersPage' | 'CustomerPage' | 'FeaturesPage' | 'FeaturePage' | 'PackagesPage' | 'PackagePage' | 'LicenseRecordPage' | 'ProjectPage' | 'ExperimentPage') =>
  lazyRouteComponent(() => import('../features/records/RecordPages'), name);

const numericId = {
  parse: ({ id }: { id: string }) => (isNumericId(id) ? { id: Number(id) } : false),
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
  // Tried before /customer/$uid, which accepts any segment.
  priority: 1,
} as const;

export const customersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/customer/index',
  staticData: { title: 'Customers', access: LOGIN, nav: { group: 'default', order: 3, icon: PeopleRegular } },
  component: page('CustomersPage'),
});

export const customersAliasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/customer',
  beforeLoad: redirectAlias('/customer/index'),
});

export const customerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/customer/$id',
  params: numericId,
  validateSearch: validateReadonlySearch,
  staticData: { title: 'Customer', access: LOGIN },
  component: page('CustomerPage'),
});

export const customerUidRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/customer/$uid',
  validateSearch: validateTabSearch,
  staticData: { title: 'Customer', access: LOGIN },
  component: page('CustomerPage'),
});

export const featuresRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/feature/index',
  staticData: { title: 'Features', access: LOGIN, nav: { group: 'default', order: 4, icon: PuzzlePieceRegular } },
  component: page('FeaturesPage'),
});

export const featuresAliasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/feature',
  beforeLoad: redirectAlias('/feature/index'),
});

export const featureRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/feature/$id',
  params: numericId,
  staticData: { title: 'Feature', access: LOGIN },
  component: page('FeaturePage'),
});

export const packagesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/package/index',
  staticData: { title: 'Packages', access: LOGIN, nav: { group: 'default', order: 5, icon: BoxRegular } },
  component: page('PackagesPage'),
});

export const packagesAliasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/package',
  beforeLoad: redirectAlias('/package/index'),
});

export const packageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/package/$id',
  params: numericId,
  staticData: { title: 'Package', access: LOGIN },
  component: page('PackagePage'),
});

export const licenseNodeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/license/$id',
  params: numericId,
  validateSearch: validateReadonlySearch,
  staticData: { title: 'License', access: LOGIN },
  component: page('LicenseRecordPage'),
});

export const projectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/project/$id',
  params: numericId,
  staticData: { title: 'Project', access: LOGIN },
  component: page('ProjectPage'),
});

export const experimentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/experiment/$id',
  params: numericId,
  staticData: { title: 'Experiment', access: LOGIN },
  component: page('ExperimentPage'),
});
