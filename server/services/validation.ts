// Turns a zod failure into the error list of the ErrorBody, one item per problem, with the field path.
import type { z } from 'zod';
import type { ErrorItem } from '../../src/domain/error-item';
import { HttpError } from './http-error';

export type InputPart = 'body' | 'query' | 'params' | 'headers';

/** `customAsIs`: messages of custom checks (worded by the spec) reach the client unchanged. */
function describeIssue(issue: z.core.$ZodIssue, part: InputPart, customAsIs: boolean): ErrorItem {
  const field = issue.path.map(String).join('.');
  if (customAsIs && issue.code === 'custom') return field ? { msg: issue.message, field, severity: 2 } : { msg: issue.message, severity: 2 };
  if (!field) {
    const what = part === 'body' ? 'Request body' : part === 'query' ? 'Query string' : part === 'headers' ? 'Headers' : 'Path';
    return { msg: `${what} is invalid: ${issue.message}.`, severity: 2 };
  }
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  const msg = missing ? `${field} is required.` : `${field}: ${issue.message}.`;
  return { msg, field, severity: 2 };
}

/** Parses one part of a request; throws a 400 HttpError listing every problem. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, part: InputPart = 'body', customAsIs = false): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new HttpError(400, { error: result.error.issues.map((issue) => describeIssue(issue, part, customAsIs)) });
}
