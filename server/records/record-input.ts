// Parses record input like services/validation.ts, except that messages the spec words itself
// ('Invalid contact phone number!', 'Enter valid feature UID!') reach the client unchanged.
import type { z } from 'zod';
import { parseInput } from '../services/validation';

export function parseRecordInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return parseInput(schema, value, 'body', true);
}
