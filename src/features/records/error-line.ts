// formatErrorLine with each message in the user's language: the server's and the domain's messages are
// English ids, translated when known and shown as they came otherwise (translateMessage).
import type { ErrorItem } from '../../domain/error-item';
import { formatErrorLine } from '../../domain/normalize-error';
import { translateMessage } from '../../i18n/translate-message';

export function translatedErrorLine(errors: readonly ErrorItem[]): string {
  return formatErrorLine(errors.map((e) => ({ ...e, msg: translateMessage(e.msg) })));
}
