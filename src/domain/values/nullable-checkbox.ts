// The texts of null values and the nullable checkbox (node-model §4, §5): unchecking sets null, checking
// brings a value back so the input has something to edit.

import type { DataKind, PropertyValue } from '../nodes/node-protocol';
import { isoDateOf } from './iso-date';

/** Label of the nullable checkbox while the value is null. */
export const NULL_CHECKBOX_TEXT = /*i18n*/ 'OFF';
/** How null is displayed where the caller has not configured another text. */
export const NULL_DISPLAY_TEXT = /*i18n*/ '(undefined)';

/**
 * The value after the nullable checkbox changes. Checking restores the last value the field held, or the
 * kind's empty value when it never held one.
 */
export function nullableCheckboxValue(checked: boolean, lastValue: PropertyValue, fallback: PropertyValue): PropertyValue {
  if (!checked) return null;
  return lastValue ?? fallback;
}

/** The value a field of a kind starts from when it leaves null: zero within the limits, today, empty. */
export function defaultValueForKind(kind: DataKind, today: Date, limits: { min?: number; max?: number } = {}): PropertyValue {
  switch (kind) {
    case 'text': return '';
    case 'int':
    case 'decimal': return Math.min(Math.max(0, limits.min ?? 0), limits.max ?? Number.POSITIVE_INFINITY);
    case 'bool': return false;
    case 'date': return isoDateOf(today);
    case 'dateTime': return `${isoDateOf(today)}T00:00:00`;
    case 'doubleArray':
    case 'intArray':
    case 'stringArray': return [];
    case 'range': return { from: null, to: null };
  }
}
