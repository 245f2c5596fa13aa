// The encodings the CSV export offers (node-model §5). Empty means the default (utf-16le with BOM, §9).

import { INVALID_ENCODING } from './value-messages';

export const EXPORT_ENCODINGS = ['iso-8859-1', 'utf-8', 'utf-16le', 'utf-16be'] as const;
export type ExportEncoding = (typeof EXPORT_ENCODINGS)[number];

/** Case is ignored: 'UTF-8' is how most people write it. */
export function exportEncodingRule(encoding: string | null | undefined): true | string {
  const value = (encoding ?? '').trim().toLowerCase();
  return value === '' || (EXPORT_ENCODINGS as readonly string[]).includes(value) || INVALID_ENCODING;
}
