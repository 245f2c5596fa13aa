// What the Security panel says when 'Save security' is refused. A 403 is a rule the user cannot get
// round by retrying (a team change without the assign right), so it is titled as such, and the server's
// own words are shown without the field name the server attaches for forms.
import type { ErrorItem } from '../error-item';
import { messageText } from '../messages/message-text';

export type SecuritySaveError = { title: string; text: string };

export const TITLE_NOT_ALLOWED = /*i18n*/ 'Not allowed';
export const TITLE_NOT_SAVED = /*i18n*/ 'Security not saved';

export function securitySaveError(status: number, errors: readonly ErrorItem[]): SecuritySaveError {
  const text = errors
    .filter((e) => !e.hidden)
    .map((e) => e.msg)
    .join(' ');
  return { title: status === 403 ? TITLE_NOT_ALLOWED : TITLE_NOT_SAVED, text: text || messageText(/*i18n*/ 'Request failed with status code {status}', { status }) };
}
