import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvBytes, csvChunks } from '../../../../src/domain/csv/csv-writer';
import { DEFAULT_EXPORT_FORMAT } from '../../../../src/domain/csv/export-format';
import type { ExportFormat } from '../../../../src/domain/csv/export-format';

const utf8 = (format: Partial<ExportFormat> = {}) => ({ ...DEFAULT_EXPORT_FORMAT, encoding: 'utf-8' as const, bom: false, ...format });
const text = (rows: Record<string, unknown>[], format: Partial<ExportFormat> = {}) => new TextDecoder().decode(csvBytes(rows, utf8(format)));

describe('csvChunks', () => {
  it('writes tab-separated fields and CRLF-separated lines by default, header first, no line break after the last row', () => {
    expect(text([{ a: 1, b: 'x' }, { a: 2, b: 'y' }])).toBe('a\tb\r\n1\tx\r\n2\ty');
  });

  it('quotes a value holding the quote character and doubles the quote inside', () => {
    expect(text([{ a: 'say "hi"' }])).toBe('a\r\n"say ""hi"""');
  });

  it('quotes values holding the column delimiter, CR, LF or an outer space', () => {
    expect(text([{ a: 'x\ty', b: 'l1\nl2', c: 'r\rr', d: ' lead', e: 'trail ', f: 'in side' }])).toBe('a\tb\tc\td\te\tf\r\n"x\ty"\t"l1\nl2"\t"r\rr"\t" lead"\t"trail "\tin side');
  });

  it('uses the configured column delimiter, line delimiter and quote character', () => {
    const format = { columnDelimiter: ';', lineDelimiter: '\n', quoteChar: "'" };
    expect(text([{ a: 'x;y', b: "it's", c: 'a,b' }], format)).toBe("a;b;c\n'x;y';'it''s';a,b");
  });

  it('does not quote the default quote character when another quote is configured', () => {
    expect(text([{ a: 'say "hi"' }], { quoteChar: "'" })).toBe('a\r\nsay "hi"');
  });

  it('quotes header names like values', () => {
    expect(text([{ 'a\tb': 1 }])).toBe('"a\tb"\r\n1');
  });

  it('writes null and undefined empty, dates as ISO 8601, arrays joined with ;, booleans and numbers as text', () => {
    const row = { n: null, u: undefined, d: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), bad: new Date(NaN), arr: ['x', 1], t: true, f: false, num: -1.5, obj: { k: 1 } };
    expect(text([row])).toBe('n\tu\td\tbad\tarr\tt\tf\tnum\tobj\r\n\t\t2026-01-02T03:04:05.000Z\t\tx;1\ttrue\tfalse\t-1.5\t"{""k"":1}"');
  });

  it('quotes numbers, booleans and dates too when the delimiter can occur in them', () => {
    expect(text([{ a: 1.5, b: true, d: new Date(0) }], { columnDelimiter: '.' })).toBe('a.b.d\r\n"1.5".true."1970-01-01T00:00:00.000Z"');
    expect(text([{ a: 1, b: false }], { columnDelimiter: 'e' })).toBe('aeb\r\n1e"false"');
  });

  it('writes a separator line first when the flag is set, for files only', () => {
    const rows = [{ a: 1 }];
    expect(text(rows, { separatorLine: true })).toBe('sep=\t\r\na\r\n1');
    const clip = new TextDecoder().decode(csvBytes(rows, utf8({ separatorLine: true, bom: true }), 'clipboard'));
    expect(clip).toBe('a\r\n1');
  });

  it('writes only the header columns and leaves missing keys empty', () => {
    expect(text([{ a: 1, b: 2 }, { a: 3, c: 9 }])).toBe('a\tb\r\n1\t2\r\n3\t');
  });

  it('answers an empty file for no rows (BOM only when asked)', () => {
    expect(csvBytes([], utf8())).toEqual(new Uint8Array(0));
    expect([...csvBytes([], { ...DEFAULT_EXPORT_FORMAT })]).toEqual([0xff, 0xfe]);
  });

  it('splits a large export into chunks of rows whose bytes join into the same file, with progress', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({ i, s: `row "${i}"\tend` }));
    const chunks = [...csvChunks(rows, DEFAULT_EXPORT_FORMAT, 'file', 512)];
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.at(-1)?.rowsDone).toBe(1000);
    expect(chunks.every((c) => c.rowsTotal === 1000)).toBe(true);
    const done = chunks.map((c) => c.rowsDone);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    const joined = new Uint8Array(chunks.reduce((n, c) => n + c.bytes.length, 0));
    let at = 0;
    for (const c of chunks) {
      joined.set(c.bytes, at);
      at += c.bytes.length;
    }
    expect(joined).toEqual(csvBytes(rows, DEFAULT_EXPORT_FORMAT));
  });

  it('writes the same text as papaparse.unparse with the same settings', () => {
    const rows = [
      { s: 'plain', q: 'a "quoted" word', c: 'comma, here', n: 'line\r\nbreak', num: 3.25, b: true, d: new Date(Date.UTC(2020, 1, 29)), e: null },
      { s: ' lead', q: 'trail ', c: 'tab\there', n: '', num: -0, b: false, d: new Date(0), e: undefined },
    ];
    const papa = Papa.unparse(rows, { delimiter: '\t', newline: '\r\n', quoteChar: '"' });
    expect(text(rows)).toBe(papa);
  });
});
