// Array properties are edited as one text, items separated by ';' (node-model §5).
// Decisions: empty text is an empty array; every item is trimmed (spaces after ';' are typing, not data);
// an empty item between separators is an error in a number array and an empty string in a string array.
// Items cannot contain ';': there is no escape, as in the wire format of the original system.

import type { LocaleSettings } from '../locale-settings';
import type { NumberOptions } from './parse-number';
import { parseQuantity } from './parse-quantity';
import type { ParseResult } from './parse-result';
import { corrected, failed, parsed } from './parse-result';
import { itemError } from './value-messages';

export const ARRAY_SEPARATOR = ';';

export function splitArrayText(text: string): string[] {
  return text.trim() === '' ? [] : text.split(ARRAY_SEPARATOR).map((item) => item.trim());
}

/**
 * Each item is parsed as a number; the first error is reported with its item number. When every item could be
 * read (some only corrected), the corrected array comes back with that error.
 */
export function parseNumberArray(text: string, options: NumberOptions, locale: LocaleSettings): ParseResult<number[]> {
  const values: number[] = [];
  let firstError: string | undefined;
  let readable = true;
  splitArrayText(text).forEach((item, index) => {
    const result = parseQuantity(item, options, locale);
    if (!result.ok) firstError ??= itemError(index, result.error);
    if (result.value === undefined) readable = false;
    else values.push(result.value);
  });
  if (firstError === undefined) return parsed(values);
  return readable ? corrected(values, firstError) : failed(firstError);
}

export function parseStringArray(text: string): ParseResult<string[]> {
  return parsed(splitArrayText(text));
}
