// manifest.json of package files. An .xpkg holds several packages (format 'xpkg', content under
// packages/<n>/); a .pkg is the single-package form of older tools: the manifest is the package itself
// and content lies under content/.
import { z } from 'zod';
import { packageFileRef } from '../records/record-content';

export const XPKG_FORMAT = 'xpkg';
export const XPKG_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';

/** Package fields as exported; validated again by the package content schema on import. */
export const manifestPackage = z.looseObject({
  guid: z.string().max(100).optional(),
  name: z.string(),
  files: z.array(packageFileRef).max(1000),
});
export type ManifestPackage = z.infer<typeof manifestPackage>;

export const xpkgManifest = z.object({
  format: z.literal(XPKG_FORMAT),
  formatVersion: z.literal(XPKG_FORMAT_VERSION),
  exportedAt: z.string().optional(),
  packages: z.array(manifestPackage).min(1).max(100),
});

export function xpkgContentPath(index: number, filePath: string): string {
  return `packages/${index}/${filePath}`;
}

export function pkgContentPath(filePath: string): string {
  return `content/${filePath}`;
}
