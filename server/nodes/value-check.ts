// Checks an update's value against the property type (node-model.md §3, §5): kind, nullability,
// limits, decimal places, length and the GUID pattern. The client parses and rounds before it
// sends, so the server refuses instead of repairing.
import type { PropertyType, PropertyValue } from '../../src/domain/nodes/node-protocol';
import { decimalsOf } from './property-reader';

export type ValueCheck = { ok: true; value: PropertyValue } | { ok: false; error: string };

const GUID = /^\{?[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\}?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function fail(error: string): ValueCheck {
  return { ok: false, error };
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
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return 'Value must be a date.';
  if (dateOnly && !DATE.test(value)) return 'Value must be a date (yyyy-mm-dd).';
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
      else if (type.maxLength !== undefined && value.length > type.maxLength) error = `Value is longer than ${type.maxLength} characters.`;
      else if (type.pattern === 'guid' && value !== '' && !GUID.test(value)) error = 'Value must be a GUID.';
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
      if (!Array.isArray(value)) error = 'Value must be a list of numbers.';
      else error = value.map((v) => checkNumber(type, v, type.kind === 'intArray')).find((e) => e !== null) ?? null;
      break;
    case 'stringArray':
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) error = 'Value must be a list of texts.';
      break;
    case 'range': {
      const r = value as { from?: unknown; to?: unknown };
      const part = (v: unknown) => v === null || typeof v === 'number' || typeof v === 'string';
      if (typeof value !== 'object' || Array.isArray(value) || !part(r.from) || !part(r.to)) error = 'Invalid value!';
      break;
    }
  }
  return error === null ? { ok: true, value: value as PropertyValue } : fail(error);
}
