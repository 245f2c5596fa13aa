// Record tags (console.md §3: name, value, colour) as the server's content schema accepts them
// (server/records/record-content.ts): a name of 1–50 characters, a value up to 200, a #rrggbb colour,
// at most 50 tags. Checking here keeps a bad tag from costing a round trip and a 400.
import type { RecordTag } from './record-wire';

export const TAG_DEFAULT_COLOR = '#808080';
export const TAG_MAX_COUNT = 50;
export const TAG_NAME_MAX = 50;
export const TAG_VALUE_MAX = 200;

export const MSG_TAG_NAME_REQUIRED = /*i18n*/ 'Every tag needs a name.';
export const MSG_TAG_NAME_TOO_LONG = /*i18n*/ 'A tag name has at most 50 characters.';
export const MSG_TAG_VALUE_TOO_LONG = /*i18n*/ 'A tag value has at most 200 characters.';
export const MSG_TAG_COLOR = /*i18n*/ 'A tag colour is #rrggbb.';
export const MSG_TAG_COUNT = /*i18n*/ 'A record has at most 50 tags.';
export const MSG_TAG_DUPLICATE = /*i18n*/ 'Two tags have the same name.';

const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export function isTagColor(value: string): boolean {
  return COLOR_PATTERN.test(value);
}

/** Tags from any value the form or the server holds; entries that are not tags are dropped. */
export function tagsOf(value: unknown): RecordTag[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((t): t is Record<string, unknown> => typeof t === 'object' && t !== null && typeof (t as { name?: unknown }).name === 'string')
    .map((t) => ({
      name: String(t.name),
      value: typeof t.value === 'string' ? t.value : '',
      color: typeof t.color === 'string' && isTagColor(t.color) ? t.color : TAG_DEFAULT_COLOR,
    }));
}

/** The first problem of a tag list, or true when the server will accept it. */
export function checkTags(tags: readonly RecordTag[]): true | string {
  if (tags.length > TAG_MAX_COUNT) return MSG_TAG_COUNT;
  const seen = new Set<string>();
  for (const tag of tags) {
    const name = tag.name.trim();
    if (name === '') return MSG_TAG_NAME_REQUIRED;
    if (name.length > TAG_NAME_MAX) return MSG_TAG_NAME_TOO_LONG;
    if (tag.value.length > TAG_VALUE_MAX) return MSG_TAG_VALUE_TOO_LONG;
    if (!isTagColor(tag.color)) return MSG_TAG_COLOR;
    // Tag names are what the categories call counts; two of one name on a record would count once.
    const key = name.toLowerCase();
    if (seen.has(key)) return MSG_TAG_DUPLICATE;
    seen.add(key);
  }
  return true;
}

/** Trimmed names, as the server stores them. */
export function tagsToWire(tags: readonly RecordTag[]): RecordTag[] {
  return tags.map((t) => ({ name: t.name.trim(), value: t.value, color: t.color }));
}

/** 'name' or 'name: value', the text of a tag badge. */
export function tagLabel(tag: RecordTag): string {
  return tag.value.trim() ? `${tag.name}: ${tag.value}` : tag.name;
}
