import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordEntity } from '../../src/domain/records/record-entities';
import { RECORD_ENTITIES } from '../../src/domain/records/record-entities';
import { packageMeta, xpkg } from './support/package-archives';
import { messages, page, record } from './support/record-requests';
import { useRecordServer } from './support/record-server';

const env = useRecordServer();
let customerId: number;
let featureId: number;
let projectId: number;

beforeAll(async () => {
  customerId = record(await env.admin.post('/api/db/customer', { name: 'Calls customer' })).id;
  featureId = record(await env.admin.post('/api/db/feature', { name: 'Calls feature', featureUID: 'CALLS.F1' })).id;
  projectId = record(await env.admin.post('/api/db/project', { name: 'Calls project', recTeamId: 1 })).id;
});

function createBody(entity: RecordEntity, name: string): Record<string, unknown> {
  const bodies: Record<RecordEntity, Record<string, unknown>> = {
    customer: { address: 'Street 1', contactPhone: '+386 1 234 567' },
    license: { customerId, featureIds: [featureId], hwKey: 'HW-1', expires: '2031-01-31' },
    feature: { featureUID: `UID.${name.replace(/\W/g, '')}` },
    package: {},
    contact: { customerId, email: 'a@example.com', phone: '555 0100' },
    person: { email: 'p@example.com' },
    project: {},
    experiment: {},
  };
  return { name, description: `About ${name}`, recTags: [{ name: 'colour', value: 'red', color: '#ff0000' }], ...bodies[entity] };
}

async function createOne(entity: RecordEntity, name: string): Promise<number> {
  if (entity === 'package') {
    const res = await env.admin.upload('/api/db/package/ImportPackages', 'calls.xpkg', xpkg([{ meta: packageMeta(name, [{ path: 'a.txt', text: name }]), files: [{ path: 'a.txt', text: name }] }]));
    expect(res.status, res.text).toBe(201);
    return (res.body as { items: { id: number }[] }).items[0]?.id as number;
  }
  const res = await env.admin.post(`/api/db/${entity}`, createBody(entity, name));
  expect(res.status, res.text).toBe(201);
  return record(res).id;
}

describe.each(RECORD_ENTITIES.map((e) => [e]))('the generic calls of %s', (entity) => {
  const base = `/api/db/${entity}`;

  it('creates, lists, searches, reads by id and guid, and lists categories', async () => {
    const id = await createOne(entity, `Alpha ${entity}`);
    const one = record(await env.admin.get(`${base}/${id}`));
    expect(one).toMatchObject({ id, entity, name: `Alpha ${entity}`, recRev: 1, recPublished: true, recLastRev: true, recAccess: 62, tampered: false, readonly: false });
    expect(record(await env.admin.get(`${base}/guid/${one.guid}`)).id).toBe(id);
    const found = page(await env.admin.get(`${base}?search=${encodeURIComponent(`alpha ${entity}`)}`));
    expect(found.items.map((r) => r.id)).toEqual([id]);
    const categories = await env.admin.get(`${base}/categories`);
    expect(categories.status).toBe(200);
    expect((categories.body as { name: string }[]).length).toBeGreaterThan(0);
  });

  it('updates through a draft (publishing it) or in place, as the kind allows', async () => {
    const id = await createOne(entity, `Beta ${entity}`);
    const saved = record(await env.admin.put(`${base}/${id}`, { recRev: 1, description: 'changed' }));
    expect(saved).toMatchObject({ recRev: 2, recPublished: false, description: 'changed' });
    const published = record(await env.admin.post(`${base}/${id}/publish`, { recRev: 2 }));
    expect(published).toMatchObject({ recRev: 2, recPublished: true, recLastRev: true, description: 'changed', tampered: false });
    const revisions = await env.admin.get(`${base}/${id}/revisions`);
    expect((revisions.body as { rev: number; revState: number }[]).map((r) => [r.rev, r.revState])).toEqual([[2, 1], [1, 0]]);
    expect(record(await env.admin.get(`${base}/${id}?rev=1`))).toMatchObject({ recRev: 1, description: entity === 'package' ? 'Test package' : `About Beta ${entity}`, recLastRev: false, readonly: true, tampered: false });
  });

  it('sets the record state, assigns security and changes the project', async () => {
    const id = await createOne(entity, `Gamma ${entity}`);
    const closed = await env.admin.post(`${base}/SetRecordState`, { ids: [id], recState: 2, includeDependencies: true });
    expect((closed.body as { items: { recState: number; readonly: boolean }[] }).items[0]).toMatchObject({ recState: 2, readonly: true });
    await env.admin.post(`${base}/SetRecordState`, { ids: [id], recState: 1 });
    const assigned = await env.admin.post(`${base}/AssignSecurity`, { ids: [id], recOwnerId: 2, recTeamId: 2 });
    expect(assigned.status, assigned.text).toBe(200);
    expect((assigned.body as { items: { recOwnerId: number; recTeamId: number }[] }).items[0]).toMatchObject({ recOwnerId: 2, recTeamId: 2 });
    const target = entity === 'project' ? -1 : projectId;
    const moved = await env.admin.post(`${base}/ChangeProject`, { ids: [id], projectId: target, expId: -1 });
    expect(moved.status, moved.text).toBe(200);
    expect((moved.body as { items: { projectId: number; recTeamId: number }[] }).items[0]).toMatchObject(entity === 'project' ? { projectId: -1 } : { projectId, recTeamId: 1, projectName: 'Calls project' });
  });

  it('deletes softly, restores, and deletes permanently only with a reason', async () => {
    const id = await createOne(entity, `Delta ${entity}`);
    expect((await env.admin.del(base, [id])).status).toBe(200);
    expect(page(await env.admin.get(`${base}?search=Delta`)).items).toEqual([]);
    expect(record(await env.admin.get(`${base}/${id}`))).toMatchObject({ recDeleted: true, readonly: true });
    expect(page(await env.admin.get(`${base}?search=Delta&includeDeleted=true`)).items.map((r) => r.id)).toEqual([id]);
    const restored = await env.admin.post(`${base}/restore`, { ids: [id] });
    expect((restored.body as { items: { recDeleted: boolean }[] }).items[0]?.recDeleted).toBe(false);
    const noReason = await env.admin.del(`${base}?permanent=true&reason=%20%20`, { ids: [id] });
    expect(noReason.status).toBe(400);
    expect(messages(noReason)).toEqual(['Reason is required.']);
    expect((await env.admin.del(`${base}?permanent=true&reason=cleanup`, { ids: [id] })).status).toBe(200);
    expect((await env.admin.get(`${base}/${id}`)).status).toBe(404);
    const audit = await env.server.database.db.selectFrom('audit_log').select(['category', 'reason']).where('entity', '=', entity).where('entity_id', '=', String(id)).orderBy('id').execute();
    expect(audit.map((a) => a.category)).toEqual([entity === 'package' ? 'package-import' : 'record-create', 'record-delete', 'record-restore', 'record-delete-permanent']);
    expect(audit[3]?.reason).toBe('cleanup');
  });
});

/** rec_state of records as stored, by id. */
async function storedStates(ids: number[]): Promise<{ id: number; rec_state: number }[]> {
  return env.server.database.db.selectFrom('records').select(['id', 'rec_state']).where('id', 'in', ids).orderBy('id').execute();
}

describe('SetRecordState and dependencies (console.md §4)', () => {
  it("sets the state of a customer's licences and contacts only with includeDependencies", async () => {
    const customer = record(await env.admin.post('/api/db/customer', { name: 'State customer', recTeamId: 1 })).id;
    const licence = record(await env.admin.post('/api/db/license', { name: 'State licence', customerId: customer, featureIds: [featureId] })).id;
    const contact = record(await env.admin.post('/api/db/contact', { name: 'State contact', customerId: customer })).id;
    const otherContact = record(await env.admin.post('/api/db/contact', { name: 'Other contact', customerId })).id;

    const alone = await env.admin.post('/api/db/customer/SetRecordState', { ids: [customer], recState: 2 });
    expect(alone.status, alone.text).toBe(200);
    expect(await storedStates([customer, licence, contact])).toEqual([
      { id: customer, rec_state: 2 },
      { id: licence, rec_state: 1 },
      { id: contact, rec_state: 1 },
    ]);

    const withDeps = await env.admin.post('/api/db/customer/SetRecordState', { ids: [customer], recState: 2, includeDependencies: true });
    expect(withDeps.status, withDeps.text).toBe(200);
    // The answer lists the records asked for; the dependants change in the database.
    expect((withDeps.body as { items: { id: number }[] }).items.map((r) => r.id)).toEqual([customer]);
    expect(await storedStates([customer, licence, contact, otherContact])).toEqual([
      { id: customer, rec_state: 2 },
      { id: licence, rec_state: 2 },
      { id: contact, rec_state: 2 },
      { id: otherContact, rec_state: 1 },
    ]);
    const audited = await env.server.database.db.selectFrom('audit_log').select('entity_id').where('category', '=', 'record-state').where('entity_id', 'in', [String(licence), String(contact)]).execute();
    expect(audited.map((a) => Number(a.entity_id)).sort((a, b) => a - b)).toEqual([licence, contact]);

    const reopened = await env.admin.post('/api/db/customer/SetRecordState', { ids: [customer], recState: 1, includeDependencies: true });
    expect(reopened.status, reopened.text).toBe(200);
    expect((await storedStates([customer, licence, contact])).map((r) => r.rec_state)).toEqual([1, 1, 1]);
  });

  it("sets the state of a project's experiments and records, and of an experiment's records", async () => {
    const project = record(await env.admin.post('/api/db/project', { name: 'State project', recTeamId: 1 })).id;
    const experiment = record(await env.admin.post('/api/db/experiment', { name: 'State experiment', projectId: project })).id;
    const inExperiment = record(await env.admin.post('/api/db/person', { name: 'In experiment', projectId: project, expId: experiment })).id;
    const inProject = record(await env.admin.post('/api/db/person', { name: 'In project', projectId: project })).id;

    expect((await env.admin.post('/api/db/experiment/SetRecordState', { ids: [experiment], recState: 2, includeDependencies: true })).status).toBe(200);
    expect((await storedStates([project, experiment, inExperiment, inProject])).map((r) => r.rec_state)).toEqual([1, 2, 2, 1]);

    expect((await env.admin.post('/api/db/project/SetRecordState', { ids: [project], recState: 2, includeDependencies: true })).status).toBe(200);
    expect((await storedStates([project, experiment, inExperiment, inProject])).map((r) => r.rec_state)).toEqual([2, 2, 2, 2]);
  });
});

describe('entity flags', () => {
  it('creates packages only by import and refuses creation without the entity right', async () => {
    const res = await env.admin.post('/api/db/package', { name: 'direct', kind: 1, category: 1 });
    expect(res.status).toBe(403);
    expect(messages(res)).toEqual(['Packages are created by importing package files.']);
    expect(messages(await env.engineer.post('/api/db/license', { name: 'L', customerId }))).toEqual(['You may not create records of this kind.']);
    expect(messages(await env.operator.post('/api/db/customer', { name: 'C' }))).toEqual(['You may not create records of this kind.']);
  });

  it('refuses publishing in place for kinds edited through drafts, allows it for the others', async () => {
    const customer = await createOne('customer', 'Flag customer');
    expect((await env.admin.put(`/api/db/customer/${customer}?publish=true`, { recRev: 1, name: 'x' })).status).toBe(400);
    const person = await createOne('person', 'Flag person');
    expect(record(await env.admin.put(`/api/db/person/${person}?publish=true`, { recRev: 1, name: 'Renamed' }))).toMatchObject({ recRev: 2, recPublished: true, name: 'Renamed' });
  });

  it('refuses permanently deleting a customer that licences still reference, unless told to ignore references', async () => {
    const res = await env.admin.del(`/api/db/customer?permanent=true&reason=x`, [customerId]);
    expect(res.status).toBe(409);
    expect(messages(res)).toEqual(['The record is referenced by other records.']);
  });
});

describe('categories', () => {
  it('still answers when one stored record is corrupt, counting the tags of the others', async () => {
    const good = await env.admin.post('/api/db/customer', { ...createBody('customer', 'Tagged customer'), recTags: [{ name: 'Priority', value: '1', color: '#ff0000' }] });
    expect(good.status, good.text).toBe(201);
    const broken = await createOne('customer', 'Broken customer');
    await env.server.database.db.updateTable('records').set({ data: '{not json' }).where('id', '=', broken).execute();
    const categories = await env.admin.get('/api/db/customer/categories');
    expect(categories.status).toBe(200);
    expect((categories.body as { name: string }[]).map((c) => c.name)).toContain('Priority');
  });
});
