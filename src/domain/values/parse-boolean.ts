// Boolean text (node-model §5): typed into a grid cell or pasted from a spreadsheet.
// Decision: a nullable field turns empty text (or its null text) into null; any other unknown word is still
// invalid, so a typo never silently erases a value.

import type { ParseResult } from './parse-result';
import { failed, parsed } from './parse-result';
import { INVALID_VALUE, REQUIRED } from './value-messages';

const FALSE_WORDS = new Set(['0', 'FALSE', 'F', 'NO', 'N']);
const TRUE_WORDS = new Set(['1', 'TRUE', 'T', 'YES', 'Y']);

export function parseBoolean(text: string, nullable = false, nullText?: string): ParseResult<boolean | null> {
  const word = text.trim();
  const upper = word.toUpperCase();
  if (TRUE_WORDS.has(upper)) return parsed(true);
  if (FALSE_WORDS.has(upper)) return parsed(false);
  const isNullText = nullText !== undefined && word === nullText.trim();
  if (word === '' || isNullText) return nullable ? parsed(null) : failed(REQUIRED);
  return failed(INVALID_VALUE);
}

export function formatBoolean(value: boolean): string {
  return value ? 'Yes' : 'No';
}
