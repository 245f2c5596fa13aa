import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_MUTATION_ID, HEADER_MUTATION_REPLAYED } from '../../src/domain/mutation-id';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import type { BatchResponse } from '../../src/domain/nodes/node-protocol';
import { MSG_MUTATION_FOREIGN_CLIENT, MSG_MUTATION_GAP, MSG_MUTATION_ID_MALFORMED, MSG_MUTATION_PRUNED, MSG_MUTATION_RESULT_UNKNOWN, MSG_MUTATION_RUNNING, MSG_MUTATION_SECRET_ANSWER } from '../../server/services/mutations';
import { CONTROLLER } from './support/node-batch-client';
import { packageMeta, xpkg } from './support/package-archives';
import { messages, record, sessionOf } from './support/record-requests';
import type { Session } from './support/record-requests';
import type { TestResponse } from './support/test-client';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

const DROP_HEADER = 'x-test-drop-answer';

let server: TestServer;
let admin: Session;
let engineer: Session;
let operator: Session;

beforeAll(async () => {
  server = await startTestServer({
    // Pruning is tested with a small window; other tests use fresh client ids and few seqs.
    config: { mutationKeepAnswers: 2 },
    mutationFaults: { dropAnswerAfterCommit: (request) => request.headers[DROP_HEADER] === '1' },
  });
  [admin, engineer, operator] = await Promise.all([sessionOf(server, 'admin'), sessionOf(server, 'engineer'), sessionOf(server, 'operator')]);
});
afterAll(async () => {
  await server.close();
});

const newClientId = () => randomBytes(16).toString('base64url');

type Write = { method: string; path: string; body?: unknown };

function send(session: Session, write: Write, mutationId: string, headers: Record<string, string> = {}): Promise<TestResponse> {
  return session.client.request(write.method, write.path, { body: write.body, token: session.token, headers: { [HEADER_MUTATION_ID]: mutationId, ...headers } });
}

/** Every part of an answer a replay must repeat byte for byte. */
function answerOf(res: TestResponse) {
  return { status: res.status, type: res.headers.get('content-type'), text: res.text };
}

async function auditCount(category: string, entityId: string): Promise<number> {
  const rows = await server.database.db.selectFrom('audit_log').select('id').where('category', '=', category).where('entity_id', '=', entityId).execute();
  return rows.length;
}

async function recordsNamed(name: string): Promise<number> {
  return (await server.database.db.selectFrom('records').select('id').where('name', '=', name).execute()).length;
}

const batch = (items: unknown[]): Write => ({ method: 'POST', path: `/api/node/batch?${CONTROLLER}`, body: items });
const createCustomer = (name: string): Write => ({ method: 'POST', path: '/api/db/customer', body: { name, recTeamId: 1 } });

describe('replays', () => {
  it('answers a node batch update again byte for byte, marked replayed, without applying it or auditing it twice', async () => {
    const client = newClientId();
    const first = await send(engineer, batch([{ action: BatchAction.update, gId: '0.Pump', values: [{ id: 'FlowRate', value: 1.5 }] }]), `${client}:1`);
    expect(first.status).toBe(200);
    expect(first.headers.get(HEADER_MUTATION_REPLAYED)).toBeNull();
    const auditsAfterFirst = await auditCount('node-update', '0.Pump');
    await send(engineer, batch([{ action: BatchAction.update, gId: '0.Pump', values: [{ id: 'FlowRate', value: 2.5 }] }]), `${client}:2`);

    const again = await send(engineer, batch([{ action: BatchAction.update, gId: '0.Pump', values: [{ id: 'FlowRate', value: 1.5 }] }]), `${client}:1`);
    expect(answerOf(again)).toEqual(answerOf(first));
    expect(again.headers.get(HEADER_MUTATION_REPLAYED)).toBe('1');
    const read = await send(engineer, batch([{ action: BatchAction.read, gId: '0.Pump', propIds: ['FlowRate'] }]), `${client}:3`);
    expect((read.body as BatchResponse).responses[0]?.values?.[0]?.value).toBe(2.5);
    expect(await auditCount('node-update', '0.Pump')).toBe(auditsAfterFirst + 1);
  });

  it('creates a record once for a repeated create, with one audit entry', async () => {
    const client = newClientId();
    const first = await send(admin, createCustomer('Exactly once'), `${client}:1`);
    expect(first.status).toBe(201);
    const again = await send(admin, createCustomer('Exactly once'), `${client}:1`);
    expect(answerOf(again)).toEqual(answerOf(first));
    expect(again.headers.get(HEADER_MUTATION_REPLAYED)).toBe('1');
    expect(await recordsNamed('Exactly once')).toBe(1);
    expect(await auditCount('record-create', String(record(first).id))).toBe(1);
  });

  it('publishes a draft once for a repeated publish', async () => {
    const id = record(await admin.post('/api/db/customer', { name: 'Publish once', recTeamId: 1 })).id;
    await admin.put(`/api/db/customer/${id}`, { recRev: 1, description: 'draft' });
    const client = newClientId();
    const publish: Write = { method: 'POST', path: `/api/db/customer/${id}/publish`, body: { recRev: 2 } };
    const first = await send(admin, publish, `${client}:1`);
    expect(first.status).toBe(200);
    const again = await send(admin, publish, `${client}:1`);
    expect(answerOf(again)).toEqual(answerOf(first));
    expect(again.headers.get(HEADER_MUTATION_REPLAYED)).toBe('1');
    expect(await auditCount('record-publish', String(id))).toBe(1);
  });

  it('runs an instrument call once: a retry gets the stored outcome, not a second run', async () => {
    const client = newClientId();
    const wash = batch([{ action: BatchAction.call, gId: '0.Autosampler', methodName: 'NeedleWash', args: [2, 'Water'] }]);
    const before = await auditCount('node-call', '0.Autosampler');
    const first = await send(engineer, wash, `${client}:1`);
    expect((first.body as BatchResponse).responses[0]).toMatchObject({ result: BatchResult.ok, returnValue: 'Needle wash started: 2 cycles with Water.' });
    const again = await send(engineer, wash, `${client}:1`);
    expect(answerOf(again)).toEqual(answerOf(first));
    expect(again.headers.get(HEADER_MUTATION_REPLAYED)).toBe('1');
    expect(await auditCount('node-call', '0.Autosampler')).toBe(before + 1);
  });

  it('answers "result unknown" for an instrument call whose server stopped while it ran, and keeps answering it', async () => {
    const client = newClientId();
    const { db } = server.database;
    const user = await db.selectFrom('users').select('id').where('username', '=', 'engineer').executeTakeFirstOrThrow();
    const longAgo = new Date(Date.now() - 3600_000).toISOString();
    // What a claim committed before the call leaves when the server dies before storing the outcome.
    await db.insertInto('mutation_clients').values({ client_id: client, user_id: user.id, last_seq: 1, created_at: longAgo }).execute();
    await db.insertInto('mutation_answers').values({ client_id: client, seq: 1, state: 'running', status: 0, headers: '{}', body: '', created_at: longAgo }).execute();
    const before = await auditCount('node-call', '0.Autosampler');
    const wash = batch([{ action: BatchAction.call, gId: '0.Autosampler', methodName: 'NeedleWash', args: [1, 'Water'] }]);
    const retry = await send(engineer, wash, `${client}:1`);
    expect(retry.status).toBe(409);
    expect(messages(retry)).toEqual([MSG_MUTATION_RESULT_UNKNOWN]);
    const again = await send(engineer, wash, `${client}:1`);
    expect(answerOf(again)).toEqual(answerOf(retry));
    expect(again.headers.get(HEADER_MUTATION_REPLAYED)).toBe('1');
    expect(await auditCount('node-call', '0.Autosampler')).toBe(before);
  });

  it('imports a package file once for a repeated upload (received before the transaction opens)', async () => {
    const client = newClientId();
    const files = [{ path: 'driver/main.txt', text: 'exactly once' }];
    const archive = xpkg([{ meta: packageMeta('Imported once', files), files }]);
    const upload = () => admin.upload('/api/db/package/ImportPackages', 'once.xpkg', archive, 'file', { [HEADER_MUTATION_ID]: `${client}:1` });
    const first = await upload();
    expect(first.status).toBe(201);
    const again = await upload();
    expect(answerOf(again)).toEqual(answerOf(first));
    expect(again.headers.get(HEADER_MUTATION_REPLAYED)).toBe('1');
    expect(await recordsNamed('Imported once')).toBe(1);
  });

  it('answers a retry after the answer was lost on the way (killed after commit) with the stored answer', async () => {
    const client = newClientId();
    await expect(send(admin, createCustomer('Lost answer'), `${client}:1`, { [DROP_HEADER]: '1' })).rejects.toThrow();
    expect(await recordsNamed('Lost answer')).toBe(1);
    const retry = await send(admin, createCustomer('Lost answer'), `${client}:1`);
    expect(retry.status).toBe(201);
    expect(retry.headers.get(HEADER_MUTATION_REPLAYED)).toBe('1');
    expect(record(retry)).toMatchObject({ name: 'Lost answer' });
    expect(await recordsNamed('Lost answer')).toBe(1);
  });
});

describe('refusals', () => {
  it('stores a refused update (a draft held by someone else, 409) and replays it after the cause is gone', async () => {
    const id = record(await admin.post('/api/db/customer', { name: 'Refused once', recTeamId: 1 })).id;
    await operator.put(`/api/db/customer/${id}`, { recRev: 1, description: 'operator draft' });
    const client = newClientId();
    const update: Write = { method: 'PUT', path: `/api/db/customer/${id}`, body: { recRev: 1, description: 'admin edit' } };
    const refused = await send(admin, update, `${client}:1`);
    expect(refused.status).toBe(409);
    // The cause goes away: the operator's draft is discarded.
    expect((await operator.post(`/api/db/customer/${id}/discard`)).status).toBe(200);
    const retry = await send(admin, update, `${client}:1`);
    expect(answerOf(retry)).toEqual(answerOf(refused));
    expect(retry.headers.get(HEADER_MUTATION_REPLAYED)).toBe('1');
    expect(record(await admin.get(`/api/db/customer/${id}`))).toMatchObject({ recRev: 1, description: '' });
  });

  it('stores a rights refusal (403 of the route guard) and uses its seq', async () => {
    const client = newClientId();
    const licence: Write = { method: 'POST', path: '/api/db/license', body: { name: 'Not mine' } };
    const refused = await send(operator, licence, `${client}:1`);
    expect(refused.status).toBe(403);
    const retry = await send(operator, licence, `${client}:1`);
    expect(answerOf(retry)).toEqual(answerOf(refused));
    expect(retry.headers.get(HEADER_MUTATION_REPLAYED)).toBe('1');
    expect((await send(operator, createCustomer('Operator may not'), `${client}:2`)).status).toBe(403);
  });

  it('does not use the seq for a 401: the same id applies once the caller is signed in', async () => {
    const client = newClientId();
    const unauthenticated = await admin.client.request('POST', '/api/db/customer', { body: { name: 'After sign-in', recTeamId: 1 }, token: 'not-a-token', headers: { [HEADER_MUTATION_ID]: `${client}:1` } });
    expect(unauthenticated.status).toBe(401);
    const signedIn = await send(admin, createCustomer('After sign-in'), `${client}:1`);
    expect(signedIn.status).toBe(201);
    expect(signedIn.headers.get(HEADER_MUTATION_REPLAYED)).toBeNull();
  });

  it('refuses a seq beyond the next one with 409 and the expected seq, applying nothing', async () => {
    const client = newClientId();
    await send(admin, createCustomer('Gap one'), `${client}:1`);
    const gap = await send(admin, createCustomer('Gap three'), `${client}:3`);
    expect(gap.status).toBe(409);
    expect(gap.body).toEqual({ error: [{ msg: MSG_MUTATION_GAP, severity: 2, field: HEADER_MUTATION_ID }], expectedSeq: 2 });
    expect(await recordsNamed('Gap three')).toBe(0);
    expect((await send(admin, createCustomer('Gap two'), `${client}:2`)).status).toBe(201);
  });

  it("refuses another user's client id with 403", async () => {
    const client = newClientId();
    await send(admin, createCustomer('Admin client'), `${client}:1`);
    const foreign = await send(engineer, createCustomer('Engineer with admin id'), `${client}:2`);
    expect(foreign.status).toBe(403);
    expect(messages(foreign)).toEqual([MSG_MUTATION_FOREIGN_CLIENT]);
    expect(await recordsNamed('Engineer with admin id')).toBe(0);
    // Nor may the other user read the owner's stored answer.
    expect((await send(engineer, createCustomer('Admin client'), `${client}:1`)).status).toBe(403);
  });

  it('refuses a malformed X-Mutation-Id with 400 naming the header; without the header a write works as before', async () => {
    for (const bad of ['short:1', `${newClientId()}:0`, `${newClientId()}:-1`, `${newClientId()}:99999999999999999`, newClientId()]) {
      const res = await send(admin, createCustomer('Malformed'), bad);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: [{ msg: MSG_MUTATION_ID_MALFORMED, field: HEADER_MUTATION_ID }] });
    }
    expect(await recordsNamed('Malformed')).toBe(0);
    expect((await admin.post('/api/db/customer', { name: 'No header', recTeamId: 1 })).status).toBe(201);
  });
});

describe('answers holding a one-time secret', () => {
  it('are not stored: a replay of a reset code issue says so and issues no second code', async () => {
    const client = newClientId();
    const user = await server.database.db.selectFrom('users').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow();
    const reset: Write = { method: 'POST', path: `/api/admin/users/${user.id}/resetPassword`, body: {} };
    const first = await send(admin, reset, `${client}:1`);
    expect(first.status).toBe(200);
    const code = (first.body as { resetCode: string }).resetCode;
    const stored = await server.database.db.selectFrom('mutation_answers').select('body').where('client_id', '=', client).executeTakeFirstOrThrow();
    expect(Buffer.from(stored.body, 'base64').toString('utf8')).not.toContain(code);
    const replay = await send(admin, reset, `${client}:1`);
    expect(replay.status).toBe(410);
    expect(messages(replay)).toEqual([MSG_MUTATION_SECRET_ANSWER]);
    expect(replay.headers.get(HEADER_MUTATION_REPLAYED)).toBe('1');
    expect(await auditCount('password-reset-issued', String(user.id))).toBe(1);
  });
});

describe('the same id at the same moment', () => {
  it('applies once when two identical requests arrive together', async () => {
    const client = newClientId();
    const [a, b] = await Promise.all([send(admin, createCustomer('Twice at once'), `${client}:1`), send(admin, createCustomer('Twice at once'), `${client}:1`)]);
    expect(answerOf(a)).toEqual(answerOf(b));
    expect([a.headers.get(HEADER_MUTATION_REPLAYED), b.headers.get(HEADER_MUTATION_REPLAYED)].sort()).toEqual(['1', null]);
    expect(await recordsNamed('Twice at once')).toBe(1);
  });
});

describe('the same instrument call at the same moment', () => {
  it('runs once: the other request gets the stored outcome or "still running", never a second run', async () => {
    const client = newClientId();
    const ping = batch([{ action: BatchAction.call, gId: '0.PhMeter', methodName: 'Calibrate', args: [4, 10] }]);
    const before = await auditCount('node-call', '0.PhMeter');
    const answers = await Promise.all([send(engineer, ping, `${client}:1`), send(engineer, ping, `${client}:1`)]);
    const ran = answers.filter((a) => a.status === 200 && a.headers.get(HEADER_MUTATION_REPLAYED) === null);
    expect(ran).toHaveLength(1);
    const other = answers.find((a) => a !== ran[0]);
    if (other?.status === 200) expect(other.text).toBe(ran[0]?.text);
    else expect(messages(other as TestResponse)).toEqual([MSG_MUTATION_RUNNING]);
    expect(await auditCount('node-call', '0.PhMeter')).toBe(before + 1);
    const retry = await send(engineer, ping, `${client}:1`);
    expect(answerOf(retry)).toEqual(answerOf(ran[0] as TestResponse));
  });
});

describe('pruning', () => {
  it('drops answers outside the last MUTATION_KEEP_ANSWERS once older than MUTATION_KEEP_DAYS, and says so to a replay', async () => {
    const client = newClientId();
    for (const seq of [1, 2, 3, 4]) expect((await send(admin, createCustomer(`Prune ${seq}`), `${client}:${seq}`)).status).toBe(201);
    const { db } = server.database;
    // Young answers are kept whatever their number.
    expect((await send(admin, createCustomer('Prune 1'), `${client}:1`)).headers.get(HEADER_MUTATION_REPLAYED)).toBe('1');
    await db.updateTable('mutation_answers').set({ created_at: new Date(Date.now() - 31 * 24 * 3600_000).toISOString() }).where('client_id', '=', client).execute();
    expect((await send(admin, createCustomer('Prune 5'), `${client}:5`)).status).toBe(201);
    const pruned = await send(admin, createCustomer('Prune 3'), `${client}:3`);
    expect(pruned.status).toBe(410);
    expect(messages(pruned)).toEqual([MSG_MUTATION_PRUNED]);
    expect((await send(admin, createCustomer('Prune 4'), `${client}:4`)).headers.get(HEADER_MUTATION_REPLAYED)).toBe('1');
    expect(await recordsNamed('Prune 3')).toBe(1);
  });
});
