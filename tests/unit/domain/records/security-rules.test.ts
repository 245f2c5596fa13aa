import { describe, expect, it } from 'vitest';
import { ACCESS_ALL, ACCESS_TEAM } from '../../../../src/domain/records/record-access';
import {
  MSG_NO_TEAM,
  MSG_SHARE_PAIR,
  NO_GROUP,
  applyGroupChoice,
  canAssign,
  canEditShares,
  checkSecurity,
  isSecurityReadOnly,
  isTeamLocked,
  ownerEditable,
  ownerOptions,
  shareAreaInitiallyOpen,
  sharingAllowed,
  teamEditable,
  teamOptions,
} from '../../../../src/domain/records/security-rules';
import type { SecurityValue } from '../../../../src/domain/records/security-rules';
import { EntityFlag } from '../../../../src/domain/rights';
import { securityContext as ctx } from './security-context-fixture';

const value = (over: Partial<SecurityValue> = {}): SecurityValue => ({ recOwnerId: 7, recTeamId: 2, recAcl: [], recInhAcl: [], projectId: NO_GROUP, expId: NO_GROUP, ...over });
const users = [
  { userId: 1, name: 'Admin' },
  { userId: 7, name: 'Erik' },
];

describe('security panel rules', () => {
  it('needs the kind’s assign bit on create and the record’s assign bit otherwise', () => {
    expect(canAssign(ctx({ isCreate: true, assignRights: EntityFlag.customers }))).toBe(true);
    expect(canAssign(ctx({ isCreate: true, assignRights: EntityFlag.features }))).toBe(false);
    expect(canAssign(ctx({ recAccess: ACCESS_ALL }))).toBe(true);
    expect(canAssign(ctx({ recAccess: ACCESS_TEAM }))).toBe(false);
  });

  it('is read-only with the readonly flag, or on an existing record without the assign right', () => {
    expect(isSecurityReadOnly(ctx({ readonly: true }))).toBe(true);
    expect(isSecurityReadOnly(ctx({ recAccess: ACCESS_TEAM }))).toBe(true);
    expect(isSecurityReadOnly(ctx({ isCreate: true, recAccess: 0 }))).toBe(false);
    expect(ownerEditable(ctx({ recAccess: ACCESS_TEAM }))).toBe(false);
  });

  it('offers all users as owners only with the assign right, and always the current owner', () => {
    expect(ownerOptions(ctx({ isCreate: true }), users, { id: 7, name: 'Erik' }).map((o) => o.id)).toEqual([7]);
    expect(ownerOptions(ctx(), users, { id: 1, name: 'Admin' }).map((o) => o.id)).toEqual([1, 7]);
    expect(ownerOptions(ctx({ recAccess: ACCESS_TEAM }), users, { id: 1, name: 'Admin' }).map((o) => o.id)).toEqual([7, 1]);
  });

  it('adds an empty team option inside a project and locks the team there', () => {
    const inProject = value({ projectId: 4 });
    expect(teamOptions([{ id: 2, name: 'Lab B' }], inProject, { id: 2, name: 'Lab B' })[0]).toEqual({ id: null, name: '' });
    expect(isTeamLocked(inProject)).toBe(true);
    expect(teamEditable(ctx(), inProject)).toBe(false);
    expect(teamEditable(ctx({ isCreate: true, recAccess: 0 }), value())).toBe(true);
  });

  it('copies team and inherited ACL from a chosen project, and clearing it empties both', () => {
    const chosen = applyGroupChoice('customer', value({ recAcl: [{ userId: 1, roleId: 2 }] }), { projectId: 4, expId: NO_GROUP, teamId: 9, acl: [{ userId: 3, roleId: 1 }] });
    expect(chosen).toMatchObject({ projectId: 4, recTeamId: 9, recInhAcl: [{ userId: 3, roleId: 1 }], recAcl: [{ userId: 1, roleId: 2 }] });
    expect(applyGroupChoice('customer', chosen, null)).toMatchObject({ projectId: NO_GROUP, expId: NO_GROUP, recTeamId: null, recInhAcl: [] });
  });

  it('clears own shares when an experiment is put into a project (sharing is then not allowed)', () => {
    const chosen = applyGroupChoice('experiment', value({ recAcl: [{ userId: 1, roleId: 2 }] }), { projectId: 4, expId: NO_GROUP, teamId: 9, acl: [] });
    expect(chosen.recAcl).toEqual([]);
    expect(sharingAllowed('experiment', chosen)).toBe(false);
    expect(sharingAllowed('license', value())).toBe(false);
    expect(canEditShares(ctx({ readonly: true }), value())).toBe(false);
  });

  it('opens the share area on create and keeps it closed on existing records', () => {
    expect(shareAreaInitiallyOpen(true)).toBe(true);
    expect(shareAreaInitiallyOpen(false)).toBe(false);
  });

  it("refuses a share with only a user or only a role, and warns about a new project without a team", () => {
    expect(checkSecurity('customer', value({ recAcl: [{ userId: 1, roleId: null }] }), false).errors).toEqual([MSG_SHARE_PAIR]);
    expect(checkSecurity('customer', value({ recAcl: [{ userId: 1, roleId: 2 }] }), false).errors).toEqual([]);
    expect(checkSecurity('project', value({ recTeamId: null }), true).warnings).toEqual([MSG_NO_TEAM]);
    expect(checkSecurity('project', value({ recTeamId: null }), false).warnings).toEqual([]);
  });
});
