// The language kept per user (users.lang, docs/decisions.md "The language is kept per user"): the codes
// the client ships translations for, checked the same way by login and the profile.
import { z } from 'zod';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGE_CODES, isSupportedLanguage } from '../../src/domain/locale-settings';
import type { UserRow } from '../db/schema';

export const languageInput = z.enum(SUPPORTED_LANGUAGE_CODES as [string, ...string[]]);

/** A value stored before the codes were checked (any string up to 20 characters) answers the default. */
export function languageOf(user: Pick<UserRow, 'lang'>): string {
  return isSupportedLanguage(user.lang) ? user.lang : DEFAULT_LANGUAGE;
}
