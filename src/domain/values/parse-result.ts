// The one result shape of every value parser, so editors handle all kinds alike.
// A failure may carry a corrected value (clamped, rounded, truncated, a cleared range end): the editor shows
// the corrected value and the message together; without a value the input stays as typed and is rejected.

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string; value?: T };

export function parsed<T>(value: T): ParseResult<T> {
  return { ok: true, value };
}

export function failed<T>(error: string): ParseResult<T> {
  return { ok: false, error };
}

export function corrected<T>(value: T, error: string): ParseResult<T> {
  return { ok: false, error, value };
}
