// Limits of the colour editor (node-model §5): hex text, RGB channels, alpha and hue.

import type { LocaleSettings } from '../locale-settings';
import { parseNumber } from './parse-number';
import type { ParseResult } from './parse-result';
import { failed, parsed } from './parse-result';
import { INVALID_COLOUR } from './value-messages';

export type Rgba = { r: number; g: number; b: number; a: number };

export const RGB_MAX = 255;
export const ALPHA_STEP = 0.01;
export const HUE_MAX = 360;

/** '#rrggbb' is 7 characters, '#rrggbbaa' 9. */
export function hexMaxLength(withAlpha: boolean): number {
  return withAlpha ? 9 : 7;
}

/** Accepts '#rrggbb', and '#rrggbbaa' when alpha is edited; the '#' may be left out. */
export function parseHexColour(text: string, withAlpha = false): ParseResult<Rgba> {
  const hex = text.trim().replace(/^#/, '');
  const pattern = withAlpha ? /^(?:[0-9a-f]{6}|[0-9a-f]{8})$/i : /^[0-9a-f]{6}$/i;
  if (!pattern.test(hex)) return failed(INVALID_COLOUR);
  const byte = (at: number) => parseInt(hex.slice(at, at + 2), 16);
  const a = hex.length === 8 ? Math.round((byte(6) / 255) * 100) / 100 : 1;
  return parsed({ r: byte(0), g: byte(2), b: byte(4), a });
}

/** Lower-case hex; the alpha byte only when asked for. */
export function formatHexColour(colour: Rgba, withAlpha = false): string {
  const byte = (v: number) => Math.round(Math.min(RGB_MAX, Math.max(0, v))).toString(16).padStart(2, '0');
  const alpha = withAlpha ? byte(colour.a * 255) : '';
  return `#${byte(colour.r)}${byte(colour.g)}${byte(colour.b)}${alpha}`;
}

export function parseRgbChannel(text: string, locale: LocaleSettings): ParseResult<number> {
  return parseNumber(text, { decimalPlaces: 0, min: 0, max: RGB_MAX }, locale);
}

/** Alpha moves in steps of 0.01, so two decimals. */
export function parseAlpha(text: string, locale: LocaleSettings): ParseResult<number> {
  return parseNumber(text, { decimalPlaces: 2, min: 0, max: 1 }, locale);
}

export function parseHue(text: string, locale: LocaleSettings): ParseResult<number> {
  return parseNumber(text, { decimalPlaces: 0, min: 0, max: HUE_MAX }, locale);
}
