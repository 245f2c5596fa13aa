// The arguments of a node method as the call dialog edits them: text per argument, read back by the
// same value rules as property editors (src/domain/values), so limits and messages match the panel.
import type { I18n } from '@lingui/core';
import type { LocaleSettings } from '../../../domain/locale-settings';
import type { MethodArg, PropertyValue } from '../../../domain/nodes/node-protocol';
import { formatPropertyValue } from '../../../domain/values/format-value';
import { parsePropertyInput } from '../../../domain/values/parse-property-value';

/** The editing text of each argument: its default value as the panel would show it; '' for none. */
export function initialArgTexts(args: readonly MethodArg[], locale: LocaleSettings): string[] {
  return args.map((arg) => (arg.value === undefined || arg.value === null ? '' : formatPropertyValue(arg.value, arg, locale)));
}

export type ParsedArgs =
  | { ok: true; values: PropertyValue[] }
  /** errors[i] is null for a valid argument; texts hold corrected values where the rules made one. */
  | { ok: false; errors: (string | null)[]; texts: string[] };

export function parseArgs(args: readonly MethodArg[], texts: readonly string[], locale: LocaleSettings, today: Date): ParsedArgs {
  const values: PropertyValue[] = [];
  const errors: (string | null)[] = [];
  const nextTexts: string[] = [];
  args.forEach((arg, i) => {
    const text = texts[i] ?? '';
    const result = parsePropertyInput(text, arg, locale, today);
    if (result.ok) {
      values.push(result.value);
      errors.push(null);
      nextTexts.push(text);
    } else {
      errors.push(result.error);
      nextTexts.push(result.value === undefined ? text : formatPropertyValue(result.value, arg, locale));
    }
  });
  return errors.every((e) => e === null) ? { ok: true, values } : { ok: false, errors, texts: nextTexts };
}

/** 'You are about to: {action} Are you sure?' of console.md §8. */
export function methodConfirmText(i18n: I18n, action: string): string {
  return i18n._('You are about to: {action} Are you sure?', { action });
}

/** The success snackbar of console.md §8. */
export function methodCompletedText(i18n: I18n, name: string): string {
  return i18n._('Operation "{name}" completed', { name });
}
