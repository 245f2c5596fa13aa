// An error that carries its HTTP answer; the global error handler sends it as is.
import type { ErrorBody, ErrorItem } from '../../src/domain/error-item';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, body: ErrorBody, headers: Record<string, string> = {}) {
    super(body.error[0]?.msg ?? `HTTP ${statusCode}`);
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

/** An error answer of one message (severity error). */
export function httpError(statusCode: number, msg: string, extra: { field?: string; headers?: Record<string, string> } = {}): HttpError {
  const item: ErrorItem = { msg, severity: 2 };
  if (extra.field) item.field = extra.field;
  return new HttpError(statusCode, { error: [item] }, extra.headers);
}
