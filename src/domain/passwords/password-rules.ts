// The rule for new passwords (docs/decisions.md "Password rules"), shared by the profile form, the reset and
// registration pages and the server, which enforces it. Pure: the server adds the reuse check against the
// stored hash, since only it knows the current password's hash.
import type { ErrorItem } from '../error-item';
import { COMMON_PASSWORDS } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
/** Fewer distinct characters than this (aaaaaaaa, abababab) is as guessable as a listed password. */
const MIN_DISTINCT_CHARACTERS = 4;

export const MSG_PASSWORD_TOO_SHORT = /*i18n*/ 'Password must have at least 8 characters.';
export const MSG_PASSWORD_TOO_LONG = /*i18n*/ 'Password must have at most 256 characters.';
export const MSG_PASSWORD_ONLY_SPACES = /*i18n*/ 'Password must not be only spaces.';
export const MSG_PASSWORD_COMMON = /*i18n*/ 'This password is one of the most common ones and easy to guess: choose another.';
export const MSG_PASSWORD_IS_USERNAME = /*i18n*/ 'Password must not be your username.';
export const MSG_PASSWORD_REUSED = /*i18n*/ 'The new password must differ from the current one.';
export const MSG_PASSWORDS_DIFFER = /*i18n*/ 'Passwords do not match.';

/** Digits, symbols and spaces people add at the end to pass a rule (Summer2024!). */
const TRAILING_NOISE = /[\d\W_]+$/u;
const LOOK_ALIKES: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', '$': 's', '!': 'i' };

function undoLookAlikes(text: string): string {
  return text.replace(/[013457@$!]/g, (c) => LOOK_ALIKES[c] ?? c);
}

/** The forms of a password compared with the list: as typed (lower case), without look-alikes, without trailing noise. */
function stemsOf(password: string): string[] {
  const lower = password.toLowerCase();
  const stripped = lower.replace(TRAILING_NOISE, '');
  return [lower, undoLookAlikes(lower), stripped, undoLookAlikes(stripped)].filter((s) => s !== '');
}

/** True for a password on the bundled list of most common ones, or a trivial variant of one. */
export function isCommonPassword(password: string): boolean {
  if (new Set(password.toLowerCase()).size < MIN_DISTINCT_CHARACTERS) return true;
  return stemsOf(password).some((stem) => COMMON_PASSWORDS.has(stem));
}

export type PasswordContext = {
  /** Refused when the password is the username, give or take case and trailing digits. */
  username?: string;
  /** Refused when the new password equals it (the form knows it; the server compares hashes). */
  currentPassword?: string;
};

/** Problems of a new password and its repetition, on fields newPass1 / newPass2; empty means acceptable. */
export function checkNewPassword(newPass1: string, newPass2: string, context: PasswordContext = {}): ErrorItem[] {
  const errors: ErrorItem[] = [];
  const refuse = (msg: string, field = 'newPass1') => errors.push({ msg, field, severity: 2 });
  if (newPass1.length < PASSWORD_MIN_LENGTH) refuse(MSG_PASSWORD_TOO_SHORT);
  else if (newPass1.length > PASSWORD_MAX_LENGTH) refuse(MSG_PASSWORD_TOO_LONG);
  else if (newPass1.trim() === '') refuse(MSG_PASSWORD_ONLY_SPACES);
  else if (context.currentPassword !== undefined && newPass1 === context.currentPassword) refuse(MSG_PASSWORD_REUSED);
  else if (context.username && stemsOf(newPass1).includes(context.username.toLowerCase())) refuse(MSG_PASSWORD_IS_USERNAME);
  else if (isCommonPassword(newPass1)) refuse(MSG_PASSWORD_COMMON);
  if (newPass1 !== newPass2) refuse(MSG_PASSWORDS_DIFFER, 'newPass2');
  return errors;
}
