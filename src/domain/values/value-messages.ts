// Every message of the value rules (node-model §5, §8) in one place, so the texts stay consistent and a
// later translation has one file to cover. Numbers and dates arrive already formatted for the locale.

export const INVALID_VALUE = 'Invalid value!';
export const REQUIRED = 'Required';
export const INVALID_DATE = 'Invalid date!';
/** Shown by the date-range text field when its text cannot be read (node-model §5). */
export const INVALID_INPUT = 'Invalid input';
export const INVALID_GUID = 'Invalid GUID!';
export const REASON_REQUIRED = 'Reason is required.';
export const INVALID_ENCODING = 'Invalid encoding!';
export const INVALID_COLOUR = 'Invalid colour!';
export const INVALID_LINE_STYLE = 'Invalid line style!';
export const INVALID_PERMISSION = 'Invalid permission!';
export const RANGE_END_CLEARED = 'From is later than to; to was cleared.';

export function outOfRange(min: string, max: string): string {
  return `Value must be between ${min} and ${max}.`;
}

export function belowMin(min: string): string {
  return `Value must be at least ${min}.`;
}

export function aboveMax(max: string): string {
  return `Value must be at most ${max}.`;
}

export function tooManyDecimals(decimalPlaces: number): string {
  return decimalPlaces === 0 ? 'Value must be a whole number.' : `Value can have at most ${decimalPlaces} decimal places.`;
}

export function tooLong(maxLength: number): string {
  return `Max ${maxLength} characters.`;
}

export function dateTooEarly(min: string): string {
  return `Date must not be earlier than ${min}.`;
}

export function dateTooLate(max: string): string {
  return `Date must not be later than ${max}.`;
}

/** Array items are counted from 1, as the user reads them. */
export function itemError(index: number, error: string): string {
  return `Item ${index + 1}: ${error}`;
}

export function rangeEndError(end: 'from' | 'to', error: string): string {
  return `${end === 'from' ? 'From' : 'To'}: ${error}`;
}
