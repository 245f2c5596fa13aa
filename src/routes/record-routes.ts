// Customers, licenses, features, packages, projects and experiments (console.md §2).
// Numeric ids are checked while matching, so /feature/abc finds no route and shows the not-found view;
// /customer/{uid} takes what is not numeric. Static segments (/customer/new, /license/index) rank above
// the dynamic ones. List screens keep search, filters and page in the URL (validateRecordListSearch).
// Record screens take ?rev=N to show an old revision read-only. Projects and experiments have list and
// create screens besides ProjectEdit/ExperimentEdit (decisions.md 'Record screens').
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { LOGIN } from './access';
import { redirectAlias } from './route-guard';
import { validateRecordListSearch } from '../domain/records/record-list-query';
import { isNumericId, validatePositiveIntSearch, validateReadonlySearch, validateTabSearch } from './route-search';
import { rootRoute } from './root';

const page = (
  name: 'CustomerPage' | 'CustomerUidPage' | 'CustomerNewPage' | 'FeaturePage' | 'FeatureNewPage' | 'PackagePage' | 'LicenseRecordPage' | 'LicenseNewPage',
) => lazyPage(() => import('../features/records/RecordPages'), name);
const groupPage = (name: 'ProjectPage' | 'ProjectNewPage' | 'ExperimentPage' | 'ExperimentNewPage') =>
  lazyPage(() => import('../features/records/GroupPages'), name);
const listPage = (name: 'CustomersPage' | 'LicensesPage' | 'FeaturesPage' | 'PackagesPage' | 'ProjectsPage' | 'ExperimentsPage') =>
  lazyPage(() => import('../features/records/list/ListPages'), name);

/** ?rev=N: an old revision, shown read-only. */
function validateRevSearch(search: Record<string, unknown>): { rev?: number } {
  return validatePositiveIntSearch(search, 'rev');
}

function validateCustomerSearch(search: Record<string, unknown>): { readonly?: boolean; tab?: number; rev?: number } {
  return { ...validateReadonlySearch(search), ...validateTabSearch(search), ...validateRevSearch(search) };
}

function validateGroupSearch(search: Record<string, unknown>): { tab?: number; rev?: number } {
  return { ...validateTabSearch(search), ...validateRevSearch(search) };
}

function validateNewExperimentSearch(search: Record<string, unknown>): { projectId?: number } {
  return validatePositiveIntSearch(search, 'projectId');
}

function validateNewLicenseSearch(search: Record<string, unknown>): { customerId?: number } {
  return validatePositiveIntSearch(search, 'customerId');
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
  staticData: { title: /*i18n*/ 'Customers', access: LOGIN, nav: { group: 'default', order: 3, icon: 'PeopleRegular' } },
  component: listPage('CustomersPage'),
});

export const customerNewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/customer/new',
  staticData: { title: /*i18n*/ 'New customer', access: LOGIN },
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
  staticData: { title: /*i18n*/ 'Customer', access: LOGIN },
  component: page('CustomerPage'),
});

export const customerUidRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/customer/$uid',
  validateSearch: validateTabSearch,
  staticData: { title: /*i18n*/ 'Customer', access: LOGIN },
  component: page('CustomerUidPage'),
});

export const featuresRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/feature/index',
  validateSearch: validateRecordListSearch,
  staticData: { title: /*i18n*/ 'Features', access: LOGIN, nav: { group: 'default', order: 4, icon: 'PuzzlePieceRegular' } },
  component: listPage('FeaturesPage'),
});

export const featureNewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/feature/new',
  staticData: { title: /*i18n*/ 'New feature', access: LOGIN },
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
  validateSearch: validateRevSearch,
  staticData: { title: /*i18n*/ 'Feature', access: LOGIN },
  component: page('FeaturePage'),
});

export const packagesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/package/index',
  validateSearch: validateRecordListSearch,
  staticData: { title: /*i18n*/ 'Packages', access: LOGIN, nav: { group: 'default', order: 5, icon: 'BoxRegular' } },
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
  validateSearch: validateRevSearch,
  staticData: { title: /*i18n*/ 'Package', access: LOGIN },
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
  staticData: { title: /*i18n*/ 'Licenses', access: LOGIN },
  component: listPage('LicensesPage'),
});

/** Licences are created from a customer (console.md §6: no 'Create new' on a list). */
export const licenseNewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/license/new',
  validateSearch: validateNewLicenseSearch,
  staticData: { title: /*i18n*/ 'New license', access: LOGIN },
  component: page('LicenseNewPage'),
});

export const licenseNodeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/license/$id',
  params: numericId,
  validateSearch: (search: Record<string, unknown>) => ({ ...validateReadonlySearch(search), ...validateRevSearch(search) }),
  staticData: { title: /*i18n*/ 'License', access: LOGIN },
  component: page('LicenseRecordPage'),
});

/**
 * Not in console.md §2: projects need a list to be reached and created from (decisions.md 'Record screens').
 * Like the licences list it has no side-navigation entry, so the spec's menu stays as it is; the Customers
 * screen links to it.
 */
export const projectsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/project/index',
  validateSearch: validateRecordListSearch,
  staticData: { title: /*i18n*/ 'Projects', access: LOGIN },
  component: listPage('ProjectsPage'),
});

export const projectsAliasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/project',
  beforeLoad: redirectAlias('/project/index'),
});

export const projectNewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/project/new',
  staticData: { title: /*i18n*/ 'New project', access: LOGIN },
  component: groupPage('ProjectNewPage'),
});

export const projectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/project/$id',
  params: numericId,
  validateSearch: validateGroupSearch,
  staticData: { title: /*i18n*/ 'Project', access: LOGIN },
  component: groupPage('ProjectPage'),
});

/** Experiments of every project, and those of none; reached from the Projects screen. */
export const experimentsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/experiment/index',
  validateSearch: validateRecordListSearch,
  staticData: { title: /*i18n*/ 'Experiments', access: LOGIN },
  component: listPage('ExperimentsPage'),
});

export const experimentNewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/experiment/new',
  validateSearch: validateNewExperimentSearch,
  staticData: { title: /*i18n*/ 'New experiment', access: LOGIN },
  component: groupPage('ExperimentNewPage'),
});

export const experimentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/experiment/$id',
  params: numericId,
  validateSearch: validateGroupSearch,
  staticData: { title: /*i18n*/ 'Experiment', access: LOGIN },
  component: groupPage('ExperimentPage'),
});
