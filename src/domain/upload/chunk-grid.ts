// The fixed grid a file is cut into: chunk i covers [i × size, min((i+1) × size, total) − 1]. Parts must
// sit on it, so two parts never overlap except as the same chunk sent again, and the set of held chunks
// is a list of indexes rather than arbitrary ranges.
import type { ByteRange, PartRange } from './content-range';

export function chunkCount(total: number, chunkBytes: number): number {
  return Math.ceil(total / chunkBytes);
}

export function chunkRange(index: number, total: number, chunkBytes: number): ByteRange {
  const start = index * chunkBytes;
  return { start, end: Math.min(start + chunkBytes, total) - 1 };
}

/** The chunk index of a part, or undefined when the part is not exactly one chunk of the grid. */
export function chunkIndexOf(part: PartRange, chunkBytes: number): number | undefined {
  if (part.start % chunkBytes !== 0) return undefined;
  const index = part.start / chunkBytes;
  const expected = chunkRange(index, part.total, chunkBytes);
  return expected.end === part.end ? index : undefined;
}

/** Held chunk indexes as merged byte ranges, the form the server reports them in. */
export function heldRanges(held: Iterable<number>, total: number, chunkBytes: number): ByteRange[] {
  const ranges: ByteRange[] = [];
  for (const index of [...new Set(held)].sort((a, b) => a - b)) {
    const range = chunkRange(index, total, chunkBytes);
    const last = ranges.at(-1);
    if (last && last.end + 1 === range.start) last.end = range.end;
    else ranges.push(range);
  }
  return ranges;
}

/** The chunk indexes still to send, given the ranges the server says it holds (whole chunks only). */
export function missingChunks(held: readonly ByteRange[], total: number, chunkBytes: number): number[] {
  const missing: number[] = [];
  for (let i = 0; i < chunkCount(total, chunkBytes); i++) {
    const range = chunkRange(i, total, chunkBytes);
    if (!held.some((h) => h.start <= range.start && h.end >= range.end)) missing.push(i);
  }
  return missing;
}
