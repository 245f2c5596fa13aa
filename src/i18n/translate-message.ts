// The sinks (form errors, snackbars, message dialogs, field messages) show text they are given: English
// from src/domain and the server, which is also the message id. Known text is translated; anything
// else (a value, text already translated, a message of a newer server) is shown as it came.
import { i18n } from '@lingui/core';

export function translateMessage(text: string, values?: Record<string, unknown>): string {
  return Object.hasOwn(i18n.messages, text) ? i18n._(text, values) : text;
}
