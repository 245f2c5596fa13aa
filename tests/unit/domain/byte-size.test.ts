import { describe, expect, it } from 'vitest';
import { formatByteSize } from '../../../src/domain/byte-size';

describe('formatByteSize', () => {
  it('shows bytes whole and larger sizes in powers of 1024 with one decimal', () => {
    expect(formatByteSize(0)).toBe('0 B');
    expect(formatByteSize(1023)).toBe('1023 B');
    expect(formatByteSize(1536)).toBe('1.5 KB');
    expect(formatByteSize(12.3 * 1024 * 1024)).toBe('12.3 MB');
    expect(formatByteSize(2 * 1024 ** 3)).toBe('2.0 GB');
  });
});
