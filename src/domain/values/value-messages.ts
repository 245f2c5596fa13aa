// Every message of the value rules (node-model §5, §8) in one place, so the texts stay consistent and a
// later translation has one file to cover. Numbers and dates arrive already formatted for the locale.
import { messageText } from '../messages/message-text';

export const INVALID_VALUE = /*i18n*/ 'Invalid value!';
export const REQUIRED = /*i18n*/ 'Required';
export const INVALID_DATE = /*i18n*/ 'Invalid date!';
/** Shown by the date-range text field when its text cannot be read (node-model §5). */
export const INVALID_INPUT = /*i18n*/ 'Invalid input';
export const INVALID_GUID = /*i18n*/ 'Invalid GUID!';
export const REASON_REQUIRED = /*i18n*/ 'Reason is required.';
export const INVALID_ENCODING = /*i18n*/ 'Invalid encoding!';
export const INVALID_COLOUR = /*i18n*/ 'Invalid colour!';
export const INVALID_LINE_STYLE = /*i18n*/ 'Invalid line style!';
export const INVALID_PERMISSION = /*i18n*/ 'Invalid permission!';
export const RANGE_END_CLEARED = /*i18n*/ 'From is later than to; to was cleared.';

export function outOfRange(min: string, max: string): string {
  return messageText(/*i18n*/ 'Value must be between {min} and {max}.', { min, max });
}

export function belowMin(min: string): string {
  return messageText(/*i18n*/ 'Value must be at least {min}.', { min });
}

export function aboveMax(max: string): string {
  return messageText(/*i18n*/ 'Value must be at most {max}.', { max });
}

export function tooManyDecimals(decimalPlaces: number): string {
  return decimalPlaces === 0 ? messageText(/*i18n*/ 'Value must be a whole number.') : messageText(/*i18n*/ 'Value can have at most {decimalPlaces} decimal places.', { decimalPlaces });
}

export function tooLong(maxLength: number): string {
  return messageText(/*i18n*/ 'Max {maxLength} characters.', { maxLength });
}

export function dateTooEarly(min: string): string {
  return messageText(/*i18n*/ 'Date must not be earlier than {min}.', { min });
}

export function dateTooLate(max: string): string {
  return messageText(/*i18n*/ 'Date must not be later than {max}.', { max });
}

/** Array items are counted from 1, as the user reads them. */
export function itemError(index: number, error: string): string {
  return messageText(/*i18n*/ 'Item {n}: {error}', { n: index + 1, error });
}

export function rangeEndError(end: 'from' | 'to', error: string): string {
  return end === 'from' ? messageText(/*i18n*/ 'From: {error}', { error }) : messageText(/*i18n*/ 'To: {error}', { error });
}
