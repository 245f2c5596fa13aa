// Builds package archives for the import tests, well-formed or hostile.
import { createHash } from 'node:crypto';
import { constants, deflateRawSync } from 'node:zlib';
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

/** Local entry of a hand-made zip: its bytes as stored (already compressed for method 8) and its real size. */
export type RawEntry = { method: number; data: Uint8Array; size: number };
/** Central-directory entry pointing at local entry `at`; `size` and `method` may lie about it. */
export type Listing = { name: string; at: number; size?: number; method?: number };

function bytesOf(length: number, write: (view: DataView) => void): Uint8Array {
  const out = new Uint8Array(length);
  write(new DataView(out.buffer));
  return out;
}

/** A zip written by hand so that its directory can lie: many listings may share one local entry. CRCs are left 0. */
export function handmadeZip(locals: RawEntry[], listings: Listing[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let offset = 0;
  locals.forEach((local, i) => {
    const name = strToU8(`local${i}`);
    const header = bytesOf(30 + name.length, (v) => {
      v.setUint32(0, 0x04034b50, true);
      v.setUint16(4, 20, true);
      v.setUint16(8, local.method, true);
      v.setUint32(18, local.data.length, true);
      v.setUint32(22, local.size, true);
      v.setUint16(26, name.length, true);
    });
    header.set(name, 30);
    offsets.push(offset);
    parts.push(header, local.data);
    offset += header.length + local.data.length;
  });
  const dirStart = offset;
  for (const listing of listings) {
    const local = locals[listing.at] as RawEntry;
    const name = strToU8(listing.name);
    const entry = bytesOf(46 + name.length, (v) => {
      v.setUint32(0, 0x02014b50, true);
      v.setUint16(4, 20, true);
      v.setUint16(6, 20, true);
      v.setUint16(8, 0x800, true);
      v.setUint16(10, listing.method ?? local.method, true);
      v.setUint32(20, local.data.length, true);
      v.setUint32(24, listing.size ?? local.size, true);
      v.setUint16(28, name.length, true);
      v.setUint32(42, offsets[listing.at] as number, true);
    });
    entry.set(name, 46);
    parts.push(entry);
    offset += entry.length;
  }
  parts.push(
    bytesOf(22, (v) => {
      v.setUint32(0, 0x06054b50, true);
      v.setUint16(8, listings.length, true);
      v.setUint16(10, listings.length, true);
      v.setUint32(12, offset - dirStart, true);
      v.setUint32(16, dirStart, true);
    }),
  );
  return Buffer.concat(parts);
}

/** A raw deflate stream of `mib` MiB of zeros, built from flushed 1 MiB blocks so it stays cheap to make (~1 KiB per MiB). */
export function deflatedZeros(mib: number): Uint8Array {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  // 0x03 0x00 is an empty final block, ending the stream.
  return Buffer.concat([...Array.from({ length: mib }, () => block), Buffer.from([0x03, 0x00])]);
}

/** A stored manifest.json entry for hand-made zips. */
export function storedJson(value: unknown): RawEntry {
  const data = strToU8(JSON.stringify(value));
  return { method: 0, data, size: data.length };
}
