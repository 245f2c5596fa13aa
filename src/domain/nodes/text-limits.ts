// How long a node's texts may be (docs/nodes.md "Size limits"). Every string a property holds has a
// maximum, whether or not its type names one, so no value can swell a browse without bound. Shared by
// the server, which refuses longer values, and the client, which says so before sending.
import type { PropertyType } from './node-protocol';

/** Node names: create, rename, import, and the copy a Clone names. */
export const NODE_NAME_MAX = 200;
/** Text of a type without maxLength, items of a text list, range ends and dates. */
export const SHORT_TEXT_MAX = 1_000;
/** Long text (memo, expression and dialog text editors): types declare it as maxLength: LONG_TEXT_MAX. */
export const LONG_TEXT_MAX = 65_536;
/** File contents held in a property (the web app file of node-model.md §5, 200 kB): the most any type may declare. */
export const FILE_TEXT_MAX = 204_800;
/** Entries of a list value (doubleArray, intArray, stringArray). */
export const LIST_ITEMS_MAX = 1_000;

/** The most characters (UTF-16 code units) a text value of this type may hold. */
export function textLimitOf(type: Pick<PropertyType, 'kind' | 'maxLength'>): number {
  if (type.kind !== 'text' || type.maxLength === undefined) return SHORT_TEXT_MAX;
  return Math.min(type.maxLength, FILE_TEXT_MAX);
}

/** The text cut to at most `max` code units, never between the two halves of a surrogate pair. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
