// Rules a property template adds beyond its type (node-model §5): the export encoding, and the colour,
// line-style and permission strings whose editors the console offers. The client's editors write only
// well-formed strings, so the server refuses anything else instead of repairing it.
import type { PropertyValue } from '../../src/domain/nodes/node-protocol';
import { parseHexColour } from '../../src/domain/values/colour-rules';
import { formatLineStyle, parseLineStyle } from '../../src/domain/values/line-style';
import { parsePermissions } from '../../src/domain/values/permission-string';
import { INVALID_COLOUR, INVALID_ENCODING, INVALID_LINE_STYLE, INVALID_PERMISSION } from '../../src/domain/values/value-messages';
import type { PropertyTemplate } from './node-type';

export const EXPORT_ENCODINGS = ['', 'iso-8859-1', 'utf-8', 'utf-16le', 'utf-16be'] as const;

export type ValueRule = NonNullable<PropertyTemplate['validator']>;

/** The message refusing the value, or null when the rule passes (null values are the type's business). */
export function valueRuleError(rule: ValueRule | undefined, value: PropertyValue): string | null {
  if (rule === undefined || value === null) return null;
  switch (rule) {
    case 'encoding':
      return (EXPORT_ENCODINGS as readonly unknown[]).includes(value) ? null : INVALID_ENCODING;
    case 'colour':
      return typeof value === 'string' && parseHexColour(value, true).ok && value.startsWith('#') ? null : INVALID_COLOUR;
    case 'lineStyle': {
      if (typeof value !== 'string') return INVALID_LINE_STYLE;
      const style = parseLineStyle(value);
      // Only the canonical form: 'None' with width 0, a width within 1–5, every part present.
      return style.ok && formatLineStyle(style.value) === value ? null : INVALID_LINE_STYLE;
    }
    case 'permission':
      return typeof value === 'string' && parsePermissions(value).ok ? null : INVALID_PERMISSION;
  }
}
