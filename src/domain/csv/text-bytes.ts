// Text to bytes in each export encoding (node-model §5). TextEncoder knows only UTF-8, so the others
// are written here, one chunk at a time, never the whole export at once.
import type { ExportEncoding } from '../values/export-encoding';

/** What a character outside ISO-8859-1 becomes there (docs/decisions.md "CSV export format"). */
export const LATIN1_REPLACEMENT = 0x3f; // '?'

const utf8 = new TextEncoder();

/** The byte order mark of an encoding; ISO-8859-1 has none. */
export function bomBytes(encoding: ExportEncoding): Uint8Array {
  switch (encoding) {
    case 'utf-8':
      return Uint8Array.of(0xef, 0xbb, 0xbf);
    case 'utf-16le':
      return Uint8Array.of(0xff, 0xfe);
    case 'utf-16be':
      return Uint8Array.of(0xfe, 0xff);
    case 'iso-8859-1':
      return new Uint8Array(0);
  }
}

export function encodeText(text: string, encoding: ExportEncoding): Uint8Array {
  switch (encoding) {
    case 'utf-8':
      return utf8.encode(text);
    case 'utf-16le':
      return utf16(text, 0, 1);
    case 'utf-16be':
      return utf16(text, 1, 0);
    case 'iso-8859-1':
      return latin1(text);
  }
}

/** UTF-16 code units as they are (lone surrogates too), low byte at `low`, high byte at `high`. */
function utf16(text: string, low: 0 | 1, high: 0 | 1): Uint8Array {
  const bytes = new Uint8Array(text.length * 2);
  for (let i = 0, j = 0; i < text.length; i++, j += 2) {
    const unit = text.charCodeAt(i);
    bytes[j + low] = unit & 0xff;
    bytes[j + high] = unit >>> 8;
  }
  return bytes;
}

/** One replacement byte per character outside the range, a surrogate pair being one character. */
function latin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  let j = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit <= 0xff) {
      bytes[j++] = unit;
      continue;
    }
    bytes[j++] = LATIN1_REPLACEMENT;
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) i++;
  }
  return j === bytes.length ? bytes : bytes.subarray(0, j);
}
