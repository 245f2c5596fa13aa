// The CSV writer shared by the export worker, the clipboard and the server's ExportTable: rows in,
// encoded byte chunks out. Each chunk is encoded as soon as its text is built, so a large export
// never holds its whole text next to its bytes.
import { csvField, cellQuoting, quotedField } from './csv-cell';
import { csvColumns } from './csv-header';
import type { CsvRow } from './csv-header';
import type { ExportFormat } from './export-format';
import { isoDateText } from './iso-date-text';
import { bomBytes, encodeText } from './text-bytes';

/** Where the bytes go: a file gets the BOM and separator line of the format; the clipboard is plain UTF-8 text. */
export type CsvTarget = 'file' | 'clipboard';

export type CsvChunk = { bytes: Uint8Array; rowsDone: number; rowsTotal: number };

/** About this many UTF-16 code units of text per chunk: large enough to encode fast, small enough to report progress. */
export const CSV_CHUNK_CHARS = 1 << 18;

/**
 * Lines are separated by the line delimiter, with none after the last (RFC 4180 allows either; it is
 * what papaparse writes). The header line comes from csvColumns; a row's missing keys are empty fields.
 */
export function* csvChunks(rows: readonly CsvRow[], format: ExportFormat, target: CsvTarget = 'file', chunkChars: number = CSV_CHUNK_CHARS): Generator<CsvChunk> {
  const encoding = target === 'file' ? format.encoding : 'utf-8';
  const columns = csvColumns(rows);
  const quoting = cellQuoting(format.quoteChar, format.columnDelimiter, format.lineDelimiter);
  const { columnDelimiter: delimiter, lineDelimiter: newline } = format;
  const rowsTotal = rows.length;
  let text = target === 'file' && format.separatorLine ? `sep=${delimiter}${newline}` : '';
  text += columns.map((c) => csvField(c, quoting)).join(delimiter);
  const start = target === 'file' && format.bom ? bomBytes(encoding) : new Uint8Array(0);
  if (start.length > 0) yield { bytes: start, rowsDone: 0, rowsTotal };
  const last = columns.length - 1;
  for (let r = 0; r < rowsTotal; r++) {
    const row = rows[r] as CsvRow;
    text += newline;
    for (let c = 0; c <= last; c++) {
      const value = row[columns[c] as string];
      // The common kinds inline (this loop is the export's hot path); the rest through csvField.
      if (typeof value === 'string') text += quoting.needsQuotes(value) ? quotedField(value, quoting) : value;
      else if (quoting.scalarsPlain && (typeof value === 'number' || typeof value === 'boolean')) text += String(value);
      else if (quoting.scalarsPlain && value instanceof Date) text += isoDateText(value);
      else text += csvField(value, quoting);
      if (c < last) text += delimiter;
    }
    if (text.length >= chunkChars) {
      yield { bytes: encodeText(text, encoding), rowsDone: r + 1, rowsTotal };
      text = '';
    }
  }
  if (text.length > 0 || rowsTotal === 0) yield { bytes: encodeText(text, encoding), rowsDone: rowsTotal, rowsTotal };
}

/** The whole export in one buffer: for the server's bounded tables and for tests. */
export function csvBytes(rows: readonly CsvRow[], format: ExportFormat, target: CsvTarget = 'file'): Uint8Array {
  const parts = [...csvChunks(rows, format, target)].map((c) => c.bytes);
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
