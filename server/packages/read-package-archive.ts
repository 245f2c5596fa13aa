// Reads an uploaded .xpkg or .pkg. Everything is checked before anything is stored: the zip directory
// against the file (zip-central-directory.ts), entry count, declared sizes and compression ratio before
// anything is unpacked, each entry unpacked to no more than its declared size, then entry names, the
// manifest and each file's hash.
import { createHash } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { strFromU8 } from 'fflate';
import type { z } from 'zod';
import { httpError } from '../services/http-error';
import type { HttpError } from '../services/http-error';
import { MSG_ILL_FORMED, illFormedPath } from '../services/well-formed-text';
import { MAX_ENTRIES, MAX_MANIFEST_BYTES, MAX_RATIO, MAX_TOTAL_UNCOMPRESSED, RATIO_CHECK_FROM } from './archive-limits';
import { isSafeArchivePath } from './archive-paths';
import { MANIFEST_NAME, manifestPackage, pkgContentPath, xpkgContentPath, xpkgManifest } from './package-manifest';
import type { ManifestPackage } from './package-manifest';
import { MalformedZipError, METHOD_STORED, NotAZipError, readCentralDirectory, zipEntryCount } from './zip-central-directory';
import type { ZipEntry } from './zip-central-directory';

export type ArchiveKind = 'xpkg' | 'pkg';
export type ArchiveFile = { path: string; data: Uint8Array; sha256: string };
export type ArchivePackage = { meta: ManifestPackage; files: ArchiveFile[] };

export const MSG_NOT_A_ZIP = /*i18n*/ 'The file is not a valid package archive.';
export const MSG_TOO_BIG = /*i18n*/ 'The package archive is too large when unpacked (more than 64 MiB).';
export const MSG_TOO_MANY = /*i18n*/ 'The package archive has too many entries (more than 1000).';
export const MSG_RATIO = /*i18n*/ 'The package archive is compressed suspiciously well (possible zip bomb).';
export const MSG_MALFORMED = /*i18n*/ 'The package archive is malformed (unsupported compression, or entries that overlap or do not match their declared sizes).';
export const MSG_BAD_PATH = 'The package archive contains an unsafe file name';
export const MSG_BAD_MANIFEST = 'The package manifest (manifest.json) is missing or invalid';

function refuse(msg: string): HttpError {
  return httpError(400, msg, { field: 'file' });
}

/** Unpacks one entry, never producing more than the size it claims; null when it does not match the claim. */
function inflateEntry(buffer: Uint8Array, entry: ZipEntry): Uint8Array | null {
  const raw = buffer.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method === METHOD_STORED) return raw.slice();
  try {
    // maxOutputLength stops inflating as soon as the output passes the claim (it must be at least 1).
    const out = inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.size) });
    return out.length === entry.size ? out : null;
  } catch {
    return null;
  }
}

type Unzipped = Record<string, Uint8Array>;

function unpack(buffer: Uint8Array): Unzipped {
  let entries: ZipEntry[];
  try {
    if (zipEntryCount(buffer) > MAX_ENTRIES) throw refuse(MSG_TOO_MANY);
    entries = readCentralDirectory(buffer);
  } catch (error) {
    if (error instanceof MalformedZipError) throw refuse(MSG_MALFORMED);
    if (error instanceof NotAZipError || error instanceof RangeError) throw refuse(MSG_NOT_A_ZIP);
    throw error;
  }
  // Every limit is checked on the whole directory before a single entry is unpacked.
  let total = 0;
  const names = new Set<string>();
  for (const entry of entries) {
    total += entry.size;
    if (total > MAX_TOTAL_UNCOMPRESSED) throw refuse(MSG_TOO_BIG);
    if (entry.size > RATIO_CHECK_FROM && entry.size > entry.compressedSize * MAX_RATIO) throw refuse(MSG_RATIO);
    if (!isSafeArchivePath(entry.name.endsWith('/') ? entry.name.slice(0, -1) : entry.name)) throw refuse(`${MSG_BAD_PATH}: ${JSON.stringify(entry.name.slice(0, 100))}.`);
    if (names.has(entry.name)) throw refuse(MSG_MALFORMED);
    names.add(entry.name);
  }
  const files: Unzipped = {};
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const data = inflateEntry(buffer, entry);
    if (!data) throw refuse(MSG_MALFORMED);
    files[entry.name] = data;
  }
  return files;
}

function parseJson(data: Uint8Array | undefined): unknown {
  if (!data || data.length > MAX_MANIFEST_BYTES) throw refuse(`${MSG_BAD_MANIFEST}.`);
  let json: unknown;
  try {
    json = JSON.parse(strFromU8(data));
  } catch {
    throw refuse(`${MSG_BAD_MANIFEST}: not JSON.`);
  }
  // A \ud800 escape would become a record field that reads back altered (well-formed-text.ts).
  const illFormed = illFormedPath(json);
  if (illFormed) throw refuse(`${MSG_BAD_MANIFEST}: ${illFormed.join('.') || 'root'} ${MSG_ILL_FORMED}.`);
  return json;
}

/** Names the first problem of a manifest that does not parse. */
function manifestRefusal(error: z.ZodError): HttpError {
  const issue = error.issues[0];
  return refuse(`${MSG_BAD_MANIFEST}: ${issue?.path.join('.') || 'root'} ${issue?.message ?? ''}.`);
}

function sha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function collect(files: Unzipped, meta: ManifestPackage, locate: (path: string) => string, used: Set<string>): ArchivePackage {
  const seen = new Set<string>();
  const out: ArchiveFile[] = [];
  for (const ref of meta.files) {
    if (!isSafeArchivePath(ref.path)) throw refuse(`${MSG_BAD_PATH}: ${JSON.stringify(ref.path.slice(0, 100))}.`);
    if (seen.has(ref.path)) throw refuse(`${MSG_BAD_MANIFEST}: ${ref.path} is listed twice.`);
    seen.add(ref.path);
    const entry = locate(ref.path);
    const data = files[entry];
    if (!data) throw refuse(`${MSG_BAD_MANIFEST}: ${ref.path} is missing from the archive.`);
    const hash = sha256(data);
    // A mismatch also catches entries whose header lied about their size (inflated output is capped at it).
    if (data.length !== ref.size || hash !== ref.sha256) throw refuse(`${MSG_BAD_MANIFEST}: ${ref.path} does not match its size or hash.`);
    used.add(entry);
    out.push({ path: ref.path, data, sha256: hash });
  }
  return { meta, files: out };
}

export function readPackageArchive(buffer: Uint8Array, kind: ArchiveKind): ArchivePackage[] {
  const files = unpack(buffer);
  const manifest = parseJson(files[MANIFEST_NAME]);
  const used = new Set<string>([MANIFEST_NAME]);
  let packages: ArchivePackage[];
  if (kind === 'xpkg') {
    const parsed = xpkgManifest.safeParse(manifest);
    if (!parsed.success) throw manifestRefusal(parsed.error);
    packages = parsed.data.packages.map((meta, index) => collect(files, meta, (p) => xpkgContentPath(index, p), used));
  } else {
    const parsed = manifestPackage.safeParse(manifest);
    if (!parsed.success) throw manifestRefusal(parsed.error);
    packages = [collect(files, parsed.data, pkgContentPath, used)];
  }
  const stray = Object.keys(files).find((name) => !used.has(name));
  if (stray) throw refuse(`${MSG_BAD_MANIFEST}: ${JSON.stringify(stray.slice(0, 100))} is not listed in it.`);
  return packages;
}
