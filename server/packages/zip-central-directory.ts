// Reads a zip's central directory and checks it against the bytes actually uploaded, before anything is
// inflated: only stored or deflated entries, stored sizes that agree, entry data inside the file and never
// shared between entries. Zip64, encryption and multi-disk archives are refused as malformed.

export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflate. */
  method: number;
  compressedSize: number;
  /** The unpacked size the entry claims; unpacking is capped at it. */
  size: number;
  /** Where the entry's (compressed) data starts in the file. */
  dataStart: number;
};

/** The file is not a zip at all (no end-of-central-directory record). */
export class NotAZipError extends Error {}
/** The file is a zip, but its directory is inconsistent, unsupported or points at shared or missing data. */
export class MalformedZipError extends Error {}

const EOCD_SIG = 0x06054b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const MAX_COMMENT = 0xffff;
const FLAG_ENCRYPTED = 0x1;
const FLAG_UTF8 = 0x800;
export const METHOD_STORED = 0;
export const METHOD_DEFLATE = 8;

function malformed(detail: string): MalformedZipError {
  return new MalformedZipError(detail);
}

function findEndRecord(view: DataView): number {
  const last = view.byteLength - EOCD_SIZE;
  for (let at = last; at >= 0 && last - at <= MAX_COMMENT; at -= 1) {
    if (view.getUint32(at, true) === EOCD_SIG) return at;
  }
  throw new NotAZipError('no end of central directory');
}

/** Number of entries the central directory announces; read first so an oversize archive is refused cheaply. */
export function zipEntryCount(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return view.getUint16(findEndRecord(view) + 10, true);
}

/** The entries of the central directory, each checked against the file; throws MalformedZipError otherwise. */
export function readCentralDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndRecord(view);
  const count = view.getUint16(end + 10, true);
  const dirSize = view.getUint32(end + 12, true);
  const dirStart = view.getUint32(end + 16, true);
  if (view.getUint16(end + 4, true) !== 0 || view.getUint16(end + 6, true) !== 0 || view.getUint16(end + 8, true) !== count) throw malformed('multi-disk archive');
  if (dirStart + dirSize > end) throw malformed('central directory outside the file');

  const entries: ZipEntry[] = [];
  const ranges: [number, number][] = [];
  let at = dirStart;
  for (let i = 0; i < count; i += 1) {
    if (at + CENTRAL_SIZE > dirStart + dirSize || view.getUint32(at, true) !== CENTRAL_SIG) throw malformed('bad central directory entry');
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const next = at + CENTRAL_SIZE + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const localStart = view.getUint32(at + 42, true);
    if (next > dirStart + dirSize) throw malformed('central directory entry runs past its end');
    if (flags & FLAG_ENCRYPTED) throw malformed('encrypted entry');
    if (method !== METHOD_STORED && method !== METHOD_DEFLATE) throw malformed(`compression method ${method}`);
    if (method === METHOD_STORED && compressedSize !== size) throw malformed('stored entry with two sizes');
    // 0xffffffff marks zip64 fields, which a package never needs (uploads are far below 4 GiB).
    if (compressedSize === 0xffffffff || size === 0xffffffff || localStart === 0xffffffff) throw malformed('zip64 entry');

    if (localStart + LOCAL_SIZE > dirStart || view.getUint32(localStart, true) !== LOCAL_SIG) throw malformed('entry without a local header');
    const dataStart = localStart + LOCAL_SIZE + view.getUint16(localStart + 26, true) + view.getUint16(localStart + 28, true);
    if (dataStart + compressedSize > dirStart) throw malformed('entry data outside the file');
    ranges.push([localStart, dataStart + compressedSize]);

    const nameBytes = bytes.subarray(at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength);
    const name = Buffer.from(nameBytes).toString(flags & FLAG_UTF8 ? 'utf8' : 'latin1');
    entries.push({ name, method, compressedSize, size, dataStart });
    at = next;
  }

  // Entries may not share bytes: that is how a small file lists the same large entry many times.
  ranges.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < ranges.length; i += 1) {
    if ((ranges[i] as [number, number])[0] < (ranges[i - 1] as [number, number])[1]) throw malformed('entries overlap');
  }
  if (entries.reduce((sum, e) => sum + e.compressedSize, 0) > bytes.length) throw malformed('entries larger than the file');
  return entries;
}
