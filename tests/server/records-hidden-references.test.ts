// Records of another team the caller can not read: a permanent delete never breaks their references and
// its refusal does not describe them; a feature UID they hold answers like any other.
import { describe, expect, it } from 'vitest';
import { messages, record } from './support/record-requests';
import type { Session } from './support/record-requests';
import { SEEDED, useRecordServer } from './support/record-server';

const { labA: LAB_A, labB: LAB_B } = SEEDED;
const REFERENCED = 'The record is referenced by other records.';
const REFERENCED_HIDDEN = 'The record is referenced by records you can not see, so it can not be deleted permanently. Ask an administrator.';
const UID_TAKEN = 'A feature with this UID already exists.';

const env = useRecordServer();

async function storedIds(ids: number[]): Promise<number[]> {
  const rows = await env.server.database.db.selectFrom('records').select('id').where('id', 'in', ids).orderBy('id').execute();
  return rows.map((r) => r.id);
}

/**
 * A Lab A customer the operator owns (so may delete) and a Lab B licence or contact of it the operator can
 * not read: the operator has no licences right at all, and a contact of another team is not theirs.
 */
async function customerWithHidden(name: string, kind: 'license' | 'contact' = 'license') {
  const customer = record(await env.admin.post('/api/db/customer', { name, recTeamId: LAB_A, recOwnerId: SEEDED.operator }));
  const hidden = await addHidden(kind, `${name} secret ${kind}`, customer.id);
  return { customer, hidden };
}

async function addHidden(kind: 'license' | 'contact', name: string, customerId: number) {
  const hidden = record(await env.admin.post(`/api/db/${kind}`, { name, customerId, recTeamId: LAB_B }));
  expect((await env.operator.get(`/api/db/${kind}/${hidden.id}`)).status).toBe(kind === 'license' ? 403 : 404);
  return hidden;
}

function deletePermanently(who: Session, entity: string, id: number, ignoreReferences: boolean) {
  return who.del(`/api/db/${entity}?permanent=true&reason=cleanup${ignoreReferences ? '&ignoreReferences=true' : ''}`, [id]);
}

describe('permanent delete and references the caller can not read', () => {
  it('never breaks a reference the caller can not see, even with ignoreReferences', async () => {
    const { customer, hidden: licence } = await customerWithHidden('Customer with a Lab B licence');
    const res = await deletePermanently(env.operator, 'customer', customer.id, true);
    expect(res.status, res.text).toBe(409);
    expect(res.body).toEqual({ error: [{ msg: REFERENCED_HIDDEN, severity: 2 }] });
    expect(await storedIds([customer.id, licence.id])).toEqual([customer.id, licence.id]);
    expect(record(await env.admin.get(`/api/db/license/${licence.id}`)).customerId).toBe(customer.id);
  });

  it('counts a record without owner or team as unreadable too', async () => {
    const { customer, hidden } = await customerWithHidden('Customer with an orphan contact', 'contact');
    await env.server.database.db.updateTable('records').set({ owner_id: null, team_id: null }).where('id', '=', hidden.id).execute();
    const res = await deletePermanently(env.operator, 'customer', customer.id, true);
    expect(res.status, res.text).toBe(409);
    expect(messages(res)).toEqual([REFERENCED_HIDDEN]);
    expect(await storedIds([customer.id, hidden.id])).toEqual([customer.id, hidden.id]);
  });

  it('refuses without naming, numbering or counting the unreadable records', async () => {
    const one = await customerWithHidden('Customer with one hidden contact', 'contact');
    const two = await customerWithHidden('Customer with two hidden contacts', 'contact');
    const second = await addHidden('contact', 'Second secret contact', two.customer.id);
    const answers = [await deletePermanently(env.operator, 'customer', one.customer.id, false), await deletePermanently(env.operator, 'customer', two.customer.id, false)];
    for (const res of answers) {
      expect(res.status, res.text).toBe(409);
      expect(res.body).toEqual({ error: [{ msg: REFERENCED_HIDDEN, severity: 2 }] });
      for (const secret of [one.hidden, two.hidden, second]) {
        expect(res.text).not.toContain(secret.name);
        expect(res.text).not.toContain(String(secret.id));
      }
    }
  });

  it('keeps the old rule for references the caller can read: refused, unless told to ignore them', async () => {
    const customer = record(await env.admin.post('/api/db/customer', { name: 'Customer with a readable contact', recTeamId: LAB_A, recOwnerId: SEEDED.operator }));
    const contact = record(await env.admin.post('/api/db/contact', { name: 'Readable contact', customerId: customer.id, recTeamId: LAB_A }));
    const refused = await deletePermanently(env.operator, 'customer', customer.id, false);
    expect(refused.status, refused.text).toBe(409);
    expect(messages(refused)).toEqual([REFERENCED]);
    const forced = await deletePermanently(env.operator, 'customer', customer.id, true);
    expect(forced.status, forced.text).toBe(200);
    expect(await storedIds([customer.id, contact.id])).toEqual([contact.id]);
  });

  it('counts a licence granting a feature as a reference to it', async () => {
    const feature = record(await env.engineer.post('/api/db/feature', { name: 'Engineer feature granted in Lab A', featureUID: 'HIDDENREF.F1' }));
    const licence = record(await env.admin.post('/api/db/license', { name: 'Lab A licence granting it', customerId: (await labACustomer()).id, featureIds: [feature.id], recTeamId: LAB_A }));
    expect((await env.engineer.get(`/api/db/license/${licence.id}`)).status).toBe(404);
    const res = await deletePermanently(env.engineer, 'feature', feature.id, true);
    expect(res.status, res.text).toBe(409);
    expect(messages(res)).toEqual([REFERENCED_HIDDEN]);
    expect(await storedIds([feature.id])).toEqual([feature.id]);

    // The administrator reads every record: the references are the usual kind, ignorable.
    expect(messages(await deletePermanently(env.admin, 'feature', feature.id, false))).toEqual([REFERENCED]);
    expect((await deletePermanently(env.admin, 'feature', feature.id, true)).status).toBe(200);
  });
});

async function labACustomer() {
  return record(await env.admin.post('/api/db/customer', { name: 'Lab A customer for a licence', recTeamId: LAB_A }));
}

describe('feature UIDs held by features the caller can not read', () => {
  it('answers a request refused for another reason the same whether the UID is free or hidden', async () => {
    record(await env.admin.post('/api/db/feature', { name: 'Hidden Lab A feature', featureUID: 'Hidden.Probe1', recTeamId: LAB_A }));
    const share = [{ userId: SEEDED.operator, roleId: SEEDED.operatorsRole }];
    for (const extra of [{ recAcl: share }, { recOwnerId: 999999 }, { projectId: 999999 }]) {
      const hidden = await env.engineer.post('/api/db/feature', { name: 'Probe', featureUID: 'hidden.probe1', ...extra });
      const fresh = await env.engineer.post('/api/db/feature', { name: 'Probe', featureUID: 'Fresh.Probe1', ...extra });
      expect(hidden.status, hidden.text).toBe(fresh.status);
      expect(hidden.status).toBeGreaterThanOrEqual(400);
      expect(hidden.body).toEqual(fresh.body);
    }
  });

  it('refuses a UID a hidden feature holds exactly like one the caller can read, naming neither, and stores nothing', async () => {
    const hidden = record(await env.admin.post('/api/db/feature', { name: 'Hidden Lab A feature two', featureUID: 'Hidden.Probe2', recTeamId: LAB_A }));
    const own = record(await env.engineer.post('/api/db/feature', { name: 'Readable engineer feature', featureUID: 'Own.Probe2' }));
    const againstHidden = await env.engineer.post('/api/db/feature', { name: 'Clash', featureUID: 'HIDDEN.PROBE2' });
    const againstOwn = await env.engineer.post('/api/db/feature', { name: 'Clash', featureUID: 'OWN.PROBE2' });
    expect(againstHidden.status, againstHidden.text).toBe(409);
    expect(againstHidden.body).toEqual(againstOwn.body);
    expect(messages(againstHidden)).toEqual([UID_TAKEN]);
    expect(againstHidden.text).not.toContain(hidden.name);
    expect(againstHidden.text).not.toContain(String(hidden.id));
    const clashes = await env.server.database.db.selectFrom('records').select('id').where('entity', '=', 'feature').where('name', '=', 'Clash').execute();
    expect(clashes).toEqual([]);
    expect(own.featureUID).toBe('Own.Probe2');
  });
});
