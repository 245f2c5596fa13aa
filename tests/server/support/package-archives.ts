// Builds package archives for the import tests, well-formed or hostile.
import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import type { Zippable } from 'fflate';

export type TestFile = { path: string; text: string };

export function fileRef(file: TestFile) {
  const data = strToU8(file.text);
  return { path: file.path, size: data.length, sha256: createHash('sha256').update(data).digest('hex') };
}

export function packageMeta(name: string, files: TestFile[], extra: Record<string, unknown> = {}) {
  return { name, description: 'Test package', version: '2.1.0', kind: 4, category: 3, type: 0, distrChannel: 240, pkgCategory: 'HPLC', pkgType: 'Driver', culture: 'en-US', analyst: 'QA', recTags: [{ name: 'line', value: 'A', color: '#112233' }], sstRes: 1, rptStatus: 2, files: files.map(fileRef), ...extra };
}

export function xpkg(packages: { meta: unknown; files: TestFile[] }[], extraEntries: Zippable = {}): Uint8Array {
  const entries: Zippable = { 'manifest.json': strToU8(JSON.stringify({ format: 'xpkg', formatVersion: 1, packages: packages.map((p) => p.meta) })) };
  packages.forEach((p, i) => {
    for (const f of p.files) entries[`packages/${i}/${f.path}`] = strToU8(f.text);
  });
  return zipSync({ ...entries, ...extraEntries });
}

export function pkg(meta: unknown, files: TestFile[]): Uint8Array {
  const entries: Zippable = { 'manifest.json': strToU8(JSON.stringify(meta)) };
  for (const f of files) entries[`content/${f.path}`] = strToU8(f.text);
  return zipSync(entries);
}
