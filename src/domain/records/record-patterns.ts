// Input rules of console.md §5 shared by the record forms and the server.
import { reasonRule } from '../values/reason-rule';
import { REASON_REQUIRED } from '../values/value-messages';

export const MSG_INVALID_PHONE = /*i18n*/ 'Invalid contact phone number!';
export const MSG_INVALID_FEATURE_UID = /*i18n*/ 'Enter valid feature UID!';
/** The reason rule's message (value-messages), under the name the server's record routes use. */
export const MSG_REASON_REQUIRED = REASON_REQUIRED;

/** Optional international prefix (+ and 1–3 digits), then 1 to 14 digits, spaces or dashes with at least one digit. */
export const PHONE_PATTERN = /^(?:\+\d{1,3}[ -]?)?(?=[\d -]*\d)[\d -]{1,14}$/;

/**
 * A letter, then 1 to 63 letters, digits, dots, dashes or underscores ('mRNA.IVT', 'FEAT-0042'): readable
 * in licence files and safe in file names and URLs.
 */
export const FEATURE_UID_PATTERN = /^[A-Za-z][A-Za-z0-9._-]{1,63}$/;

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export function isValidFeatureUid(value: string): boolean {
  return FEATURE_UID_PATTERN.test(value);
}

/** Whitespace-only counts as empty. */
export function isBlankReason(value: string | null | undefined): boolean {
  return reasonRule(value) !== true;
}
