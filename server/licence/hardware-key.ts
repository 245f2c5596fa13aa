// The server's hardware key: a stable id derived from the serverUID (kept in the settings table, so
// all instances sharing the database have the same key and a licence survives restarts).
import { createHash } from 'node:crypto';

/** Five groups of five upper-case hex digits, e.g. '3F2A1-…'. */
export function hardwareKeyOf(serverUID: string): string {
  const hex = createHash('sha256').update(`licence-hwkey:${serverUID}`).digest('hex').toUpperCase().slice(0, 25);
  return (hex.match(/.{5}/g) ?? []).join('-');
}
