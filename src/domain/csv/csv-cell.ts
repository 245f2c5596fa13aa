// One value as CSV field text. Values follow papaparse.unparse (the benchmark's peer writes the same
// bytes): null and undefined empty, dates as ISO 8601 (invalid ones empty), other scalars as String();
// arrays join with ';' as node-model §5 parses them, other objects as JSON rather than "[object Object]".

import { isoDateText } from './iso-date-text';

export type CellQuoting = {
  quoteChar: string;
  /** true when a field needs quotes: it holds the quote, a delimiter, CR, LF or an outer space. */
  needsQuotes: (text: string) => boolean;
  doubledQuote: string;
  /** No number, boolean or date can hold a character that needs quotes: they skip the test. */
  scalarsPlain: boolean;
};

export function cellQuoting(quoteChar: string, columnDelimiter: string, lineDelimiter: string): CellQuoting {
  // Every character of the quote and both delimiters: a multi-character delimiter over-quotes a little,
  // which is always safe. One plain character class (no anchors) lets the regexp engine scan fast;
  // the outer spaces are two character checks.
  const chars = [...new Set([...quoteChar, ...columnDelimiter, ...lineDelimiter, '\r', '\n'])];
  const special = new RegExp(`[${chars.map(escapeClass).join('')}]`);
  return {
    quoteChar,
    needsQuotes: (text) => special.test(text) || text.charCodeAt(0) === SPACE || text.charCodeAt(text.length - 1) === SPACE,
    doubledQuote: quoteChar + quoteChar,
    scalarsPlain: !chars.some((c) => SCALAR_CHARS.includes(c)),
  };
}

const SPACE = 0x20;
/** Every character String() writes for a number or a boolean, and toISOString() for a date. */
const SCALAR_CHARS = '0123456789+-.:eETZINaftyinrulsfx';

function escapeClass(char: string): string {
  if (char === '\r') return '\\r';
  if (char === '\n') return '\\n';
  return char.replace(/[\\\]^-]/g, '\\$&');
}

export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (value instanceof Date) return isoDateText(value);
  if (Array.isArray(value)) return value.map(cellText).join(';');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The field as written: quoted, with the quote character doubled inside, when it needs it. */
export function csvField(value: unknown, quoting: CellQuoting): string {
  const text = cellText(value);
  return quoting.needsQuotes(text) ? quotedField(text, quoting) : text;
}

export function quotedField(text: string, quoting: CellQuoting): string {
  const inner = text.includes(quoting.quoteChar) ? text.split(quoting.quoteChar).join(quoting.doubledQuote) : text;
  return quoting.quoteChar + inner + quoting.quoteChar;
}
