import { describe, expect, it } from 'vitest';
import { ACCESS_SHARED } from '../../../../src/domain/records/record-access';
import { NO_GROUP, knownMemberTeamIds, placementAllowed, placementChoices } from '../../../../src/domain/records/security-rules';
import type { PlacementScope } from '../../../../src/domain/records/security-rules';
import { EntityFlag } from '../../../../src/domain/rights';
import { securityContext as ctx } from './security-context-fixture';

const scope = (over: Partial<PlacementScope> = {}): PlacementScope => ({ savedTeamId: 1, memberTeamIds: [], ...over });
const none = { projectId: NO_GROUP, expId: NO_GROUP };

describe('placement rules (server ChangeProject)', () => {
  it('allows a project of the record’s own team to anyone who may change the record', () => {
    expect(placementAllowed(ctx({ recAccess: ACCESS_SHARED }), scope(), 1)).toBe(true);
  });

  it('refuses another team without the kind’s assign bit, unless the user is in that team', () => {
    expect(placementAllowed(ctx(), scope(), 2)).toBe(false);
    expect(placementAllowed(ctx(), scope({ memberTeamIds: [2] }), 2)).toBe(true);
  });

  it('allows another team with the kind’s assign bit and the record’s assign bit', () => {
    expect(placementAllowed(ctx({ assignRights: EntityFlag.customers }), scope(), 2)).toBe(true);
    expect(placementAllowed(ctx({ assignRights: EntityFlag.customers, recAccess: ACCESS_SHARED }), scope(), 2)).toBe(false);
    // The bit of another kind does not count.
    expect(placementAllowed(ctx({ assignRights: EntityFlag.features }), scope(), 2)).toBe(false);
  });

  it('allows a group without a team when the record may be reassigned', () => {
    expect(placementAllowed(ctx(), scope(), null)).toBe(true);
    expect(placementAllowed(ctx({ recAccess: ACCESS_SHARED }), scope(), null)).toBe(false);
  });

  it('allows everything to administrators and on create (the new record takes the group’s team)', () => {
    expect(placementAllowed(ctx({ isAdmin: true, recAccess: 0 }), scope(), 2)).toBe(true);
    expect(placementAllowed(ctx({ isCreate: true }), scope(), 2)).toBe(true);
  });

  it('offers only allowed projects and experiments, keeps the current one, and counts what it hid', () => {
    const projects = [
      { id: 10, recTeamId: 1 },
      { id: 11, recTeamId: 2 },
      { id: 12, recTeamId: 3 },
    ];
    const experiments = [
      { id: 20, recTeamId: 1 },
      { id: 21, recTeamId: 2 },
    ];
    const choices = placementChoices(ctx(), scope(), { projectId: 12, expId: NO_GROUP }, { projects, experiments });
    expect(choices.projects.map((p) => p.id)).toEqual([10, 12]);
    expect(choices.experiments.map((e) => e.id)).toEqual([20]);
    expect(choices.hidden).toBe(2);
    const all = placementChoices(ctx({ assignRights: EntityFlag.customers }), scope(), none, { projects, experiments });
    expect(all.hidden).toBe(0);
  });

  it('offers projects only to experiments and nothing to projects', () => {
    const groups = { projects: [{ id: 10, recTeamId: 2 }], experiments: [{ id: 20, recTeamId: 2 }] };
    expect(placementChoices(ctx({ entity: 'experiment' }), scope(), none, groups)).toEqual({ projects: [], experiments: [], hidden: 1 });
    expect(placementChoices(ctx({ entity: 'project' }), scope(), none, groups)).toEqual({ projects: [], experiments: [], hidden: 0 });
  });

  it('knows the user’s teams only when the auth data lists their own teams alone', () => {
    const teams = [{ id: 2, name: 'Lab B' }];
    expect(knownMemberTeamIds(teams, { assignRights: 0, isAdmin: false })).toEqual([2]);
    expect(knownMemberTeamIds(teams, { assignRights: EntityFlag.features, isAdmin: false })).toEqual([]);
    expect(knownMemberTeamIds(teams, { assignRights: 0, isAdmin: true })).toEqual([]);
  });
});
