// Content-Range of one upload part, `bytes start-end/total` (RFC 9110 §14.4, inclusive end), parsed
// strictly: the server trusts nothing the client says about where a part belongs.

export type ByteRange = { start: number; end: number };
export type PartRange = ByteRange & { total: number };

const RANGE = /^bytes (\d{1,16})-(\d{1,16})\/(\d{1,16})$/;

/** The header of a part. */
export function formatContentRange(part: PartRange): string {
  return `bytes ${part.start}-${part.end}/${part.total}`;
}

/** The range, or a message saying what is wrong with it (negative, reversed, beyond the total, malformed). */
export function parseContentRange(header: string | undefined): PartRange | string {
  if (header === undefined || header === '') return 'Content-Range is required: bytes start-end/total.';
  const match = RANGE.exec(header.trim());
  if (!match) return 'Content-Range must be bytes start-end/total with whole numbers.';
  const [start, end, total] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || !Number.isSafeInteger(total)) return 'Content-Range numbers are too large.';
  if (total < 1) return 'Content-Range total must be at least 1 byte.';
  if (end < start) return 'Content-Range end must not be before its start.';
  if (end >= total) return 'Content-Range end must be before the total.';
  return { start, end, total };
}

/** The byte length of an inclusive range. */
export function rangeLength(range: ByteRange): number {
  return range.end - range.start + 1;
}
