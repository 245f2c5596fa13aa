// Customers, licenses, features, packages, projects and experiments (console.md §2).
// Numeric ids are checked while matching, so /feature/abc finds no route and shows the not-found view;
// /customer/{uid} takes what is not numeric. Static segments (/customer/new, /license/index) rank above
// the dynamic ones. List screens keep search, filters and page in the URL (validateRecordListSearch).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { BoxRegular, PeopleRegular, PuzzlePieceRegular } from '@fluentui/react-icons';
import { LOGIN } from './access';
import { redirectAlias } from './route-guard';
import { validateRecordListSearch } from '../domain/records/record-list-query';
import { isNumericId, validateReadonlySearch, validateTabSearch } from './route-search';
import { rootRoute } from './root';

const page = (
  name: 'CustomerPage' | 'CustomerUidPage' | 'CustomerNewPage' | 'FeaturePage' | 'FeatureNewPage' | 'PackagePage' | 'LicenseRecordPage' | 'LicenseNewPage' | 'ProjectPage' | 'ExperimentPage',
) => lazyRouteComponent(() => import('../features/records/RecordPages'), name);
const listPage = (name: 'CustomersPage' | 'LicensesPage' | 'FeaturesPage' | 'PackagesPage') =>
  lazyRouteComponent(() => import('../features/records/list/ListPages'), name);

function validateCustomerSearch(search: Record<string, unknown>): { readonly?: boolean; tab?: number } {
  return { ...validateReadonlySearch(search), ...validateTabSearch(search) };
}

function validateNewLicenseSearch(search: Record<string, unknown>): { customerId?: number } {
  const id = Number(search.customerId);
  return Number.isInteger(id) && id > 0 ? { customerId: id } : {};
}

const numericId = {
  parse: ({ id }: { id: string }) => (isNumericId(id) ? { id: Number(id) } : false),
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
  // Tried before /customer/$uid, which accepts any segment.
  priority: 1,
} as const;

export const customersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/customer/index',
  validateSearch: validateRecordListSearch,
  staticData: { title: 'Customers', access: LOGIN, nav: { group: 'default', order: 3, icon: PeopleRegular } },
  component: listPage('CustomersPage'),
});

export const customerNewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/customer/new',
  staticData: { title: 'New customer', access: LOGIN },
  component: page('CustomerNewPage'),
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
  validateSearch: validateCustomerSearch,
  staticData: { title: 'Customer', access: LOGIN },
  component: page('CustomerPage'),
});

export const customerUidRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/customer/$uid',
  validateSearch: validateTabSearch,
  staticData: { title: 'Customer', access: LOGIN },
  component: page('CustomerUidPage'),
});

export const featuresRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/feature/index',
  validateSearch: validateRecordListSearch,
  staticData: { title: 'Features', access: LOGIN, nav: { group: 'default', order: 4, icon: PuzzlePieceRegular } },
  component: listPage('FeaturesPage'),
});

export const featureNewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/feature/new',
  staticData: { title: 'New feature', access: LOGIN },
  component: page('FeatureNewPage'),
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
  validateSearch: validateRecordListSearch,
  staticData: { title: 'Packages', access: LOGIN, nav: { group: 'default', order: 5, icon: BoxRegular } },
  component: listPage('PackagesPage'),
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

/**
 * Not in console.md §2 (decisions.md 'Record screens'): licences are also listed on the customer page
 * (tab 1); this list is reached from the Customers screen.
 */
export const licensesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/license/index',
  validateSearch: validateRecordListSearch,
  staticData: { title: 'Licenses', access: LOGIN },
  component: listPage('LicensesPage'),
});

/** Licences are created from a customer (console.md §6: no 'Create new' on a list). */
export const licenseNewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/license/new',
  validateSearch: validateNewLicenseSearch,
  staticData: { title: 'New license', access: LOGIN },
  component: page('LicenseNewPage'),
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
