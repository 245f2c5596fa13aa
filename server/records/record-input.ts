// Parses record input like services/validation.ts, except that messages the spec words itself
// ('Invalid contact phone number!', 'Enter valid feature UID!') reach the client unchanged.
import type { z } from 'zod';
import type { ErrorItem } from '../../src/domain/error-item';
import { HttpError } from '../services/http-error';

function describe(issue: z.core.$ZodIssue): ErrorItem {
  const field = issue.path.map(String).join('.');
  if (issue.code === 'custom') return field ? { msg: issue.message, field, severity: 2 } : { msg: issue.message, severity: 2 };
  if (!field) return { msg: `Request body is invalid: ${issue.message}.`, severity: 2 };
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  return { msg: missing ? `${field} is required.` : `${field}: ${issue.message}.`, field, severity: 2 };
}

export function parseRecordInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new HttpError(400, { error: result.error.issues.map(describe) });
}
