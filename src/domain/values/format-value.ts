// Property values as the user reads them in panels and tables, and as the editors start editing them:
// parsePropertyInput reads this text back to the same value.

import type { LocaleSettings } from '../locale-settings';
import type { PropertyValue, RangeValue } from '../nodes/node-protocol';
import { formatBoolean } from './parse-boolean';
import { formatDate } from './format-date';
import { formatNumber } from './format-number';
import { NULL_DISPLAY_TEXT } from './nullable-checkbox';
import { ARRAY_SEPARATOR } from './parse-array';
import type { NumberView, UnitRole } from './quantity-units';
import { numberView } from './quantity-units';
import { isRangeValue } from './parse-range';
import type { RangeElementKind, ValueProperty } from './value-property';
import { numberOptionsFor, rangeKindOf } from './value-property';
import { INVALID_VALUE } from './value-messages';

/** The unit is appended as written. */
export function withUnit(text: string, unit: string | undefined): string {
  return unit ? `${text} ${unit}` : text;
}

/**
 * Numbers are shown in the display unit, or in the editor unit for the text an editor starts from
 * (`role`); both are converted from the stored unit (quantity-units.ts).
 */
export function formatPropertyValue(
  value: PropertyValue | undefined,
  property: ValueProperty,
  locale: LocaleSettings,
  nullText: string = NULL_DISPLAY_TEXT,
  role: UnitRole = 'display',
): string {
  if (value === null || value === undefined) return nullText;
  const standard = property.standardValues?.find((s) => s.key === value);
  if (standard) return standard.value;
  const { type } = property;
  switch (type.kind) {
    case 'text':
      return typeof value === 'string' ? value : String(value);
    case 'int':
    case 'decimal':
      return typeof value === 'number' ? numberText(value, viewOf(property, type.kind, locale, role), locale, true) : String(value);
    case 'bool':
      return typeof value === 'boolean' ? formatBoolean(value) : String(value);
    case 'date':
    case 'dateTime':
      return typeof value === 'string' ? formatDate(value, type.kind, locale) : String(value);
    case 'doubleArray':
    case 'intArray': {
      if (!Array.isArray(value)) return INVALID_VALUE;
      const view = viewOf(property, type.kind === 'intArray' ? 'int' : 'decimal', locale, role);
      const items = (value as unknown[]).map((item) => (typeof item === 'number' ? numberText(item, view, locale, false) : String(item)));
      return withUnit(items.join(ARRAY_SEPARATOR), view.unit);
    }
    case 'stringArray':
      return Array.isArray(value) ? (value as unknown[]).map(String).join(ARRAY_SEPARATOR) : INVALID_VALUE;
    case 'range':
      return formatRange(value, rangeKindOf(type), property, locale, role);
  }
}

/**
 * A number already in the display unit (a table column converted as a whole, table/unit-columns.ts),
 * written with the display unit's decimals and the unit, as formatPropertyValue would write it.
 */
export function formatDisplayNumber(shown: number | null, property: Pick<ValueProperty, 'type' | 'phyQ'>, locale: LocaleSettings, nullText: string = NULL_DISPLAY_TEXT): string {
  if (shown === null) return nullText;
  const view = viewOf(property, property.type.kind === 'int' ? 'int' : 'decimal', locale, 'display');
  return withUnit(formatNumber(shown, view.decimalPlaces, locale), view.unit);
}

/** 'from;to', an open end left empty; a value that is not a range object is 'Invalid value!' (node-model §8). */
export function formatRange(
  value: unknown,
  kind: RangeElementKind,
  property: Pick<ValueProperty, 'type' | 'phyQ'>,
  locale: LocaleSettings,
  role: UnitRole = 'display',
): string {
  if (!isRangeValue(value)) return INVALID_VALUE;
  const view = viewOf(property, kind === 'int' ? 'int' : 'decimal', locale, role);
  const end = (v: RangeValue['from']): string => {
    if (v === null) return '';
    if (typeof v === 'number') return numberText(v, view, locale, false);
    return kind === 'date' || kind === 'dateTime' ? formatDate(v, kind, locale) : v;
  };
  const text = `${end(value.from)}${ARRAY_SEPARATOR}${end(value.to)}`;
  return kind === 'int' || kind === 'decimal' ? withUnit(text, view.unit) : text;
}

function viewOf(property: Pick<ValueProperty, 'type' | 'phyQ'>, kind: 'int' | 'decimal', locale: LocaleSettings, role: UnitRole): NumberView {
  return numberView(numberOptionsFor(property, kind, locale), role);
}

function numberText(value: number, view: NumberView, locale: LocaleSettings, unit: boolean): string {
  const text = formatNumber(view.convert(value), view.decimalPlaces, locale);
  return unit ? withUnit(text, view.unit) : text;
}
