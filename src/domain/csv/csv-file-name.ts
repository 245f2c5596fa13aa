// The download's file name (node-model §9): the node's name, or 'export', with .csv — or, when the export
// settings hold a file-name pattern, the name that pattern makes (docs/decisions.md "CSV download name").
import { expandPatternKeys } from '../nodes/file-name-pattern';
import type { FileNameKey } from '../nodes/file-name-pattern';

export const DEFAULT_EXPORT_NAME = 'export';

/** Longest name before '.csv' in UTF-8 bytes: file systems take 255 bytes per name. */
const MAX_NAME_BYTES = 200;

function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** The longest start of `text` that fits in `bytes` as UTF-8, never cutting a character in two. */
function cutToBytes(text: string, bytes: number): string {
  let used = 0;
  let end = 0;
  for (const char of text) {
    used += utf8Length(char);
    if (used > bytes) break;
    end += char.length;
  }
  return text.slice(0, end);
}

/**
 * Characters no file system takes are replaced, so the name survives the save dialog unchanged elsewhere;
 * trailing dots and spaces go (Windows drops them), and a long name is cut. Empty when nothing is left.
 */
function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters have no place in a file name
  const replaced = name.replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '_').trim();
  return cutToBytes(replaced, MAX_NAME_BYTES).replace(/[. ]+$/, '');
}

export function csvFileName(name: string | null | undefined): string {
  return `${cleanFileName(name ?? '') || DEFAULT_EXPORT_NAME}.csv`;
}

/**
 * The name of a table's download: its file-name pattern with the keys filled in (the same expansion the
 * pattern editor's example shows), else — no pattern, or nothing left of what it makes — the table's
 * name; a pattern that ends in .csv gets no second one.
 */
export function csvExportFileName(pattern: string | null, keys: readonly FileNameKey[], tableName: string): string {
  const made = pattern === null ? '' : cleanFileName(expandPatternKeys(pattern, keys).replace(/\.csv$/i, ''));
  return made === '' ? csvFileName(tableName) : `${made}.csv`;
}
