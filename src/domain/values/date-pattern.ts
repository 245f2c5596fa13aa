// The locale's date patterns (yyyy-mm-dd, dd.mm.yyyy, mm/dd/yyyy, 'yyyy-mm-ddThh:nn:ss' …): the order in
// which the user types day, month and year, and the tokens used to write a date back.
// Letters: y year, m month, d day, h hour, n minute, s second, z millisecond; anything else is literal.

export type DatePart = 'y' | 'm' | 'd';
export type PatternToken = { kind: 'field'; letter: string; width: number } | { kind: 'literal'; text: string };

const FIELD_LETTERS = new Set(['y', 'm', 'd', 'h', 'n', 's', 'z']);

/** The order of year, month and day in the pattern; year-month-day when the pattern lacks one of them. */
export function datePartOrder(pattern: string): DatePart[] {
  const lower = pattern.toLowerCase();
  const parts: DatePart[] = ['y', 'm', 'd'];
  if (parts.some((p) => !lower.includes(p))) return parts;
  return parts.sort((a, b) => lower.indexOf(a) - lower.indexOf(b));
}

export function tokenizePattern(pattern: string): PatternToken[] {
  const tokens: PatternToken[] = [];
  let i = 0;
  while (i < pattern.length) {
    const char = pattern.charAt(i);
    const letter = char.toLowerCase();
    let end = i + 1;
    if (FIELD_LETTERS.has(letter)) {
      while (end < pattern.length && pattern.charAt(end).toLowerCase() === letter) end++;
      tokens.push({ kind: 'field', letter, width: end - i });
    } else {
      while (end < pattern.length && !FIELD_LETTERS.has(pattern.charAt(end).toLowerCase())) end++;
      tokens.push({ kind: 'literal', text: pattern.slice(i, end) });
    }
    i = end;
  }
  return tokens;
}
