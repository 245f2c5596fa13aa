// RGB ↔ HSV for the colour editor: the picker's area and hue slider work in HSV (hue 0–360, saturation
// and value 0–1), the stored text and the channel fields in RGB 0–255.
import type { Rgba } from './colour-rules';
import { HUE_MAX, RGB_MAX } from './colour-rules';

export type Hsva = { h: number; s: number; v: number; a: number };

export function rgbToHsv({ r, g, b, a }: Rgba): Hsva {
  const [rr, gg, bb] = [r / RGB_MAX, g / RGB_MAX, b / RGB_MAX];
  const max = Math.max(rr, gg, bb);
  const d = max - Math.min(rr, gg, bb);
  let h = 0;
  if (d !== 0) {
    if (max === rr) h = ((gg - bb) / d) % 6;
    else if (max === gg) h = (bb - rr) / d + 2;
    else h = (rr - gg) / d + 4;
  }
  h = (h * 60 + HUE_MAX) % HUE_MAX;
  return { h, s: max === 0 ? 0 : d / max, v: max, a };
}

export function hsvToRgb({ h, s, v, a }: Hsva): Rgba {
  const c = v * s;
  const hh = (((h % HUE_MAX) + HUE_MAX) % HUE_MAX) / 60;
  const x = c * (1 - Math.abs((hh % 2) - 1));
  const [r1, g1, b1] = hh < 1 ? [c, x, 0] : hh < 2 ? [x, c, 0] : hh < 3 ? [0, c, x] : hh < 4 ? [0, x, c] : hh < 5 ? [x, 0, c] : [c, 0, x];
  const m = v - c;
  const channel = (n: number) => Math.round((n + m) * RGB_MAX);
  return { r: channel(r1), g: channel(g1), b: channel(b1), a };
}
