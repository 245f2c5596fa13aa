// Checks an update's value against the property type (node-model.md §3, §5): kind, nullability,
// limits, decimal places, length and the GUID pattern. Every text gets a maximum from its type
// (text-limits.ts) and must be well-formed Unicode. The client parses and rounds before it sends, so
// the server refuses instead of repairing.
import type { PropertyType, PropertyValue } from '../../src/domain/nodes/node-protocol';
import { LIST_ITEMS_MAX, SHORT_TEXT_MAX, textLimitOf } from '../../src/domain/nodes/text-limits';
import { isWellFormedText } from '../services/well-formed-text';
import { decimalsOf } from './property-reader';

export type ValueCheck = { ok: true; value: PropertyValue } | { ok: false; error: string };

const GUID = /^\{?[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\}?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function fail(error: string): ValueCheck {
  return { ok: false, error };
}

/** A text's length against its limit, and its Unicode (a lone surrogate would be stored altered). */
function checkText(text: string, limit: number, what = 'Value'): string | null {
  if (text.length > limit) return `${what} is longer than ${limit} characters.`;
  if (!isWellFormedText(text)) return `${what} is not well-formed Unicode text.`;
  return null;
}

function checkNumber(type: PropertyType, value: unknown, integer: boolean): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'Value must be a number.';
  if (integer && !Number.isInteger(value)) return 'Value must be a whole number.';
  if (type.min !== undefined && value < type.min) return `Value must be at least ${type.min}.`;
  if (type.max !== undefined && value > type.max) return `Value must be at most ${type.max}.`;
  if (!integer && type.step !== undefined) {
    const decimals = decimalsOf(type);
    const f = 10 ** decimals;
    if (Math.abs(Math.round(value * f) / f - value) > 1e-9 * Math.max(1, Math.abs(value))) return `Value has more than ${decimals} decimal places.`;
  }
  return null;
}

function checkDate(value: unknown, dateOnly: boolean): string | null {
  if (typeof value !== 'string' || value.length > SHORT_TEXT_MAX || Number.isNaN(Date.parse(value))) return 'Value must be a date.';
  if (dateOnly && !DATE.test(value)) return 'Value must be a date (yyyy-mm-dd).';
  return null;
}

function checkList(type: PropertyType, value: unknown): string | null {
  const texts = type.kind === 'stringArray';
  if (!Array.isArray(value)) return texts ? 'Value must be a list of texts.' : 'Value must be a list of numbers.';
  if (value.length > LIST_ITEMS_MAX) return `Value holds more than ${LIST_ITEMS_MAX} entries.`;
  for (const item of value) {
    const error = texts ? (typeof item === 'string' ? checkText(item, SHORT_TEXT_MAX, 'An entry') : 'Value must be a list of texts.') : checkNumber(type, item, type.kind === 'intArray');
    if (error !== null) return error;
  }
  return null;
}

function checkRange(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'Invalid value!';
  const r = value as { from?: unknown; to?: unknown };
  for (const end of [r.from, r.to]) {
    if (typeof end === 'string') {
      const error = checkText(end, SHORT_TEXT_MAX, 'A range end');
      if (error !== null) return error;
    } else if (end !== null && typeof end !== 'number') return 'Invalid value!';
  }
  return null;
}

export function checkPropertyValue(type: PropertyType, value: unknown): ValueCheck {
  if (value === null || (value === '' && (type.kind === 'date' || type.kind === 'dateTime'))) {
    return type.nullable ? { ok: true, value: null } : fail('Value is required.');
  }
  let error: string | null = null;
  switch (type.kind) {
    case 'text':
      if (typeof value !== 'string') error = 'Value must be text.';
      else error = checkText(value, textLimitOf(type)) ?? (type.pattern === 'guid' && value !== '' && !GUID.test(value) ? 'Value must be a GUID.' : null);
      break;
    case 'int':
      error = checkNumber(type, value, true);
      break;
    case 'decimal':
      error = checkNumber(type, value, false);
      break;
    case 'bool':
      if (typeof value !== 'boolean') error = 'Value must be true or false.';
      break;
    case 'date':
    case 'dateTime':
      error = checkDate(value, type.kind === 'date');
      break;
    case 'doubleArray':
    case 'intArray':
    case 'stringArray':
      error = checkList(type, value);
      break;
    case 'range':
      error = checkRange(value);
      break;
  }
  return error === null ? { ok: true, value: value as PropertyValue } : fail(error);
}
