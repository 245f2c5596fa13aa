// The change feed's cursor: the last seq a client has, bound to the user and to what decides their sight
// (security_version, and a fingerprint of rights, roles and teams, which also moves when a licence or a
// role's rights change). A cursor of another user or of other rights can not be continued: reset.
// Not secret and not signed: a forged cursor only asks for changes the caller may read anyway.
import { createHash } from 'node:crypto';
import { z } from 'zod';

export type CursorParts = { userId: number; securityVersion: number; fingerprint: string; seq: number };

export const CURSOR_PATTERN = /^c1\.(\d{1,12})\.(\d{1,12})\.([0-9a-f]{12})\.(\d{1,15})$/;

export const cursorSchema = z.string().max(80).regex(CURSOR_PATTERN, 'since must be a cursor from an earlier answer.');

export type SightInput = { rights: Iterable<string>; roleIds: readonly number[]; teamIds: readonly number[] };

export function sightFingerprint(sight: SightInput): string {
  const text = JSON.stringify([[...sight.rights].sort(), [...sight.roleIds].sort((a, b) => a - b), [...sight.teamIds].sort((a, b) => a - b)]);
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

export function encodeCursor(parts: CursorParts): string {
  return `c1.${parts.userId}.${parts.securityVersion}.${parts.fingerprint}.${parts.seq}`;
}

/** The parts of a cursor that matched cursorSchema. */
export function decodeCursor(cursor: string): CursorParts {
  const match = CURSOR_PATTERN.exec(cursor);
  if (!match) throw new Error('decodeCursor: not a cursor');
  return { userId: Number(match[1]), securityVersion: Number(match[2]), fingerprint: match[3] as string, seq: Number(match[4]) };
}
