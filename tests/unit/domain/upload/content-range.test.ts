import { describe, expect, it } from 'vitest';
import { chunkIndexOf, heldRanges, missingChunks } from '../../../../src/domain/upload/chunk-grid';
import { formatContentRange, parseContentRange } from '../../../../src/domain/upload/content-range';

describe('parseContentRange', () => {
  it('reads bytes start-end/total with an inclusive end', () => {
    expect(parseContentRange('bytes 0-1048575/3000000')).toEqual({ start: 0, end: 1048575, total: 3000000 });
    expect(formatContentRange({ start: 5, end: 9, total: 10 })).toBe('bytes 5-9/10');
  });

  it.each([
    [undefined, 'Content-Range is required: bytes start-end/total.'],
    ['bytes -1-5/10', 'Content-Range must be bytes start-end/total with whole numbers.'],
    ['bytes 1.5-5/10', 'Content-Range must be bytes start-end/total with whole numbers.'],
    ['bytes 5-4/10', 'Content-Range end must not be before its start.'],
    ['bytes 0-10/10', 'Content-Range end must be before the total.'],
    ['bytes 0-0/0', 'Content-Range total must be at least 1 byte.'],
    ['bytes 0-1/9999999999999999', 'Content-Range numbers are too large.'],
    ['bytes 0-1/*', 'Content-Range must be bytes start-end/total with whole numbers.'],
  ])('refuses %s', (header, message) => {
    expect(parseContentRange(header)).toBe(message);
  });
});

describe('the chunk grid', () => {
  it('accepts only whole chunks, the last one up to the total', () => {
    expect(chunkIndexOf({ start: 20, end: 29, total: 35 }, 10)).toBe(2);
    expect(chunkIndexOf({ start: 30, end: 34, total: 35 }, 10)).toBe(3);
    expect(chunkIndexOf({ start: 25, end: 34, total: 35 }, 10)).toBeUndefined();
    expect(chunkIndexOf({ start: 20, end: 25, total: 35 }, 10)).toBeUndefined();
  });

  it('merges held chunks into ranges and lists the chunks still missing', () => {
    const held = heldRanges([3, 0, 1], 35, 10);
    expect(held).toEqual([{ start: 0, end: 19 }, { start: 30, end: 34 }]);
    expect(missingChunks(held, 35, 10)).toEqual([2]);
    // A range that covers only part of a chunk does not count for it.
    expect(missingChunks([{ start: 0, end: 14 }], 35, 10)).toEqual([1, 2, 3]);
  });
});
