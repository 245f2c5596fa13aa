// Re-importing a package the server already holds (issue 12): the server asks before it makes a second,
// identical copy. The choice travels with the import; 'ask' answers 409 listing the packages already there.
import { messageText } from '../messages/message-text';
export const DUPLICATE_CHOICES = ['ask', 'replace', 'keep'] as const;
export type DuplicateChoice = (typeof DUPLICATE_CHOICES)[number];

/** The error field of each "already on the server" item of a 409 answer. */
export const DUPLICATE_FIELD = 'duplicate';

export function isDuplicateChoice(value: unknown): value is DuplicateChoice {
  return typeof value === 'string' && (DUPLICATE_CHOICES as readonly string[]).includes(value);
}

export function duplicateMessage(name: string, identical: boolean): string {
  return identical
    ? messageText(/*i18n*/ "The package ''{name}'' is already on the server, identical.", { name })
    : messageText(/*i18n*/ "The package ''{name}'' is already on the server with other content.", { name });
}
