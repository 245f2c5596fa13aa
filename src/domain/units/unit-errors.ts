// The unit library's refusals (node-model §5, §8). Messages the spec names are kept word for word; the
// incompatible-measures text is convert-units' own, which starts with the spec's 'Cannot convert'.

export const INVALID_MULTI_UNIT = 'Invalid multi unit conversion';

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
  return new UnitError('unknownUnit', `Unsupported unit ${abbr}`);
}

export function incompatibleMeasures(toMeasure: string, fromMeasure: string): UnitError {
  return new UnitError('incompatibleMeasures', `Cannot convert incompatible measures of ${toMeasure} and ${fromMeasure}`);
}

export function multiUnit(): UnitError {
  return new UnitError('multiUnit', INVALID_MULTI_UNIT);
}

export function missingAnchors(measure: string, system: string): UnitError {
  return new UnitError('missingAnchors', `Cannot convert: missing anchors for the ${system} system of ${measure}`);
}
