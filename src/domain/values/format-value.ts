// Property values as the user reads them in panels and tables, and as the editors start editing them:
// parsePropertyInput reads this text back to the same value.

import type { LocaleSettings } from '../locale-settings';
import type { PropertyValue, RangeValue } from '../nodes/node-protocol';
import { decimalPlacesFor } from './decimal-places';
import { formatBoolean } from './parse-boolean';
import { formatDate } from './format-date';
import { formatNumber } from './format-number';
import { NULL_DISPLAY_TEXT } from './nullable-checkbox';
import { ARRAY_SEPARATOR } from './parse-array';
import { isRangeValue } from './parse-range';
import type { RangeElementKind, ValueProperty } from './value-property';
import { rangeKindOf } from './value-property';
import { INVALID_VALUE } from './value-messages';

/** The unit is appended as written; converting to the display unit is the unit library's job. */
export function withUnit(text: string, unit: string | undefined): string {
  return unit ? `${text} ${unit}` : text;
}

export function formatPropertyValue(value: PropertyValue | undefined, property: ValueProperty, locale: LocaleSettings, nullText: string = NULL_DISPLAY_TEXT): string {
  if (value === null || value === undefined) return nullText;
  const standard = property.standardValues?.find((s) => s.key === value);
  if (standard) return standard.value;
  const { type } = property;
  const unit = property.phyQ?.unit;
  switch (type.kind) {
    case 'text':
      return typeof value === 'string' ? value : String(value);
    case 'int':
    case 'decimal':
      return typeof value === 'number' ? withUnit(formatNumber(value, decimalPlacesFor(type, locale), locale), unit) : String(value);
    case 'bool':
      return typeof value === 'boolean' ? formatBoolean(value) : String(value);
    case 'date':
    case 'dateTime':
      return typeof value === 'string' ? formatDate(value, type.kind, locale) : String(value);
    case 'doubleArray':
    case 'intArray': {
      if (!Array.isArray(value)) return INVALID_VALUE;
      const places = decimalPlacesFor(type, locale);
      const items = (value as unknown[]).map((item) => (typeof item === 'number' ? formatNumber(item, places, locale) : String(item)));
      return withUnit(items.join(ARRAY_SEPARATOR), unit);
    }
    case 'stringArray':
      return Array.isArray(value) ? (value as unknown[]).map(String).join(ARRAY_SEPARATOR) : INVALID_VALUE;
    case 'range':
      return formatRange(value, rangeKindOf(type), property, locale);
  }
}

/** 'from;to', an open end left empty; a value that is not a range object is 'Invalid value!' (node-model §8). */
export function formatRange(value: unknown, kind: RangeElementKind, property: Pick<ValueProperty, 'type' | 'phyQ'>, locale: LocaleSettings): string {
  if (!isRangeValue(value)) return INVALID_VALUE;
  const end = (v: RangeValue['from']): string => {
    if (v === null) return '';
    if (typeof v === 'number') return formatNumber(v, decimalPlacesFor({ kind: kind === 'int' ? 'int' : 'decimal', step: property.type.step }, locale), locale);
    return kind === 'date' || kind === 'dateTime' ? formatDate(v, kind, locale) : v;
  };
  const text = `${end(value.from)}${ARRAY_SEPARATOR}${end(value.to)}`;
  return kind === 'int' || kind === 'decimal' ? withUnit(text, property.phyQ?.unit) : text;
}
