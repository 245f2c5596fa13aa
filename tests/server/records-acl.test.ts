import { describe, expect, it } from 'vitest';
import { NOT_FOUND_MSG, messages, page, record } from './support/record-requests';
import { NO_RIGHT_MSG, SEEDED, useRecordServer } from './support/record-server';

const env = useRecordServer();

describe('ACL isolation between Lab A (operator) and Lab B (engineer)', () => {
  it('never shows a record of the other team by id, guid, list or search, and refuses every change', async () => {
    const labB = record(await env.engineer.post('/api/db/customer', { name: 'Secret Lab B customer', description: 'hidden' }));
    expect(labB).toMatchObject({ recTeamId: 2, recOwnerId: 3, recAccess: 62 });
    const labA = record(await env.admin.post('/api/db/customer', { name: 'Secret Lab A customer', recTeamId: 1 }));

    for (const [who, other] of [[env.operator, labB], [env.engineer, labA]] as const) {
      const byId = await who.get(`/api/db/customer/${other.id}`);
      expect(byId.status).toBe(404);
      expect(byId.body).toEqual({ error: [{ msg: NOT_FOUND_MSG, severity: 2 }] });
      expect((await who.get(`/api/db/customer/guid/${other.guid}`)).status).toBe(404);
      const listed = page(await who.get('/api/db/customer?ItemsPerPage=-1'));
      expect(listed.items.map((r) => r.id)).not.toContain(other.id);
      expect(page(await who.get('/api/db/customer?search=Secret')).items.map((r) => r.name)).not.toContain(other.name);
      expect(messages(await who.put(`/api/db/customer/${other.id}`, { recRev: 1, name: 'hacked' }))).toEqual([NOT_FOUND_MSG]);
      expect((await who.del('/api/db/customer', [other.id])).status).toBe(404);
      expect((await who.post('/api/db/customer/SetRecordState', { ids: [other.id], recState: 2 })).status).toBe(404);
      expect((await who.post('/api/db/customer/AssignSecurity', { ids: [other.id], recTeamId: 1 })).status).toBe(404);
      expect((await who.post('/api/db/customer/ChangeProject', { ids: [other.id], projectId: -1 })).status).toBe(404);
      expect((await who.post('/api/db/customer/restore', { ids: [other.id] })).status).toBe(404);
    }
    const untouched = await env.server.database.db.selectFrom('records').select(['name', 'rec_state', 'deleted', 'team_id']).where('id', 'in', [labA.id, labB.id]).orderBy('id').execute();
    expect(untouched).toEqual([
      { name: 'Secret Lab B customer', rec_state: 1, deleted: 0, team_id: 2 },
      { name: 'Secret Lab A customer', rec_state: 1, deleted: 0, team_id: 1 },
    ]);
  });

  it('refuses a bulk call when one of its ids is not readable, changing none', async () => {
    const mine = record(await env.admin.post('/api/db/customer', { name: 'Bulk A', recTeamId: 1 }));
    const theirs = record(await env.engineer.post('/api/db/customer', { name: 'Bulk B' }));
    expect((await env.operator.post('/api/db/customer/SetRecordState', { ids: [mine.id, theirs.id], recState: 2 })).status).toBe(404);
    expect(record(await env.admin.get(`/api/db/customer/${mine.id}`)).recState).toBe(1);
  });

  it('lets the admin see everything and grants read through a share, with the inherited ACL of a project', async () => {
    const theirs = record(await env.engineer.post('/api/db/customer', { name: 'Shared B' }));
    expect(page(await env.admin.get('/api/db/customer?search=Shared B')).items.map((r) => r.id)).toEqual([theirs.id]);
    const shared = await env.engineer.post('/api/db/customer/AssignSecurity', { ids: [theirs.id], recAcl: [{ userId: 2, roleId: 3 }] });
    expect(shared.status, shared.text).toBe(200);
    expect(record(await env.operator.get(`/api/db/customer/${theirs.id}`))).toMatchObject({ recAccess: 6, recAcl: [{ userId: 2, roleId: 3 }] });

    const project = record(await env.admin.post('/api/db/project', { name: 'Shared project', recTeamId: 2, recAcl: [{ userId: 2, roleId: 3 }] }));
    const inProject = record(await env.admin.post('/api/db/person', { name: 'Person in project', projectId: project.id }));
    expect(inProject).toMatchObject({ recTeamId: 2, projectId: project.id });
    expect(record(await env.operator.get(`/api/db/person/${inProject.id}`)).recInhAcl).toEqual([{ userId: 2, roleId: 3 }]);
    expect(messages(await env.admin.post('/api/db/customer', { name: 'bad share', recAcl: [{ userId: 2 }] }))).toEqual(['Share with - please select user and role!']);
  });

  it('refuses a team the user does not belong to and an owner the user may not assign', async () => {
    const wrongTeam = await env.operator.post('/api/db/project', { name: 'x', recTeamId: 2 });
    expect(wrongTeam.status).toBe(403);
    expect(messages(await env.engineer.post('/api/db/customer', { name: 'x', recTeamId: 1 }))).toEqual([]);
    expect(messages(await env.operator.get('/api/db/license'))).toEqual(['You do not have the right to do this.']);
  });
});

describe('sharing and team rules (console.md §6, node-model.md §4)', () => {
  const NO_SHARING = 'Records of this kind can not be shared.';
  const EXPERIMENT_NO_SHARING = 'An experiment of a project can not be shared.';
  const TEAM_FROM_PROJECT = 'The team of a record in a project comes from the project.';
  const share = [{ userId: 2, roleId: 3 }];

  it('keeps licences and features unshared, on create and on AssignSecurity', async () => {
    expect(messages(await env.admin.post('/api/db/feature', { name: 'Shared feature', featureUID: 'SHARE.F1', recAcl: share }))).toEqual([NO_SHARING]);
    const feature = record(await env.admin.post('/api/db/feature', { name: 'Unshared feature', featureUID: 'SHARE.F2' }));
    const customer = record(await env.admin.post('/api/db/customer', { name: 'Licence holder', recTeamId: 1 }));
    const licence = record(await env.admin.post('/api/db/license', { name: 'Unshared licence', customerId: customer.id, featureIds: [feature.id] }));
    for (const [entity, id] of [['feature', feature.id], ['license', licence.id]] as const) {
      const refused = await env.admin.post(`/api/db/${entity}/AssignSecurity`, { ids: [id], recAcl: share });
      expect(refused.status).toBe(400);
      expect(messages(refused)).toEqual([NO_SHARING]);
      expect(record(await env.admin.get(`/api/db/${entity}/${id}`)).recAcl).toEqual([]);
    }
  });

  it('refuses shares on an experiment of a project, and clears its own when it moves into one', async () => {
    const project = record(await env.admin.post('/api/db/project', { name: 'Sharing rules project', recTeamId: 1 }));
    expect(messages(await env.admin.post('/api/db/experiment', { name: 'Shared in project', projectId: project.id, recAcl: share }))).toEqual([EXPERIMENT_NO_SHARING]);

    const experiment = record(await env.admin.post('/api/db/experiment', { name: 'Shared on its own', recTeamId: 1, recAcl: share }));
    expect(experiment.recAcl).toEqual(share);
    const moved = await env.admin.post('/api/db/experiment/ChangeProject', { ids: [experiment.id], projectId: project.id, expId: -1 });
    expect(moved.status, moved.text).toBe(200);
    expect((moved.body as { items: { projectId: number; recAcl: unknown[] }[] }).items[0]).toMatchObject({ projectId: project.id, recAcl: [] });
    expect(await env.server.database.db.selectFrom('record_acl').select('id').where('record_id', '=', experiment.id).execute()).toEqual([]);
    expect(messages(await env.admin.post('/api/db/experiment/AssignSecurity', { ids: [experiment.id], recAcl: share }))).toEqual([EXPERIMENT_NO_SHARING]);
  });

  it('takes the team of a record from its project, locks it, and moves it with the project', async () => {
    const project = record(await env.admin.post('/api/db/project', { name: 'Team rules project', recTeamId: 1 }));
    expect(messages(await env.admin.post('/api/db/person', { name: 'Other team', projectId: project.id, recTeamId: 2 }))).toEqual([TEAM_FROM_PROJECT]);
    const person = record(await env.admin.post('/api/db/person', { name: 'Project member', projectId: project.id }));
    expect(person.recTeamId).toBe(1);
    expect(messages(await env.admin.post('/api/db/person/AssignSecurity', { ids: [person.id], recTeamId: 2 }))).toEqual([TEAM_FROM_PROJECT]);

    const projectMoved = await env.admin.post('/api/db/project/AssignSecurity', { ids: [project.id], recTeamId: 2 });
    expect(projectMoved.status, projectMoved.text).toBe(200);
    expect(record(await env.admin.get(`/api/db/person/${person.id}`)).recTeamId).toBe(2);
  });
});

describe('SetRecordState rights (console.md §4, §6): updateMeta on every record it changes', () => {
  const db = () => env.server.database.db;
  const share = [{ userId: SEEDED.operator, roleId: SEEDED.operatorsRole }];

  async function states(ids: number[]): Promise<number[]> {
    const rows = await db().selectFrom('records').select(['id', 'rec_state']).where('id', 'in', ids).execute();
    return ids.map((id) => rows.find((r) => r.id === id)?.rec_state ?? -1);
  }

  async function stateAudits(ids: number[]): Promise<number[]> {
    const rows = await db().selectFrom('audit_log').select('entity_id').where('category', '=', 'record-state').where('entity_id', 'in', ids.map(String)).execute();
    return rows.map((r) => Number(r.entity_id)).sort((a, b) => a - b);
  }

  it('refuses a user who may read and update the record but not its metadata, changing nothing', async () => {
    const theirs = record(await env.engineer.post('/api/db/customer', { name: 'Shared, not mine' }));
    expect((await env.engineer.post('/api/db/customer/AssignSecurity', { ids: [theirs.id], recAcl: share })).status).toBe(200);
    // A share gives read and update (2 | 4), not updateMeta (32).
    expect(record(await env.operator.get(`/api/db/customer/${theirs.id}`)).recAccess).toBe(6);

    const refused = await env.operator.post('/api/db/customer/SetRecordState', { ids: [theirs.id], recState: 2 });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: [{ msg: NO_RIGHT_MSG, severity: 2 }] });
    expect(await states([theirs.id])).toEqual([1]);
    expect(await stateAudits([theirs.id])).toEqual([]);
  });

  it('leaves alone the dependants the caller can not read, and changes the ones it can', async () => {
    const customer = record(await env.admin.post('/api/db/customer', { name: 'Lab A state customer', recTeamId: SEEDED.labA })).id;
    const visible = record(await env.admin.post('/api/db/contact', { name: 'Lab A contact', customerId: customer, recTeamId: SEEDED.labA })).id;
    const hiddenContact = record(await env.admin.post('/api/db/contact', { name: 'Lab B contact', customerId: customer, recTeamId: SEEDED.labB })).id;
    const hiddenLicence = record(await env.admin.post('/api/db/license', { name: 'Lab B licence', customerId: customer, recTeamId: SEEDED.labB })).id;
    expect((await env.operator.get(`/api/db/contact/${hiddenContact}`)).status).toBe(404);

    const closed = await env.operator.post('/api/db/customer/SetRecordState', { ids: [customer], recState: 2, includeDependencies: true });
    expect(closed.status, closed.text).toBe(200);
    expect(await states([customer, visible, hiddenContact, hiddenLicence])).toEqual([2, 2, 1, 1]);
    expect(await stateAudits([customer, visible, hiddenContact, hiddenLicence])).toEqual([customer, visible]);
  });

  it('refuses the whole call when a dependant the caller can read lacks updateMeta, changing none', async () => {
    const customer = record(await env.admin.post('/api/db/customer', { name: 'Lab A customer with a shared contact', recTeamId: SEEDED.labA })).id;
    const ownTeam = record(await env.admin.post('/api/db/contact', { name: 'Team contact', customerId: customer, recTeamId: SEEDED.labA })).id;
    const sharedOnly = record(await env.admin.post('/api/db/contact', { name: 'Shared contact', customerId: customer, recTeamId: SEEDED.labB, recAcl: share })).id;
    expect(record(await env.operator.get(`/api/db/contact/${sharedOnly}`)).recAccess).toBe(6);

    const refused = await env.operator.post('/api/db/customer/SetRecordState', { ids: [customer], recState: 2, includeDependencies: true });
    expect(refused.status).toBe(403);
    expect(messages(refused)).toEqual([NO_RIGHT_MSG]);
    expect(await states([customer, ownTeam, sharedOnly])).toEqual([1, 1, 1]);
    expect(await stateAudits([customer, ownTeam, sharedOnly])).toEqual([]);

    // Without dependencies the same user may close the customer itself.
    expect((await env.operator.post('/api/db/customer/SetRecordState', { ids: [customer], recState: 2 })).status).toBe(200);
    expect(await states([customer, ownTeam, sharedOnly])).toEqual([2, 1, 1]);
  });
});
