// Text that src/domain builds with values in it (`Delete {name}?`). The domain stays English and free of
// the i18n runtime: the page installs a lookup at start (src/i18n/language.ts) and gets the user's
// language; the server, the workers and unit tests, which install none, get the English template filled.

export type MessageValues = Record<string, string | number>;
export type MessageLookup = (template: string, values: MessageValues) => string | undefined;

let lookup: MessageLookup | null = null;

/** Makes messageText ask `next` first (undefined: the template is unknown there); null removes it. */
export function installMessageLookup(next: MessageLookup | null): void {
  lookup = next;
}

/**
 * Puts each value in place of its `{name}` (a placeholder without a value stays as it is) and reads `''`
 * as one apostrophe, as ICU does: "The package ''{name}''" is the template of "The package 'X'".
 */
export function fillPlaceholders(template: string, values: MessageValues): string {
  return template.replace(/\{(\w+)\}|''/g, (whole, name: string | undefined) => {
    if (name === undefined) return "'";
    return Object.hasOwn(values, name) ? String(values[name]) : whole;
  });
}

/** The message `template` with `values` filled in, in the installed lookup's language or else English. */
export function messageText(template: string, values: MessageValues = {}): string {
  return lookup?.(template, values) ?? fillPlaceholders(template, values);
}

/** A message kept as its template and values (in IndexedDB), to be shown in the language of the moment. */
export type MessageRef = { template: string; values?: MessageValues };

/** A text kept for later: plain text (translated when it is a known one) or a message with values. */
export type KeptText = string | MessageRef;

export function showText(text: KeptText): string {
  return typeof text === 'string' ? messageText(text) : messageText(text.template, text.values);
}
