import { describe, expect, it } from 'vitest';
import { csvColumns } from '../../../../src/domain/csv/csv-header';
import { csvExportFileName, csvFileName } from '../../../../src/domain/csv/csv-file-name';
import { fileNamePatternKeys } from '../../../../src/domain/nodes/file-name-pattern';
import { DEFAULT_EXPORT_FORMAT, exportFormatFrom } from '../../../../src/domain/csv/export-format';

describe('exportFormatFrom', () => {
  it('defaults to tab, CRLF, double quote, UTF-16LE with a BOM and no separator line', () => {
    expect(exportFormatFrom({})).toEqual({ ok: true, format: { quoteChar: '"', bom: true, lineDelimiter: '\r\n', separatorLine: false, columnDelimiter: '\t', encoding: 'utf-16le' } });
  });

  it('reads every setting of the Export node', () => {
    const values = { QuoteChar: "'", Bom: false, LineDelimiter: '\n', SeparatorLine: true, ColumnDelimiter: ';', Encoding: 'UTF-8' };
    expect(exportFormatFrom(values)).toEqual({ ok: true, format: { quoteChar: "'", bom: false, lineDelimiter: '\n', separatorLine: true, columnDelimiter: ';', encoding: 'utf-8' } });
  });

  it('takes an empty encoding as the default and accepts the four encodings', () => {
    expect(exportFormatFrom({ Encoding: '' })).toEqual({ ok: true, format: DEFAULT_EXPORT_FORMAT });
    for (const encoding of ['iso-8859-1', 'utf-8', 'utf-16le', 'utf-16be']) expect(exportFormatFrom({ Encoding: encoding })).toMatchObject({ ok: true, format: { encoding } });
  });

  it("refuses any other encoding with 'Invalid encoding!'", () => {
    expect(exportFormatFrom({ Encoding: 'windows-1252' })).toEqual({ ok: false, error: 'Invalid encoding!' });
    expect(exportFormatFrom({ Encoding: 7 })).toEqual({ ok: false, error: 'Invalid encoding!' });
  });

  it('falls back to the default for an empty quote character or delimiter', () => {
    expect(exportFormatFrom({ QuoteChar: '', ColumnDelimiter: '', LineDelimiter: '' })).toEqual({ ok: true, format: DEFAULT_EXPORT_FORMAT });
  });
});

describe('csvColumns', () => {
  it('takes the keys of the row with the most keys among the first 5', () => {
    expect(csvColumns([{ a: 1 }, { a: 1, b: 2 }, { b: 1, c: 2, d: 3 }, {}, { a: 1 }])).toEqual(['b', 'c', 'd']);
  });

  it('ignores rows after the fifth', () => {
    expect(csvColumns([{ a: 1 }, { a: 1 }, { a: 1 }, { a: 1 }, { a: 1 }, { a: 1, b: 2 }])).toEqual(['a']);
  });

  it('keeps the first of equally wide rows', () => {
    expect(csvColumns([{ a: 1, b: 2 }, { c: 1, d: 2 }])).toEqual(['a', 'b']);
    expect(csvColumns([])).toEqual([]);
  });
});

describe('csvFileName', () => {
  it("names the file after the node, or 'export', with .csv", () => {
    expect(csvFileName('Customers')).toBe('Customers.csv');
    expect(csvFileName('')).toBe('export.csv');
    expect(csvFileName(null)).toBe('export.csv');
  });

  it('replaces characters a file system refuses', () => {
    expect(csvFileName('a/b:c')).toBe('a_b_c.csv');
  });

  it('drops trailing dots and spaces, and cuts a long name to 200 UTF-8 bytes without splitting a character', () => {
    expect(csvFileName('Run 1. ')).toBe('Run 1.csv');
    expect(csvFileName('...')).toBe('export.csv');
    expect(csvFileName('a'.repeat(300))).toBe(`${'a'.repeat(200)}.csv`);
    expect(csvFileName('€'.repeat(100))).toBe(`${'€'.repeat(66)}.csv`);
  });
});

describe('csvExportFileName', () => {
  const keys = fileNamePatternKeys({ nodeName: 'Vials', nodeId: 'Vials', userName: 'ada', now: new Date(Date.UTC(2026, 10, 26, 9, 5, 7)) });

  it('names the download with the pattern, its keys filled in', () => {
    expect(csvExportFileName('{NodeName}_{Date}', keys, 'Vials')).toBe('Vials_2026-11-26.csv');
    expect(csvExportFileName('{UserName} {Date} {Time}', keys, 'Vials')).toBe('ada 2026-11-26 09-05-07.csv');
  });

  it('adds no second .csv, and makes a file name of what the pattern makes', () => {
    expect(csvExportFileName('{NodeName}.CSV', keys, 'Vials')).toBe('Vials.csv');
    expect(csvExportFileName('{NodeName}/{Date}: "x"', keys, 'Vials')).toBe('Vials_2026-11-26_ _x_.csv');
  });

  it("falls back to the table's name, or 'export', without a pattern or when the pattern makes nothing", () => {
    expect(csvExportFileName(null, keys, 'Customers')).toBe('Customers.csv');
    expect(csvExportFileName('  ', keys, 'Customers')).toBe('Customers.csv');
    expect(csvExportFileName(null, keys, '')).toBe('export.csv');
    expect(csvExportFileName('.csv', keys, 'Customers')).toBe('Customers.csv');
  });
});
