// Field rules of the console's forms (node-model §5): a rule answers true or the message to show, and a
// form may be submitted only when no field has a message.

import { AccessFlag, hasFlag } from '../rights';
import { REQUIRED, tooLong } from './value-messages';

export type FormRule<T = unknown> = (value: T) => true | string;

export type FieldKind = 'text' | 'password' | 'number' | 'boolean' | 'select' | 'multiselect' | 'date';

export type FormField = {
  kind: FieldKind;
  required?: boolean;
  nullable?: boolean;
  /** The value a select shows before a choice is made (e.g. -1 or ''); it counts as empty. */
  placeholder?: unknown;
  /** From the schema. */
  maxLength?: number;
};

/** Null, undefined, whitespace-only text and an empty list are empty. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

export function requiredRule(value: unknown): true | string {
  return isEmptyValue(value) ? REQUIRED : true;
}

/**
 * A non-nullable field must hold a value. Text, booleans and multiselects are exempt: '' , false and no
 * selection are real values for them.
 */
export function nonNullableRule(field: Pick<FormField, 'kind' | 'placeholder'>): FormRule {
  return (value) => {
    if (field.kind === 'text' || field.kind === 'boolean' || field.kind === 'multiselect') return true;
    const atPlaceholder = field.placeholder !== undefined && value === field.placeholder;
    return isEmptyValue(value) || atPlaceholder ? REQUIRED : true;
  };
}

export function maxLengthRule(maxLength: number): FormRule {
  return (value) => (typeof value === 'string' && value.length > maxLength ? tooLong(maxLength) : true);
}

export function rulesFor(field: FormField): FormRule[] {
  const rules: FormRule[] = [];
  if (field.required) rules.push(requiredRule);
  if (field.nullable === false) rules.push(nonNullableRule(field));
  if (field.maxLength !== undefined) rules.push(maxLengthRule(field.maxLength));
  return rules;
}

/** The first message of the rules, or null when every rule passes. */
export function fieldError(value: unknown, rules: readonly FormRule[]): string | null {
  for (const rule of rules) {
    const result = rule(value);
    if (result !== true) return result;
  }
  return null;
}

export function isFormValid(errors: Readonly<Record<string, string | null | undefined>>): boolean {
  return Object.values(errors).every((error) => error === null || error === undefined || error === '');
}

/** A field is read-only unless its access value has the write bit. */
export function isReadOnlyAccess(ac: number): boolean {
  return !hasFlag(ac, AccessFlag.write);
}
