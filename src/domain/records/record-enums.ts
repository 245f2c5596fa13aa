// Enumerations of the business records (console.md §3) with the names the console shows.

export type EnumEntry = { id: number; name: string };

/** Revision state of a record version: old (0), current (1), draft (2). */
export const Revision = { old: 0, current: 1, draft: 2 } as const;
export type Revision = (typeof Revision)[keyof typeof Revision];
export const REVISION_NAMES: Record<Revision, string> = { 0: /*i18n*/ 'Old revisions', 1: /*i18n*/ 'Current revision', 2: /*i18n*/ 'Draft' };

/** recState: a closed record is read-only until it is set active again. */
export const RecordStatus = { active: 1, closed: 2 } as const;
export type RecordStatus = (typeof RecordStatus)[keyof typeof RecordStatus];

export const PackageType = { package: 0, subpackage: 1 } as const;
export const PACKAGE_TYPE_NAMES: Record<number, string> = { 0: /*i18n*/ 'Package', 1: /*i18n*/ 'Subpackage' };

export const PackageKind = { app: 1, book: 2, oem: 3, driver: 4, hierarchy: 5, content: 6, doc: 7 } as const;
export const PACKAGE_KIND_NAMES: Record<number, string> = {
  1: /*i18n*/ 'App',
  2: /*i18n*/ 'Book',
  3: /*i18n*/ 'OEM',
  4: /*i18n*/ 'Driver',
  5: /*i18n*/ 'Hierarchy',
  6: /*i18n*/ 'Component',
  7: /*i18n*/ 'Document',
};

export const PackageCategory = { system: 1, book: 2, driver: 3, oem: 4 } as const;
export const PACKAGE_CATEGORY_NAMES: Record<number, string> = { 1: /*i18n*/ 'System', 2: /*i18n*/ 'Book', 3: /*i18n*/ 'Driver', 4: /*i18n*/ 'OEM' };

export const DistributionChannel = { developer: 0, beta: 230, releaseCandidate: 240, release: 250 } as const;
export const DISTRIBUTION_CHANNEL_NAMES: Record<number, string> = {
  0: /*i18n*/ 'Developer',
  230: /*i18n*/ 'Beta',
  240: /*i18n*/ 'Release Candidate',
  250: /*i18n*/ 'Release',
};

/** sstRes bit flags: results of the system suitability test evaluation. */
export const SstResult = { accepted: 1, rejected: 2, error: 4 } as const;
export const SST_RESULT_ALL = SstResult.accepted | SstResult.rejected | SstResult.error;

/** The entries of a name table in key order, for select lists. */
export function enumEntries(names: Record<number, string>): EnumEntry[] {
  return Object.entries(names)
    .map(([id, name]) => ({ id: Number(id), name }))
    .sort((a, b) => a.id - b.id);
}

export function isEnumValue(names: Record<number, string>, value: number): boolean {
  return Object.prototype.hasOwnProperty.call(names, value);
}
