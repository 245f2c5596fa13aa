import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from '../../../src/domain/content-disposition';

describe('filenameFromContentDisposition', () => {
  it('prefers the RFC 5987 UTF-8 filename*', () => {
    expect(filenameFromContentDisposition(`attachment; filename="plain.lic"; filename*=UTF-8''klju%C4%8D%20A.lic`, 'x')).toBe('ključ A.lic');
  });

  it('reads an ISO-8859-1 filename*', () => {
    expect(filenameFromContentDisposition(`attachment; filename*=iso-8859-1'en'caf%E9.txt`, 'x')).toBe('café.txt');
  });

  it('reads a quoted filename with escaped quotes', () => {
    expect(filenameFromContentDisposition('attachment; filename="a \\"b\\".xpkg"', 'x')).toBe('a "b".xpkg');
  });

  it('reads an unquoted filename', () => {
    expect(filenameFromContentDisposition('attachment; filename=hwkey.bin; size=10', 'x')).toBe('hwkey.bin');
  });

  it('strips directories so the server cannot choose a path', () => {
    expect(filenameFromContentDisposition('attachment; filename="../../etc/passwd"', 'x')).toBe('passwd');
    expect(filenameFromContentDisposition('attachment; filename="C:\\temp\\key.lic"', 'x')).toBe('key.lic');
  });

  it('falls back when there is no usable name', () => {
    expect(filenameFromContentDisposition(null, 'fallback.bin')).toBe('fallback.bin');
    expect(filenameFromContentDisposition('inline', 'fallback.bin')).toBe('fallback.bin');
    expect(filenameFromContentDisposition('attachment; filename=".."', 'fallback.bin')).toBe('fallback.bin');
    expect(filenameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A`, 'fallback.bin')).toBe('fallback.bin');
  });
});
