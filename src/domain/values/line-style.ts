// The line style string 'color;dash;width' of node-model §3.
// Decisions: empty parts take the defaults (#000000, Solid, width 1); a dash name is matched ignoring case;
// a width outside 1–5 is clamped and a broken part is replaced by its default, each reported with the
// corrected style. 'None' always carries width 0, whatever was written.

import type { ParseResult } from './parse-result';
import { corrected, parsed } from './parse-result';
import { INVALID_LINE_STYLE } from './value-messages';

export const DASH_STYLES = ['None', 'Solid', 'Dot', 'Dash', 'DashDot'] as const;
export type DashStyle = (typeof DASH_STYLES)[number];
export type LineStyle = { color: string; dash: DashStyle; width: number };

export const LINE_WIDTH_MIN = 1;
export const LINE_WIDTH_MAX = 5;
export const DEFAULT_LINE_STYLE: Readonly<LineStyle> = Object.freeze({ color: '#000000', dash: 'Solid', width: 1 });

const COLOUR = /^#(?:[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function parseLineStyle(text: string): ParseResult<LineStyle> {
  const [colorText = '', dashText = '', widthText = '', ...rest] = text.split(';').map((p) => p.trim());
  let broken = rest.length > 0;
  const color = colorText === '' ? DEFAULT_LINE_STYLE.color : COLOUR.test(colorText) ? colorText : null;
  if (color === null) broken = true;
  const dash = dashText === '' ? DEFAULT_LINE_STYLE.dash : DASH_STYLES.find((d) => d.toLowerCase() === dashText.toLowerCase());
  if (dash === undefined) broken = true;
  const widthNumber = widthText === '' ? DEFAULT_LINE_STYLE.width : Number(widthText);
  if (!Number.isFinite(widthNumber)) broken = true;
  const style = withLineRule({
    color: color ?? DEFAULT_LINE_STYLE.color,
    dash: dash ?? DEFAULT_LINE_STYLE.dash,
    width: Number.isFinite(widthNumber) ? widthNumber : DEFAULT_LINE_STYLE.width,
  });
  const clamped = style.dash !== 'None' && style.width !== widthNumber;
  return broken || clamped ? corrected(style, INVALID_LINE_STYLE) : parsed(style);
}

export function formatLineStyle(style: LineStyle): string {
  const s = withLineRule(style);
  return `${s.color};${s.dash};${s.width}`;
}

/** 'None' forces width 0; any other dash keeps a whole width within 1–5. */
export function withLineRule(style: LineStyle): LineStyle {
  if (style.dash === 'None') return { ...style, width: 0 };
  return { ...style, width: Math.min(LINE_WIDTH_MAX, Math.max(LINE_WIDTH_MIN, Math.round(style.width))) };
}
