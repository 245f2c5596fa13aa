// The one entry point the property editors, table cells and paste call to turn typed text into a value,
// dispatching on the property's data kind (node-model §3, §5).
//
// Decisions:
// - Text stays text: it is never null from input, is cut to the schema's max length (with the message), and a
//   'guid' pattern must match. Everything else goes through the null rule first.
// - Empty text is an empty array for array kinds (node-model §5); for other kinds it is null when the type is
//   nullable and 'Required' when not. Dates follow this too: "empty clears" only where null is allowed.
// - On a nullable property the null display text reads back as null, so a copied table pastes back.
// - Standard values are matched by their text, ignoring case (paste, node-model §5), and give their key.

import type { LocaleSettings } from '../locale-settings';
import type { PropertyValue } from '../nodes/node-protocol';
import { clipText, textLimitOf } from '../nodes/text-limits';
import { isGuid } from './guid-pattern';
import { NULL_DISPLAY_TEXT } from './nullable-checkbox';
import { parseNumberArray, parseStringArray } from './parse-array';
import { parseBoolean } from './parse-boolean';
import { parseDate } from './parse-date';
import { parseQuantity } from './parse-quantity';
import { parseDateRange, parseNumberRange } from './parse-range';
import type { ParseResult } from './parse-result';
import { corrected, failed, parsed } from './parse-result';
import type { ValueProperty } from './value-property';
import { numberOptionsFor, rangeKindOf } from './value-property';
import { INVALID_GUID, REQUIRED, tooLong } from './value-messages';

export type PropertyInputOptions = {
  /** The text null is displayed as; @default '(undefined)' */
  nullText?: string;
  /** @default true */
  fourDigitYear?: boolean;
  /** Bounds of date kinds as ISO text, e.g. birthDateMax(today). */
  minDate?: string;
  maxDate?: string;
};

export function parsePropertyInput(
  text: string,
  property: ValueProperty,
  locale: LocaleSettings,
  today: Date,
  options: PropertyInputOptions = {},
): ParseResult<PropertyValue> {
  const { type } = property;
  const trimmed = text.trim();
  const standard = property.standardValues?.find((s) => s.value.trim().toLowerCase() === trimmed.toLowerCase());
  if (standard && trimmed !== '') return parsed(standard.key);
  if (type.kind === 'text') return parseText(text, property);
  if (type.kind === 'doubleArray' || type.kind === 'intArray' || type.kind === 'stringArray') {
    if (trimmed === '') return parsed([]);
  } else if (trimmed === '' || (type.nullable && trimmed === (options.nullText ?? NULL_DISPLAY_TEXT))) {
    return type.nullable ? parsed(null) : failed(REQUIRED);
  }
  switch (type.kind) {
    case 'int':
    case 'decimal':
      return parseQuantity(text, numberOptionsFor(property, type.kind, locale), locale);
    case 'bool':
      return parseBoolean(text, type.nullable, options.nullText ?? NULL_DISPLAY_TEXT);
    case 'date':
    case 'dateTime':
      return parseDate(text, locale, today, { kind: type.kind, fourDigitYear: options.fourDigitYear, min: options.minDate, max: options.maxDate });
    case 'doubleArray':
    case 'intArray':
      return parseNumberArray(text, numberOptionsFor(property, type.kind === 'intArray' ? 'int' : 'decimal', locale), locale);
    case 'stringArray':
      return parseStringArray(text);
    case 'range': {
      const kind = rangeKindOf(type);
      return kind === 'date' || kind === 'dateTime'
        ? parseDateRange(text, kind, locale, today, options.fourDigitYear)
        : parseNumberRange(text, numberOptionsFor(property, kind, locale), locale);
    }
  }
}

function parseText(text: string, property: ValueProperty): ParseResult<PropertyValue> {
  const { pattern } = property.type;
  if (pattern === 'guid' && text.trim() !== '' && !isGuid(text.trim())) return failed(INVALID_GUID);
  // The server's limit (text-limits.ts): a type without maxLength still has one.
  const maxLength = textLimitOf(property.type);
  if (text.length > maxLength) return corrected(clipText(text, maxLength), tooLong(maxLength));
  return parsed(text);
}
