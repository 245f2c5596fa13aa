import { describe, expect, it } from 'vitest';
import { MSG_PROJECT_DELETED, MSG_PROJECT_UNAVAILABLE, experimentStart } from '../../../../src/domain/records/new-experiment';
import type { RecordAnswer } from '../../../../src/domain/records/record-wire';

const project = { id: 9, entity: 'project', recTeamId: 2, recAcl: [{ userId: 8, roleId: 3 }], recDeleted: false } as unknown as RecordAnswer;

describe('where a new experiment starts', () => {
  it('starts without a project when none is asked for', () => {
    expect(experimentStart(undefined, null, 'fresh')).toEqual({ waiting: false, group: null, warning: null });
  });

  it('starts inside the project with its team and shares', () => {
    expect(experimentStart(9, project, 'loading')).toEqual({ waiting: false, group: { projectId: 9, expId: -1, teamId: 2, acl: [{ userId: 8, roleId: 3 }] }, warning: null });
  });

  it('waits while the project may still arrive', () => {
    expect(experimentStart(9, undefined, 'error')).toEqual({ waiting: true });
    expect(experimentStart(9, null, 'loading')).toEqual({ waiting: true });
    expect(experimentStart(9, null, 'fresh')).toEqual({ waiting: true });
  });

  it('goes on without the project, saying so, when it cannot be had', () => {
    expect(experimentStart(9, null, 'error')).toEqual({ waiting: false, group: null, warning: MSG_PROJECT_UNAVAILABLE });
    expect(experimentStart(9, null, 'offline')).toEqual({ waiting: false, group: null, warning: MSG_PROJECT_UNAVAILABLE });
    expect(experimentStart(9, { ...project, recDeleted: true }, 'fresh')).toEqual({ waiting: false, group: null, warning: MSG_PROJECT_DELETED });
  });
});
