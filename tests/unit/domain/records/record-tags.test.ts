import { describe, expect, it } from 'vitest';
import {
  MSG_TAG_COLOR,
  MSG_TAG_COUNT,
  MSG_TAG_DUPLICATE,
  MSG_TAG_NAME_REQUIRED,
  TAG_DEFAULT_COLOR,
  checkTags,
  tagLabel,
  tagsOf,
  tagsToWire,
} from '../../../../src/domain/records/record-tags';

const tag = (name: string, color = '#123abc', value = '') => ({ name, value, color });

describe('record tags', () => {
  it('accepts named tags with a #rrggbb colour', () => {
    expect(checkTags([tag('vip'), tag('region', '#00ff00', 'EU')])).toBe(true);
  });

  it('needs a name on every tag, whitespace counting as none', () => {
    expect(checkTags([tag('  ')])).toBe(MSG_TAG_NAME_REQUIRED);
  });

  it('refuses a colour that is not #rrggbb', () => {
    expect(checkTags([tag('vip', 'red')])).toBe(MSG_TAG_COLOR);
  });

  it('refuses two tags of one name, ignoring case', () => {
    expect(checkTags([tag('VIP'), tag('vip')])).toBe(MSG_TAG_DUPLICATE);
  });

  it('allows at most 50 tags', () => {
    expect(checkTags(Array.from({ length: 51 }, (_v, i) => tag(`t${i}`)))).toBe(MSG_TAG_COUNT);
  });

  it('reads tags from server values, defaulting a missing colour and dropping non-tags', () => {
    expect(tagsOf([{ name: 'a' }, 5, null, { name: 'b', value: 'x', color: '#000000' }])).toEqual([tag('a', TAG_DEFAULT_COLOR), tag('b', '#000000', 'x')]);
    expect(tagsOf(undefined)).toEqual([]);
  });

  it('trims names for the server and labels a tag with its value', () => {
    expect(tagsToWire([tag(' vip ')])).toEqual([tag('vip')]);
    expect(tagLabel(tag('region', '#000000', 'EU'))).toBe('region: EU');
    expect(tagLabel(tag('vip'))).toBe('vip');
  });
});
