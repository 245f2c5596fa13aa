// The sentences that name a record kind, one message per kind: German and Slovenian inflect the kind's
// name per case, gender and count, so no sentence is built from a label and a word (issue 13).
import type { RecordEntity } from '../../domain/records/record-entities';

export type EntityTexts = {
  /** 'Create new customer' on a list screen. */
  createNew: string;
  /** 'Create customer' on the create screen. */
  create: string;
  loading: string;
  none: string;
  noMatch: string;
  /** The pager's text; values count (selects the form), n (formatted), page, pages. */
  pager: string;
  /** The pager's accessible name. */
  pages: string;
};

export const ENTITY_TEXTS: Record<RecordEntity, EntityTexts> = {
  customer: {
    createNew: /*i18n*/ 'Create new customer',
    create: /*i18n*/ 'Create customer',
    loading: /*i18n*/ 'Loading customers…',
    none: /*i18n*/ 'No customers yet.',
    noMatch: /*i18n*/ 'No customers match the search.',
    pager: /*i18n*/ '{count, plural, one {{n} customer} other {{n} customers}} · Page {page} of {pages}',
    pages: /*i18n*/ 'Customers pages',
  },
  license: {
    createNew: /*i18n*/ 'Create new license',
    create: /*i18n*/ 'Create license',
    loading: /*i18n*/ 'Loading licenses…',
    none: /*i18n*/ 'No licenses yet.',
    noMatch: /*i18n*/ 'No licenses match the search.',
    pager: /*i18n*/ '{count, plural, one {{n} license} other {{n} licenses}} · Page {page} of {pages}',
    pages: /*i18n*/ 'Licenses pages',
  },
  feature: {
    createNew: /*i18n*/ 'Create new feature',
    create: /*i18n*/ 'Create feature',
    loading: /*i18n*/ 'Loading features…',
    none: /*i18n*/ 'No features yet.',
    noMatch: /*i18n*/ 'No features match the search.',
    pager: /*i18n*/ '{count, plural, one {{n} feature} other {{n} features}} · Page {page} of {pages}',
    pages: /*i18n*/ 'Features pages',
  },
  package: {
    createNew: /*i18n*/ 'Create new package',
    create: /*i18n*/ 'Create package',
    loading: /*i18n*/ 'Loading packages…',
    none: /*i18n*/ 'No packages yet.',
    noMatch: /*i18n*/ 'No packages match the search.',
    pager: /*i18n*/ '{count, plural, one {{n} package} other {{n} packages}} · Page {page} of {pages}',
    pages: /*i18n*/ 'Packages pages',
  },
  contact: {
    createNew: /*i18n*/ 'Create new contact',
    create: /*i18n*/ 'Create contact',
    loading: /*i18n*/ 'Loading contacts…',
    none: /*i18n*/ 'No contacts yet.',
    noMatch: /*i18n*/ 'No contacts match the search.',
    pager: /*i18n*/ '{count, plural, one {{n} contact} other {{n} contacts}} · Page {page} of {pages}',
    pages: /*i18n*/ 'Contacts pages',
  },
  person: {
    createNew: /*i18n*/ 'Create new person',
    create: /*i18n*/ 'Create person',
    loading: /*i18n*/ 'Loading persons…',
    none: /*i18n*/ 'No persons yet.',
    noMatch: /*i18n*/ 'No persons match the search.',
    pager: /*i18n*/ '{count, plural, one {{n} person} other {{n} persons}} · Page {page} of {pages}',
    pages: /*i18n*/ 'Persons pages',
  },
  project: {
    createNew: /*i18n*/ 'Create new project',
    create: /*i18n*/ 'Create project',
    loading: /*i18n*/ 'Loading projects…',
    none: /*i18n*/ 'No projects yet.',
    noMatch: /*i18n*/ 'No projects match the search.',
    pager: /*i18n*/ '{count, plural, one {{n} project} other {{n} projects}} · Page {page} of {pages}',
    pages: /*i18n*/ 'Projects pages',
  },
  experiment: {
    createNew: /*i18n*/ 'Create new experiment',
    create: /*i18n*/ 'Create experiment',
    loading: /*i18n*/ 'Loading experiments…',
    none: /*i18n*/ 'No experiments yet.',
    noMatch: /*i18n*/ 'No experiments match the search.',
    pager: /*i18n*/ '{count, plural, one {{n} experiment} other {{n} experiments}} · Page {page} of {pages}',
    pages: /*i18n*/ 'Experiments pages',
  },
};
