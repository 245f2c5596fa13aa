// The sinks (form errors, snackbars, message dialogs, field messages) show text they are given: English
// from src/domain and the server, which is also the message id. Known text is translated; anything
// else (a value, text already translated, a message of a newer server) is shown as it came.
import { i18n } from '@lingui/core';
import { fillPlaceholders, type MessageValues } from '../domain/messages/message-text';

export function translateMessage(text: string, values?: MessageValues): string {
  return lookupMessage(text, values ?? {}) ?? (values ? fillPlaceholders(text, values) : text);
}

/** The lookup src/domain's messageText asks (installed by language.ts): known templates only. */
export function lookupMessage(template: string, values: MessageValues): string | undefined {
  return Object.hasOwn(i18n.messages, template) ? i18n._(template, values) : undefined;
}
