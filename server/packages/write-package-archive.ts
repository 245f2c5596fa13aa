// Builds an .xpkg: manifest.json plus each package's content files under packages/<n>/.
import { strToU8, zipSync } from 'fflate';
import type { Zippable } from 'fflate';
import { MANIFEST_NAME, XPKG_FORMAT, XPKG_FORMAT_VERSION, xpkgContentPath } from './package-manifest';
import type { ManifestPackage } from './package-manifest';

export type ExportPackage = { meta: ManifestPackage; files: { path: string; data: Uint8Array }[] };

export function writePackageArchive(packages: ExportPackage[]): Uint8Array {
  const entries: Zippable = {};
  const manifest = { format: XPKG_FORMAT, formatVersion: XPKG_FORMAT_VERSION, exportedAt: new Date().toISOString(), packages: packages.map((p) => p.meta) };
  entries[MANIFEST_NAME] = strToU8(JSON.stringify(manifest, null, 2));
  packages.forEach((pkg, index) => {
    for (const file of pkg.files) entries[xpkgContentPath(index, file.path)] = file.data;
  });
  return zipSync(entries, { level: 6 });
}
