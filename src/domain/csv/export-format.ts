// The CSV export format of node-model §3 "Export format", read from the settings node
// 0.Settings.Export (its property ids below), with the defaults of §9 for whatever is missing.
import { EXPORT_ENCODINGS } from '../values/export-encoding';
import type { ExportEncoding } from '../values/export-encoding';
import { INVALID_ENCODING } from '../values/value-messages';

export type ExportFormat = {
  quoteChar: string;
  bom: boolean;
  lineDelimiter: string;
  /** Write Excel's `sep=<delimiter>` line first (docs/decisions.md "CSV separator line"). */
  separatorLine: boolean;
  columnDelimiter: string;
  encoding: ExportEncoding;
};

/** The settings node the export reads, and its property ids (server/nodes/node-types-local.ts). */
export const EXPORT_SETTINGS_GID = '0.Settings.Export';
export const ExportSettingId = {
  quoteChar: 'QuoteChar',
  bom: 'Bom',
  lineDelimiter: 'LineDelimiter',
  separatorLine: 'SeparatorLine',
  columnDelimiter: 'ColumnDelimiter',
  encoding: 'Encoding',
  fileNamePattern: 'FileNamePattern',
} as const;

/** node-model §9: tab, CRLF, double quote; a download is UTF-16LE with a BOM. */
export const DEFAULT_EXPORT_FORMAT: ExportFormat = {
  quoteChar: '"',
  bom: true,
  lineDelimiter: '\r\n',
  separatorLine: false,
  columnDelimiter: '\t',
  encoding: 'utf-16le',
};

export type ExportFormatResult = { ok: true; format: ExportFormat } | { ok: false; error: typeof INVALID_ENCODING };

/** Empty means the default (node-model §5); case is ignored; anything else is 'Invalid encoding!'. */
export function resolveExportEncoding(value: unknown): ExportEncoding | null {
  if (value === null || value === undefined) return DEFAULT_EXPORT_FORMAT.encoding;
  if (typeof value !== 'string') return null;
  const name = value.trim().toLowerCase();
  if (name === '') return DEFAULT_EXPORT_FORMAT.encoding;
  return (EXPORT_ENCODINGS as readonly string[]).includes(name) ? (name as ExportEncoding) : null;
}

/**
 * The format from the settings node's values by property id. An empty quote character, column or
 * line delimiter falls back to its default: without them a value holding a delimiter would shift
 * the columns (docs/decisions.md "CSV export format").
 */
export function exportFormatFrom(values: Readonly<Record<string, unknown>>): ExportFormatResult {
  const encoding = resolveExportEncoding(values[ExportSettingId.encoding]);
  if (encoding === null) return { ok: false, error: INVALID_ENCODING };
  return {
    ok: true,
    format: {
      quoteChar: textOr(values[ExportSettingId.quoteChar], DEFAULT_EXPORT_FORMAT.quoteChar),
      bom: typeof values[ExportSettingId.bom] === 'boolean' ? (values[ExportSettingId.bom] as boolean) : DEFAULT_EXPORT_FORMAT.bom,
      lineDelimiter: textOr(values[ExportSettingId.lineDelimiter], DEFAULT_EXPORT_FORMAT.lineDelimiter),
      separatorLine: values[ExportSettingId.separatorLine] === true,
      columnDelimiter: textOr(values[ExportSettingId.columnDelimiter], DEFAULT_EXPORT_FORMAT.columnDelimiter),
      encoding,
    },
  };
}

function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

/** The file-name pattern downloads are named with (file-name-pattern.ts), or null when none is set. */
export function fileNamePatternFrom(values: Readonly<Record<string, unknown>>): string | null {
  const pattern = values[ExportSettingId.fileNamePattern];
  return typeof pattern === 'string' && pattern.trim() !== '' ? pattern : null;
}
