// Right names of console.md §6 and node-model.md §6, and the node/record access bit flags of node-model.md §3.

export const Right = {
  admin: 'admin',
  accessSettings: 'access.settings',
  debugAdmin: 'debug.admin',
  authenticated: 'authenticated',
  exportData: 'records.export',
  createShareLink: 'records.share',
  maintenance: 'maintenance',
  lockRecords: 'records.lock',
  viewDeleted: 'records.viewDeleted',
  accessCustomers: 'access.customers',
  accessLicenses: 'access.licenses',
  accessPackages: 'access.packages',
  accessFeatures: 'access.features',
  platformMRNA: 'platform_mRNA',
  platformPDNA: 'platform_pDNA',
  platformAAV: 'platform_AAV',
  platformLNP: 'platform_LNP',
} as const;
export type RightName = (typeof Right)[keyof typeof Right];
export const ALL_RIGHTS: readonly RightName[] = Object.values(Right);

/** Node access bits (node-model.md §3). */
export const AccessFlag = {
  none: 0,
  browse: 1,
  create: 2,
  delete: 4,
  rename: 8,
  read: 16,
  write: 32,
  assignRights: 64,
  move: 128,
} as const;
export const ACCESS_READ_WRITE = AccessFlag.browse | AccessFlag.read | AccessFlag.write;
export const ACCESS_FULL = ACCESS_READ_WRITE | AccessFlag.delete | AccessFlag.create;

/** Record access bits (recAccess). */
export const RecordAccess = { read: 2, update: 4, delete: 8, assign: 16, updateMeta: 32 } as const;

/** Entity filter flags, also used for createEntity / assignRights in the auth data. */
export const EntityFlag = { none: 0, customers: 1, licenses: 2, packages: 4, features: 8 } as const;

export const VisibilityLevel = { standard: 1, advanced: 2, internal: 3, debug: 4 } as const;
export type VisibilityLevel = (typeof VisibilityLevel)[keyof typeof VisibilityLevel];

export function hasFlag(value: number, flag: number): boolean {
  return (value & flag) === flag;
}
