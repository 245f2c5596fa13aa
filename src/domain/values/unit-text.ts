// Splits typed number text into the number and the unit written after it ("14.5 psi"), for the number rules
// of properties with a convertible unit. A bare number has no unit (the editor unit applies). More than one
// unit ("5 ft 3 in", "1 bar psi") is not summed or chosen between: 'Invalid multi unit conversion'.
import type { LocaleSettings } from '../locale-settings';
import { isKnownUnit } from '../units/convert-unit';
import { INVALID_MULTI_UNIT } from '../units/unit-errors';

export type UnitText = { ok: true; numberText: string; unit?: string } | { ok: false; error: string };

export function splitUnitText(text: string, locale: LocaleSettings): UnitText {
  const numberChars = new Set(['+', '-', '.', ',', locale.decimalSeparator, locale.thousandSeparator]);
  let end = 0;
  while (end < text.length && (isDigitOrSpace(text[end] as string) || numberChars.has(text[end] as string))) end++;
  const unitText = text.slice(end).trim();
  if (unitText === '') return { ok: true, numberText: text };
  const words = unitText.split(/\s+/);
  if (words.length > 1 && words.some(isKnownUnit)) return { ok: false, error: INVALID_MULTI_UNIT };
  return { ok: true, numberText: text.slice(0, end), unit: unitText };
}

function isDigitOrSpace(char: string): boolean {
  return (char >= '0' && char <= '9') || char.trim() === '';
}
