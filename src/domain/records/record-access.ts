// Who may do what with a record (node-model.md §3 and §6): the recAccess bits from owner, team and the
// own and inherited ACL, and the read-only rule of console.md §4. The server's list filter follows the same rule.
import { RecordAccess, hasFlag } from '../rights';
import { RecordStatus } from './record-enums';

/** A share: a user, a role or both. A missing side matches anyone. */
export type AclEntry = { userId: number | null; roleId: number | null };

export type RecordSecurity = { ownerId: number | null; teamId: number | null; acl: readonly AclEntry[]; inhAcl: readonly AclEntry[] };

export type AccessSubject = { userId: number; teamIds: readonly number[]; roleIds: readonly number[]; isAdmin: boolean };

export const ACCESS_ALL = RecordAccess.read | RecordAccess.update | RecordAccess.delete | RecordAccess.assign | RecordAccess.updateMeta;
export const ACCESS_TEAM = RecordAccess.read | RecordAccess.update | RecordAccess.updateMeta;
export const ACCESS_SHARED = RecordAccess.read | RecordAccess.update;

export function aclEntryMatches(entry: AclEntry, subject: AccessSubject): boolean {
  if (entry.userId === null && entry.roleId === null) return false;
  const userOk = entry.userId === null || entry.userId === subject.userId;
  const roleOk = entry.roleId === null || subject.roleIds.includes(entry.roleId);
  return userOk && roleOk;
}

/** Admin and owner: everything; team members: read, update, metadata; a matching share: read and update. */
export function computeRecordAccess(record: RecordSecurity, subject: AccessSubject): number {
  if (subject.isAdmin || (record.ownerId !== null && record.ownerId === subject.userId)) return ACCESS_ALL;
  let bits = 0;
  if (record.teamId !== null && subject.teamIds.includes(record.teamId)) bits |= ACCESS_TEAM;
  if ([...record.acl, ...record.inhAcl].some((entry) => aclEntryMatches(entry, subject))) bits |= ACCESS_SHARED;
  return bits;
}

export function hasAccess(recAccess: number, bit: number): boolean {
  return hasFlag(recAccess, bit);
}

export type ReadOnlyInput = {
  recDeleted: boolean;
  recLastRev: boolean;
  recPublished: boolean;
  recAccess: number;
  recState: number;
  snapshot: boolean;
};

export type ReadOnlyReason = 'deleted' | 'oldRevision' | 'noUpdateRight' | 'closed' | 'snapshot';

/** Why a record cannot be edited, or null when it can (checked in this order). */
export function readOnlyReason(record: ReadOnlyInput): ReadOnlyReason | null {
  if (record.recDeleted) return 'deleted';
  if (record.snapshot) return 'snapshot';
  if (!record.recLastRev && record.recPublished) return 'oldRevision';
  if (record.recState === RecordStatus.closed) return 'closed';
  if (!hasAccess(record.recAccess, RecordAccess.update)) return 'noUpdateRight';
  return null;
}

export function isRecordReadOnly(record: ReadOnlyInput): boolean {
  return readOnlyReason(record) !== null;
}
