// One value as CSV field text. Values follow papaparse.unparse (the benchmark's peer writes the same
// bytes): null and undefined empty, dates as ISO 8601 (invalid ones empty), other scalars as String();
// arrays join with ';' as node-model §5 parses them, other objects as JSON rather than "[object Object]".

export type CellQuoting = {
  quoteChar: string;
  /** true when a field needs quotes: it holds the quote, a delimiter, CR, LF or an outer space. */
  needsQuotes: (text: string) => boolean;
  doubledQuote: string;
};

export function cellQuoting(quoteChar: string, columnDelimiter: string, lineDelimiter: string): CellQuoting {
  // Every character of the quote and both delimiters: a multi-character delimiter over-quotes a little,
  // which is always safe, and one character class keeps the test fast.
  const chars = [...new Set([...quoteChar, ...columnDelimiter, ...lineDelimiter, '\r', '\n'])].map(escapeClass).join('');
  const special = new RegExp(`[${chars}]|^ | $`);
  return { quoteChar, needsQuotes: (text) => special.test(text), doubledQuote: quoteChar + quoteChar };
}

function escapeClass(char: string): string {
  if (char === '\r') return '\\r';
  if (char === '\n') return '\\n';
  return char.replace(/[\\\]^-]/g, '\\$&');
}

export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (Array.isArray(value)) return value.map(cellText).join(';');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The field as written: quoted, with the quote character doubled inside, when it needs it. */
export function csvField(value: unknown, quoting: CellQuoting): string {
  const text = cellText(value);
  if (!quoting.needsQuotes(text)) return text;
  const inner = text.includes(quoting.quoteChar) ? text.split(quoting.quoteChar).join(quoting.doubledQuote) : text;
  return quoting.quoteChar + inner + quoting.quoteChar;
}
