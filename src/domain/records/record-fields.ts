// Which fields each record screen edits (console.md §3; docs/records.md 'Kinds and fields').
import { DISTRIBUTION_CHANNEL_NAMES, PACKAGE_CATEGORY_NAMES, PACKAGE_KIND_NAMES, PACKAGE_TYPE_NAMES } from './record-enums';
import type { RecordEntity } from './record-entities';
import type { RecordFieldSpec } from './record-form-rules';

const NAME: RecordFieldSpec = { name: 'name', label: /*i18n*/ 'Name', type: 'text', required: true };
const DESCRIPTION: RecordFieldSpec = { name: 'description', label: /*i18n*/ 'Description', type: 'memo' };
/** recTags is part of every kind's content (server/records/record-content.ts), so it is saved with the revision. */
const TAGS: RecordFieldSpec = { name: 'recTags', label: /*i18n*/ 'Tags', type: 'tags' };

export const RECORD_FIELDS: Record<RecordEntity, readonly RecordFieldSpec[]> = {
  customer: [NAME, DESCRIPTION, { name: 'address', label: /*i18n*/ 'Address', type: 'memo' }, { name: 'contactPhone', label: /*i18n*/ 'Contact phone', type: 'text' }, TAGS],
  license: [
    NAME,
    DESCRIPTION,
    { name: 'hwKey', label: /*i18n*/ 'Hardware key', type: 'text' },
    { name: 'expires', label: /*i18n*/ 'Expires', type: 'date' },
    { name: 'featureIds', label: /*i18n*/ 'Features', type: 'features' },
    TAGS,
  ],
  feature: [NAME, DESCRIPTION, { name: 'featureUID', label: /*i18n*/ 'Feature UID', type: 'text', required: true, createOnly: true }, TAGS],
  package: [
    NAME,
    DESCRIPTION,
    { name: 'version', label: /*i18n*/ 'Version', type: 'text', required: true },
    { name: 'kind', label: /*i18n*/ 'Kind', type: 'enum', names: PACKAGE_KIND_NAMES },
    { name: 'category', label: /*i18n*/ 'Category', type: 'enum', names: PACKAGE_CATEGORY_NAMES },
    { name: 'type', label: /*i18n*/ 'Type', type: 'enum', names: PACKAGE_TYPE_NAMES },
    { name: 'distrChannel', label: /*i18n*/ 'Distribution channel', type: 'enum', names: DISTRIBUTION_CHANNEL_NAMES },
    { name: 'pkgCategory', label: /*i18n*/ 'Package category', type: 'text' },
    { name: 'pkgType', label: /*i18n*/ 'Package type', type: 'text' },
    { name: 'culture', label: /*i18n*/ 'Culture', type: 'text' },
    { name: 'analyst', label: /*i18n*/ 'Analyst', type: 'text' },
    TAGS,
  ],
  contact: [NAME, DESCRIPTION, { name: 'email', label: /*i18n*/ 'Email', type: 'text' }, { name: 'phone', label: /*i18n*/ 'Phone', type: 'text' }, TAGS],
  person: [NAME, DESCRIPTION, { name: 'email', label: /*i18n*/ 'Email', type: 'text' }, { name: 'phone', label: /*i18n*/ 'Phone', type: 'text' }, TAGS],
  project: [NAME, DESCRIPTION, TAGS],
  experiment: [NAME, DESCRIPTION, TAGS],
};

/** The display name of a kind in 'Create new {kind}' and dialogs. */
export const ENTITY_LABELS: Record<RecordEntity, { one: string; many: string }> = {
  customer: { one: 'customer', many: 'Customers' },
  license: { one: 'license', many: 'Licenses' },
  feature: { one: 'feature', many: 'Features' },
  package: { one: 'package', many: 'Packages' },
  contact: { one: 'contact', many: 'Contacts' },
  person: { one: 'person', many: 'Persons' },
  project: { one: 'project', many: 'Projects' },
  experiment: { one: 'experiment', many: 'Experiments' },
};
