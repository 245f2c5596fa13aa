// ChangeProject must not move records into another team without the rights AssignSecurity needs, nor
// drag unreadable records of an experiment along; answers must not reveal unreadable projects.
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_MSG, messages, page, record } from './support/record-requests';
import { NO_RIGHT_MSG, SEEDED, storedPlacement, useRecordServer } from './support/record-server';

const { operator: OPERATOR, engineer: ENGINEER, labA: LAB_A, labB: LAB_B, engineersRole: ENGINEERS_ROLE, operatorsRole: OPERATORS_ROLE } = SEEDED;

const env = useRecordServer();

async function stored(ids: number[]) {
  return storedPlacement(env.server, ids);
}

describe('ChangeProject and the team of the record', () => {
  it('refuses a team member moving a record into a project of another team, changing nothing', async () => {
    const customer = record(await env.admin.post('/api/db/customer', { name: 'Lab A customer to move', recTeamId: LAB_A }));
    const foreign = record(await env.engineer.post('/api/db/project', { name: 'Lab B project shared with operator', recAcl: [{ userId: OPERATOR, roleId: OPERATORS_ROLE }] }));
    expect(foreign.recTeamId).toBe(LAB_B);
    expect(record(await env.operator.get(`/api/db/project/${foreign.id}`)).recAccess).toBe(6);

    const res = await env.operator.post('/api/db/customer/ChangeProject', { ids: [customer.id], projectId: foreign.id });
    expect(res.status, res.text).toBe(403);
    expect(messages(res)).toEqual([NO_RIGHT_MSG]);
    expect(await stored([customer.id])).toEqual([{ id: customer.id, project_id: null, exp_id: null, team_id: LAB_A }]);
    expect((await env.engineer.get(`/api/db/customer/${customer.id}`)).status).toBe(404);
    const audit = await env.server.database.db.selectFrom('audit_log').select('id').where('category', '=', 'record-project').where('entity_id', '=', String(customer.id)).execute();
    expect(audit).toEqual([]);
  });

  it('refuses an owner moving a record into a team they may not assign', async () => {
    // The operator owns the record (assign bit) but is not in Lab B and has no assignRights.
    const owned = record(await env.admin.post('/api/db/person', { name: 'Operator-owned person', recTeamId: LAB_A, recOwnerId: OPERATOR }));
    const foreign = record(await env.engineer.post('/api/db/project', { name: 'Another Lab B project', recAcl: [{ userId: OPERATOR, roleId: OPERATORS_ROLE }] }));
    const res = await env.operator.post('/api/db/person/ChangeProject', { ids: [owned.id], projectId: foreign.id });
    expect(res.status, res.text).toBe(403);
    expect((res.body as { error: { field?: string }[] }).error[0]?.field).toBe('projectId');
    expect(await stored([owned.id])).toEqual([{ id: owned.id, project_id: null, exp_id: null, team_id: LAB_A }]);
  });

  it('still lets a team member move a record into a project of the same team, and the admin anywhere', async () => {
    const customer = record(await env.admin.post('/api/db/customer', { name: 'Lab A customer, same team', recTeamId: LAB_A }));
    const sameTeam = record(await env.admin.post('/api/db/project', { name: 'Lab A project', recTeamId: LAB_A }));
    const moved = await env.operator.post('/api/db/customer/ChangeProject', { ids: [customer.id], projectId: sameTeam.id });
    expect(moved.status, moved.text).toBe(200);
    expect(await stored([customer.id])).toEqual([{ id: customer.id, project_id: sameTeam.id, exp_id: null, team_id: LAB_A }]);

    const labB = record(await env.admin.post('/api/db/project', { name: 'Lab B project of admin', recTeamId: LAB_B }));
    const byAdmin = await env.admin.post('/api/db/customer/ChangeProject', { ids: [customer.id], projectId: labB.id });
    expect(byAdmin.status, byAdmin.text).toBe(200);
    expect(await stored([customer.id])).toEqual([{ id: customer.id, project_id: labB.id, exp_id: null, team_id: LAB_B }]);
  });
});

describe('ChangeProject of an experiment moves its records only when the caller may change each', () => {
  async function setup(name: string, memberAcl: { userId: number; roleId: number }[]) {
    // The operator owns the experiment but is not in its team (Lab B), so its records are not theirs.
    const experiment = record(await env.admin.post('/api/db/experiment', { name: `${name} experiment`, recTeamId: LAB_B, recOwnerId: OPERATOR }));
    const member = record(await env.engineer.post('/api/db/customer', { name: `${name} member`, expId: experiment.id, recAcl: memberAcl }));
    expect(member).toMatchObject({ expId: experiment.id, recTeamId: LAB_B });
    const target = record(await env.admin.post('/api/db/project', { name: `${name} target`, recTeamId: LAB_B, recAcl: [{ userId: OPERATOR, roleId: OPERATORS_ROLE }] }));
    return { experiment, member, target };
  }

  it('answers 404 when a record of the experiment is not readable, and moves nothing', async () => {
    const { experiment, member, target } = await setup('Hidden', []);
    expect((await env.operator.get(`/api/db/customer/${member.id}`)).status).toBe(404);
    const res = await env.operator.post('/api/db/experiment/ChangeProject', { ids: [experiment.id], projectId: target.id });
    expect(res.status, res.text).toBe(404);
    expect(messages(res)).toEqual([NOT_FOUND_MSG]);
    expect(await stored([experiment.id, member.id])).toEqual([
      { id: experiment.id, project_id: null, exp_id: null, team_id: LAB_B },
      { id: member.id, project_id: null, exp_id: experiment.id, team_id: LAB_B },
    ]);
    // The member did not become readable through the target project's share.
    expect((await env.operator.get(`/api/db/customer/${member.id}`)).status).toBe(404);
  });

  it('answers 403 when a record of the experiment is readable but not updateMeta, and moves nothing', async () => {
    const { experiment, member, target } = await setup('Shared', [{ userId: OPERATOR, roleId: OPERATORS_ROLE }]);
    expect(record(await env.operator.get(`/api/db/customer/${member.id}`)).recAccess).toBe(6);
    const res = await env.operator.post('/api/db/experiment/ChangeProject', { ids: [experiment.id], projectId: target.id });
    expect(res.status, res.text).toBe(403);
    expect(messages(res)).toEqual([NO_RIGHT_MSG]);
    expect(await stored([experiment.id, member.id])).toEqual([
      { id: experiment.id, project_id: null, exp_id: null, team_id: LAB_B },
      { id: member.id, project_id: null, exp_id: experiment.id, team_id: LAB_B },
    ]);
  });

  it('moves the experiment with its records when the caller may change them all', async () => {
    const { experiment, member, target } = await setup('Movable', []);
    const res = await env.engineer.post('/api/db/experiment/ChangeProject', { ids: [experiment.id], projectId: target.id });
    expect(res.status, res.text).toBe(200);
    expect(await stored([experiment.id, member.id])).toEqual([
      { id: experiment.id, project_id: target.id, exp_id: null, team_id: LAB_B },
      { id: member.id, project_id: target.id, exp_id: experiment.id, team_id: LAB_B },
    ]);
  });
});

describe('record answers and unreadable projects', () => {
  it('hides the name and the shares of a project the caller can not read', async () => {
    const hidden = record(await env.admin.post('/api/db/project', { name: 'Hidden project name', recTeamId: LAB_B, recAcl: [{ userId: ENGINEER, roleId: ENGINEERS_ROLE }] }));
    const experiment = record(await env.admin.post('/api/db/experiment', { name: 'Hidden experiment name', projectId: hidden.id }));
    const mine = record(await env.admin.post('/api/db/person', { name: 'Operator person in hidden project', projectId: hidden.id, expId: experiment.id, recOwnerId: OPERATOR }));
    expect((await env.operator.get(`/api/db/project/${hidden.id}`)).status).toBe(404);

    const asOperator = record(await env.operator.get(`/api/db/person/${mine.id}`));
    expect(asOperator).toMatchObject({ projectId: hidden.id, expId: experiment.id, projectName: null, expName: null, recInhAcl: [] });
    expect(asOperator.recAccess).toBe(62);
    const listed = page(await env.operator.get('/api/db/person?search=Operator person')).items.find((r) => r.id === mine.id);
    expect(listed).toMatchObject({ projectName: null, expName: null, recInhAcl: [] });
    expect(JSON.stringify(listed)).not.toContain('Hidden');

    // Readers of the project still see everything, and nothing was changed by reading.
    expect(record(await env.admin.get(`/api/db/person/${mine.id}`))).toMatchObject({ projectName: 'Hidden project name', expName: 'Hidden experiment name', recInhAcl: [{ userId: ENGINEER, roleId: ENGINEERS_ROLE }] });
    expect(record(await env.engineer.get(`/api/db/person/${mine.id}`))).toMatchObject({ projectName: 'Hidden project name', recInhAcl: [{ userId: ENGINEER, roleId: ENGINEERS_ROLE }] });
  });
});
