// What a date-range picker holds: a preset, or explicit ends after the user typed, picked or moved the
// range. A preset is resolved against the clock when it is read, so 'Today' stays today after midnight.

import type { PresetId } from './date-preset-ids';
import { DEFAULT_PERIOD, presetRange } from './date-presets';
import type { DateRange } from './date-range';
import { orderDateRange } from './date-range';

export type RangeChoice = { preset?: PresetId; from?: string; to?: string };

export const DEFAULT_RANGE_CHOICE: Readonly<RangeChoice> = Object.freeze({ preset: DEFAULT_PERIOD });

/** The ends of the choice: the preset's on `now`, else the explicit ends with the from-after-to rule applied. */
export function resolveRangeChoice(choice: RangeChoice, now: Date): DateRange {
  if (choice.preset !== undefined) return presetRange(choice.preset, now);
  return orderDateRange({ from: choice.from ?? null, to: choice.to ?? null });
}

/** A choice with explicit ends; an empty end is left out (open). */
export function explicitChoice(range: DateRange): RangeChoice {
  const choice: RangeChoice = {};
  if (range.from !== null) choice.from = range.from;
  if (range.to !== null) choice.to = range.to;
  return choice;
}
