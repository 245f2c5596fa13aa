import { describe, expect, it } from 'vitest';
import { formatHexColour, hexMaxLength, parseAlpha, parseHexColour, parseHue, parseRgbChannel } from '../../../../src/domain/values/colour-rules';
import { EN } from './locales';

describe('hexMaxLength', () => {
  it('is 7 characters, 9 with alpha', () => {
    expect(hexMaxLength(false)).toBe(7);
    expect(hexMaxLength(true)).toBe(9);
  });
});

describe('parseHexColour', () => {
  it('reads #rrggbb', () => {
    expect(parseHexColour('#FF8000')).toEqual({ ok: true, value: { r: 255, g: 128, b: 0, a: 1 } });
  });

  it('reads #rrggbbaa only when alpha is edited', () => {
    expect(parseHexColour('#ff800080', true)).toEqual({ ok: true, value: { r: 255, g: 128, b: 0, a: 0.5 } });
    expect(parseHexColour('#ff800080')).toEqual({ ok: false, error: 'Invalid colour!' });
  });
});

describe('formatHexColour', () => {
  it('writes lower-case hex with the alpha byte when asked', () => {
    expect(formatHexColour({ r: 255, g: 128, b: 0, a: 1 })).toBe('#ff8000');
    expect(formatHexColour({ r: 255, g: 128, b: 0, a: 0 }, true)).toBe('#ff800000');
  });
});

describe('colour channels', () => {
  it('clamps RGB to 0-255', () => {
    expect(parseRgbChannel('300', EN)).toEqual({ ok: false, error: 'Value must be between 0 and 255.', value: 255 });
  });

  it('keeps alpha within 0-1 in steps of 0.01', () => {
    expect(parseAlpha('0.555', EN)).toEqual({ ok: false, error: 'Value can have at most 2 decimal places.', value: 0.56 });
    expect(parseAlpha('2', EN)).toEqual({ ok: false, error: 'Value must be between 0 and 1.', value: 1 });
  });

  it('clamps hue to 0-360', () => {
    expect(parseHue('400', EN)).toEqual({ ok: false, error: 'Value must be between 0 and 360.', value: 360 });
  });
});
