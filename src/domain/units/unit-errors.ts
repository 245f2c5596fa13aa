// The unit library's refusals (node-model §5, §8). Messages the spec names are kept word for word; the
// incompatible-measures text is convert-units' own, which starts with the spec's 'Cannot convert'.
import { messageText } from '../messages/message-text';

export const INVALID_MULTI_UNIT = /*i18n*/ 'Invalid multi unit conversion';

export type UnitErrorCode = 'unknownUnit' | 'incompatibleMeasures' | 'multiUnit' | 'missingAnchors';

export class UnitError extends Error {
  readonly code: UnitErrorCode;

  constructor(code: UnitErrorCode, message: string) {
    super(message);
    this.name = 'UnitError';
    this.code = code;
  }
}

/** Short on purpose: convert-units appends all 185 abbreviations, which no editor message can show. */
export function unknownUnit(abbr: string): UnitError {
  return new UnitError('unknownUnit', messageText(/*i18n*/ 'Unsupported unit {abbr}', { abbr }));
}

export function incompatibleMeasures(toMeasure: string, fromMeasure: string): UnitError {
  return new UnitError('incompatibleMeasures', messageText(/*i18n*/ 'Cannot convert incompatible measures of {toMeasure} and {fromMeasure}', { toMeasure, fromMeasure }));
}

export function multiUnit(): UnitError {
  return new UnitError('multiUnit', INVALID_MULTI_UNIT);
}

export function missingAnchors(measure: string, system: string): UnitError {
  return new UnitError('missingAnchors', messageText(/*i18n*/ 'Cannot convert: missing anchors for the {system} system of {measure}', { system, measure }));
}
