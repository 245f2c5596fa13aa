import { describe, expect, it } from 'vitest';
import { ACCESS_ALL, ACCESS_SHARED, ACCESS_TEAM, computeRecordAccess, isRecordReadOnly, readOnlyReason } from '../../../../src/domain/records/record-access';
import type { AccessSubject, RecordSecurity } from '../../../../src/domain/records/record-access';
import { RecordAccess } from '../../../../src/domain/rights';

const subject: AccessSubject = { userId: 7, teamIds: [1], roleIds: [3], isAdmin: false };
const record: RecordSecurity = { ownerId: 9, teamId: 2, acl: [], inhAcl: [] };

describe('computeRecordAccess', () => {
  it('grants nothing to a user who is neither owner, team member nor shared with', () => {
    expect(computeRecordAccess(record, subject)).toBe(0);
  });

  it('grants everything to the owner and to admins', () => {
    expect(computeRecordAccess({ ...record, ownerId: 7 }, subject)).toBe(ACCESS_ALL);
    expect(computeRecordAccess(record, { ...subject, isAdmin: true })).toBe(ACCESS_ALL);
  });

  it('grants read, update and metadata to team members, without delete or assign', () => {
    const bits = computeRecordAccess({ ...record, teamId: 1 }, subject);
    expect(bits).toBe(ACCESS_TEAM);
    expect(bits & RecordAccess.delete).toBe(0);
  });

  it('grants read and update through own or inherited shares matching user and role', () => {
    expect(computeRecordAccess({ ...record, acl: [{ userId: 7, roleId: null }] }, subject)).toBe(ACCESS_SHARED);
    expect(computeRecordAccess({ ...record, inhAcl: [{ userId: null, roleId: 3 }] }, subject)).toBe(ACCESS_SHARED);
    expect(computeRecordAccess({ ...record, acl: [{ userId: 7, roleId: 4 }] }, subject)).toBe(0);
    expect(computeRecordAccess({ ...record, acl: [{ userId: null, roleId: null }] }, subject)).toBe(0);
  });
});

describe('readOnlyReason', () => {
  const editable = { recDeleted: false, recLastRev: true, recPublished: true, recAccess: ACCESS_TEAM, recState: 1, snapshot: false };

  it('allows editing the last revision with the update right', () => {
    expect(isRecordReadOnly(editable)).toBe(false);
    expect(readOnlyReason({ ...editable, recPublished: false })).toBeNull();
  });

  it('names each read-only rule of the spec', () => {
    expect(readOnlyReason({ ...editable, recDeleted: true })).toBe('deleted');
    expect(readOnlyReason({ ...editable, recLastRev: false })).toBe('oldRevision');
    expect(readOnlyReason({ ...editable, recAccess: RecordAccess.read })).toBe('noUpdateRight');
    expect(readOnlyReason({ ...editable, recState: 2 })).toBe('closed');
    expect(readOnlyReason({ ...editable, snapshot: true })).toBe('snapshot');
  });
});
