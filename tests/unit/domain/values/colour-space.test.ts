import { describe, expect, it } from 'vitest';
import { hsvToRgb, rgbToHsv } from '../../../../src/domain/values/colour-space';

describe('colour space', () => {
  it('converts the primaries and grey between RGB and HSV', () => {
    expect(rgbToHsv({ r: 255, g: 0, b: 0, a: 1 })).toEqual({ h: 0, s: 1, v: 1, a: 1 });
    expect(rgbToHsv({ r: 0, g: 255, b: 0, a: 0.5 })).toEqual({ h: 120, s: 1, v: 1, a: 0.5 });
    expect(rgbToHsv({ r: 128, g: 128, b: 128, a: 1 })).toMatchObject({ h: 0, s: 0 });
    expect(hsvToRgb({ h: 240, s: 1, v: 1, a: 1 })).toEqual({ r: 0, g: 0, b: 255, a: 1 });
    expect(hsvToRgb({ h: 360, s: 1, v: 1, a: 1 })).toEqual({ r: 255, g: 0, b: 0, a: 1 });
  });

  it('round-trips the colours of a 6×6×6 grid of the cube', () => {
    for (let r = 0; r <= 255; r += 51) for (let g = 0; g <= 255; g += 51) for (let b = 0; b <= 255; b += 51) {
      expect(hsvToRgb(rgbToHsv({ r, g, b, a: 1 }))).toEqual({ r, g, b, a: 1 });
    }
  });
});
