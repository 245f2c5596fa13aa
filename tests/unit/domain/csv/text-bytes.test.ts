import { describe, expect, it } from 'vitest';
import { csvBytes } from '../../../../src/domain/csv/csv-writer';
import { DEFAULT_EXPORT_FORMAT } from '../../../../src/domain/csv/export-format';
import { bomBytes, encodeText } from '../../../../src/domain/csv/text-bytes';

describe('encodeText', () => {
  it('writes UTF-8 with multi-byte characters', () => {
    expect([...encodeText('aé€😀', 'utf-8')]).toEqual([0x61, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80]);
  });

  it('writes UTF-16LE low byte first, surrogate pairs as two units', () => {
    expect([...encodeText('a€😀', 'utf-16le')]).toEqual([0x61, 0x00, 0xac, 0x20, 0x3d, 0xd8, 0x00, 0xde]);
  });

  it('writes UTF-16BE high byte first', () => {
    expect([...encodeText('a€😀', 'utf-16be')]).toEqual([0x00, 0x61, 0x20, 0xac, 0xd8, 0x3d, 0xde, 0x00]);
  });

  it("writes ISO-8859-1 one byte per character and '?' for one outside it, a surrogate pair being one", () => {
    expect([...encodeText('aé\u00ff€😀b', 'iso-8859-1')]).toEqual([0x61, 0xe9, 0xff, 0x3f, 0x3f, 0x62]);
  });
});

describe('bomBytes', () => {
  it('is EF BB BF for UTF-8, FF FE for UTF-16LE, FE FF for UTF-16BE and nothing for ISO-8859-1', () => {
    expect([...bomBytes('utf-8')]).toEqual([0xef, 0xbb, 0xbf]);
    expect([...bomBytes('utf-16le')]).toEqual([0xff, 0xfe]);
    expect([...bomBytes('utf-16be')]).toEqual([0xfe, 0xff]);
    expect([...bomBytes('iso-8859-1')]).toEqual([]);
  });
});

describe('csvBytes per encoding', () => {
  const rows = [{ name: 'Müller', v: 1 }];
  const expectBytes = (encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'iso-8859-1', bom: boolean, bytes: number[]) =>
    expect([...csvBytes(rows, { ...DEFAULT_EXPORT_FORMAT, encoding, bom })]).toEqual(bytes);

  it('starts a default download with FF FE and writes UTF-16LE', () => {
    const bytes = csvBytes(rows, DEFAULT_EXPORT_FORMAT);
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    expect(new TextDecoder('utf-16le').decode(bytes.subarray(2))).toBe('name\tv\r\nMüller\t1');
  });

  it('writes each encoding with its BOM when the flag is set, without when it is not', () => {
    expectBytes('utf-8', true, [0xef, 0xbb, 0xbf, ...new TextEncoder().encode('name\tv\r\nMüller\t1')]);
    expectBytes('utf-8', false, [...new TextEncoder().encode('name\tv\r\nMüller\t1')]);
    const be = [...'name\tv\r\nMüller\t1'].flatMap((c) => [c.charCodeAt(0) >> 8, c.charCodeAt(0) & 0xff]);
    expectBytes('utf-16be', true, [0xfe, 0xff, ...be]);
    expectBytes('utf-16le', false, [...'name\tv\r\nMüller\t1'].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]));
    expectBytes('iso-8859-1', true, [...'name\tv\r\nMüller\t1'].map((c) => c.charCodeAt(0)));
  });

  it('puts the clipboard text in UTF-8 without a BOM whatever the file encoding', () => {
    expect([...csvBytes(rows, DEFAULT_EXPORT_FORMAT, 'clipboard')]).toEqual([...new TextEncoder().encode('name\tv\r\nMüller\t1')]);
  });
});
