// Shares of a project or experiment reach its records, so moving a record into one, or giving one new
// shares or another team, must not hand a record to anyone the caller could not share it with directly.
import { describe, expect, it } from 'vitest';
import { messages, record } from './support/record-requests';
import { NO_RIGHT_MSG, SEEDED, storedPlacement, useRecordServer } from './support/record-server';

const { labA: LAB_A, labB: LAB_B } = SEEDED;
const TO_OPERATOR = [{ userId: SEEDED.operator, roleId: SEEDED.operatorsRole }];
const MOVE_WOULD_SHARE = 'The project or experiment shares its records with users this record is not shared with: moving it there needs the right to assign its security.';
const CONTAINER_REACHES = 'The change would reach records in the project or experiment whose security you may not assign.';

const env = useRecordServer();

async function stored(ids: number[]) {
  return storedPlacement(env.server, ids);
}

async function storedAcl(id: number) {
  return env.server.database.db.selectFrom('record_acl').select(['user_id', 'role_id']).where('record_id', '=', id).execute();
}

/** A Lab B customer the admin owns: the engineer is in its team (read, update, updateMeta) but may not assign it. */
async function teamCustomer(name: string) {
  const customer = record(await env.admin.post('/api/db/customer', { name, recTeamId: LAB_B }));
  expect(record(await env.engineer.get(`/api/db/customer/${customer.id}`)).recAccess).toBe(38);
  expect((await env.operator.get(`/api/db/customer/${customer.id}`)).status).toBe(404);
  return customer;
}

describe('moving a record into a project or experiment whose shares reach it', () => {
  it('refuses an engineer sharing a record they may not assign through a project of their own', async () => {
    const customer = await teamCustomer('Lab B customer, not to be shared');
    const direct = await env.engineer.post('/api/db/customer/AssignSecurity', { ids: [customer.id], recAcl: TO_OPERATOR });
    expect(direct.status, direct.text).toBe(403);
    const own = record(await env.engineer.post('/api/db/project', { name: 'Engineer project shared with operator', recAcl: TO_OPERATOR }));
    expect(own.recTeamId).toBe(LAB_B);

    const res = await env.engineer.post('/api/db/customer/ChangeProject', { ids: [customer.id], projectId: own.id });
    expect(res.status, res.text).toBe(403);
    expect(messages(res)).toEqual([MOVE_WOULD_SHARE]);
    expect(await stored([customer.id])).toEqual([{ id: customer.id, project_id: null, exp_id: null, team_id: LAB_B }]);
    expect((await env.operator.get(`/api/db/customer/${customer.id}`)).status).toBe(404);
    expect((await env.operator.put(`/api/db/customer/${customer.id}`, { recRev: 1, name: 'Taken over' })).status).toBe(404);
  });

  it('refuses the same through a shared experiment', async () => {
    const customer = await teamCustomer('Lab B customer, not for the experiment');
    const experiment = record(await env.engineer.post('/api/db/experiment', { name: 'Engineer experiment shared with operator', recAcl: TO_OPERATOR }));
    const res = await env.engineer.post('/api/db/customer/ChangeProject', { ids: [customer.id], expId: experiment.id });
    expect(res.status, res.text).toBe(403);
    expect(messages(res)).toEqual([MOVE_WOULD_SHARE]);
    expect((await env.operator.get(`/api/db/customer/${customer.id}`)).status).toBe(404);
  });

  /** The engineer moves an experiment of theirs holding an admin customer to `projectId`: refused, nothing moves. */
  async function expectExperimentMoveRefused(name: string, projectId: number, message: string) {
    const experiment = record(await env.engineer.post('/api/db/experiment', { name: `${name} experiment` }));
    const member = record(await env.admin.post('/api/db/customer', { name: `${name} admin customer`, expId: experiment.id }));
    expect(member.recTeamId).toBe(LAB_B);
    const res = await env.engineer.post('/api/db/experiment/ChangeProject', { ids: [experiment.id], projectId });
    expect(res.status, res.text).toBe(403);
    expect(messages(res)).toEqual([message]);
    expect(await stored([experiment.id, member.id])).toEqual([
      { id: experiment.id, project_id: null, exp_id: null, team_id: LAB_B },
      { id: member.id, project_id: null, exp_id: experiment.id, team_id: LAB_B },
    ]);
    expect((await env.operator.get(`/api/db/customer/${member.id}`)).status).toBe(404);
  }

  it('refuses moving an experiment with records the caller may not assign into a shared project, moving nothing', async () => {
    const target = record(await env.engineer.post('/api/db/project', { name: 'Engineer target shared with operator', recAcl: TO_OPERATOR }));
    await expectExperimentMoveRefused('Into a shared project', target.id, MOVE_WOULD_SHARE);
  });

  it('refuses moving an experiment to another team with records of it the caller may not assign', async () => {
    const labAProject = record(await env.admin.post('/api/db/project', { name: 'Lab A project of the engineer', recTeamId: LAB_A, recOwnerId: SEEDED.engineer }));
    await expectExperimentMoveRefused('Into Lab A', labAProject.id, NO_RIGHT_MSG);
  });

  it('still moves records the caller may share, and records already holding those shares', async () => {
    const target = record(await env.engineer.post('/api/db/project', { name: 'Engineer project for allowed moves', recAcl: TO_OPERATOR }));
    const owned = record(await env.engineer.post('/api/db/customer', { name: 'Engineer-owned customer' }));
    const moved = await env.engineer.post('/api/db/customer/ChangeProject', { ids: [owned.id], projectId: target.id });
    expect(moved.status, moved.text).toBe(200);
    expect(record(await env.operator.get(`/api/db/customer/${owned.id}`)).recAccess).toBe(6);

    const alreadyShared = record(await env.admin.post('/api/db/customer', { name: 'Admin customer already shared', recTeamId: LAB_B, recAcl: TO_OPERATOR }));
    const same = await env.engineer.post('/api/db/customer/ChangeProject', { ids: [alreadyShared.id], projectId: target.id });
    expect(same.status, same.text).toBe(200);

    // A share naming a member of the record's team gives that member nothing more.
    const toTeam = record(await env.engineer.post('/api/db/project', { name: 'Engineer project shared with Lab B', recAcl: [{ userId: SEEDED.engineer, roleId: SEEDED.engineersRole }] }));
    const teamShared = await teamCustomer('Lab B customer into a project shared with its team');
    const toTeamMove = await env.engineer.post('/api/db/customer/ChangeProject', { ids: [teamShared.id], projectId: toTeam.id });
    expect(toTeamMove.status, toTeamMove.text).toBe(200);

    const unshared = record(await env.engineer.post('/api/db/project', { name: 'Engineer project without shares' }));
    const teamRecord = await teamCustomer('Lab B customer into an unshared project');
    const plain = await env.engineer.post('/api/db/customer/ChangeProject', { ids: [teamRecord.id], projectId: unshared.id });
    expect(plain.status, plain.text).toBe(200);
    expect(await stored([teamRecord.id])).toEqual([{ id: teamRecord.id, project_id: unshared.id, exp_id: null, team_id: LAB_B }]);
  });
});

describe('changing the shares or team of a project holding records', () => {
  async function projectWithTeamRecord(name: string) {
    const project = record(await env.engineer.post('/api/db/project', { name: `${name} project` }));
    const customer = await teamCustomer(`${name} customer`);
    const moved = await env.engineer.post('/api/db/customer/ChangeProject', { ids: [customer.id], projectId: project.id });
    expect(moved.status, moved.text).toBe(200);
    return { project, customer };
  }

  it('refuses a project owner adding shares that would reach a record they may not assign', async () => {
    const { project, customer } = await projectWithTeamRecord('Later shared');
    const res = await env.engineer.post('/api/db/project/AssignSecurity', { ids: [project.id], recAcl: TO_OPERATOR });
    expect(res.status, res.text).toBe(403);
    expect(messages(res)).toEqual([CONTAINER_REACHES]);
    expect(await storedAcl(project.id)).toEqual([]);
    expect((await env.operator.get(`/api/db/customer/${customer.id}`)).status).toBe(404);

    // The administrator may assign every record, so may share the project.
    const byAdmin = await env.admin.post('/api/db/project/AssignSecurity', { ids: [project.id], recAcl: TO_OPERATOR });
    expect(byAdmin.status, byAdmin.text).toBe(200);
    expect(record(await env.operator.get(`/api/db/customer/${customer.id}`)).recAccess).toBe(6);
    // Removing shares gives nobody anything: the owner may.
    const removed = await env.engineer.post('/api/db/project/AssignSecurity', { ids: [project.id], recAcl: [] });
    expect(removed.status, removed.text).toBe(200);
    expect((await env.operator.get(`/api/db/customer/${customer.id}`)).status).toBe(404);
  });

  it('refuses a project owner handing a record they may not assign to another team by moving the project', async () => {
    const { project, customer } = await projectWithTeamRecord('Team moved');
    const res = await env.engineer.post('/api/db/project/AssignSecurity', { ids: [project.id], recTeamId: LAB_A });
    expect(res.status, res.text).toBe(403);
    expect(messages(res)).toEqual([CONTAINER_REACHES]);
    expect(await stored([project.id, customer.id])).toEqual([
      { id: project.id, project_id: null, exp_id: null, team_id: LAB_B },
      { id: customer.id, project_id: project.id, exp_id: null, team_id: LAB_B },
    ]);
    expect((await env.operator.get(`/api/db/customer/${customer.id}`)).status).toBe(404);
  });

  it('lets the owner of every record in the project share it', async () => {
    const project = record(await env.engineer.post('/api/db/project', { name: 'All mine project' }));
    const mine = record(await env.engineer.post('/api/db/customer', { name: 'All mine customer', projectId: project.id }));
    const res = await env.engineer.post('/api/db/project/AssignSecurity', { ids: [project.id], recAcl: TO_OPERATOR });
    expect(res.status, res.text).toBe(200);
    expect(record(await env.operator.get(`/api/db/customer/${mine.id}`)).recAccess).toBe(6);
    // A team member without the assign bit is refused before any of this, as before.
    const byOperator = await env.operator.post('/api/db/project/AssignSecurity', { ids: [project.id], recAcl: [] });
    expect(byOperator.status).toBe(403);
    expect(messages(byOperator)).toEqual([NO_RIGHT_MSG]);
  });
});
