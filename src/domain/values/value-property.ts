// What the value rules need to know about a property: a narrow view of NodeProperty, so a NodeProperty,
// a method argument or a table column can all be passed in.

import type { LocaleSettings } from '../locale-settings';
import type { PhysicalQuantity, PropertyType, StandardValue } from '../nodes/node-protocol';
import { decimalPlacesFor } from './decimal-places';
import type { NumberOptions } from './parse-number';

/** The kind of both ends of a range property; 'decimal' when the type does not say. */
export type RangeElementKind = 'int' | 'decimal' | 'date' | 'dateTime';

export type ValueType = PropertyType & { rangeKind?: RangeElementKind };

export type ValueProperty = {
  name: string;
  type: ValueType;
  phyQ?: PhysicalQuantity;
  standardValues?: StandardValue[];
};

/** The number options of a numeric property; the value is stored in `unit` (quantity-units.ts converts). */
export function numberOptionsFor(property: Pick<ValueProperty, 'type' | 'phyQ'>, kind: 'int' | 'decimal', locale: LocaleSettings): NumberOptions {
  const { type, phyQ } = property;
  return {
    decimalPlaces: decimalPlacesFor({ kind, step: type.step }, locale),
    step: kind === 'int' ? 1 : type.step,
    min: type.min,
    max: type.max,
    unit: phyQ?.unit,
    editorUnit: phyQ?.editorUnit,
    displayUnit: phyQ?.displayUnit,
  };
}

export function rangeKindOf(type: ValueType): RangeElementKind {
  return type.rangeKind ?? 'decimal';
}
