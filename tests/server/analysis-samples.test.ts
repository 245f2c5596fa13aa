// POST /api/db/analysisaddsample (console.md §7): a sample id added to an analysis (an experiment named by
// its guid) as a new revision — success, rights, invalid input, unknown ids, and a replayed mutation id
// that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_MUTATION_ID, HEADER_MUTATION_REPLAYED, newClientId } from '../../src/domain/mutation-id';
import {
  ANALYSIS_ADD_SAMPLE_PATH,
  MAX_SAMPLES_PER_ANALYSIS,
  MSG_ANALYSIS_HAS_DRAFT,
  MSG_SAMPLE_ID_INVALID,
  MSG_TOO_MANY_SAMPLES,
  sampleAlreadyAddedText,
} from '../../src/domain/records/analysis-samples';
import type { RecordAnswer } from '../../src/domain/records/record-wire';
import { MSG_RECORD_CLOSED, MSG_RECORD_DELETED, MSG_RECORD_NOT_FOUND, MSG_RECORD_SNAPSHOT } from '../../server/records/record-messages';
import { sessionOf } from './support/record-requests';
import type { Session } from './support/record-requests';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

let server: TestServer;
let admin: Session;
let operator: Session;
let engineer: Session;
let demoGuid = '';

beforeAll(async () => {
  server = await startTestServer();
  [admin, operator, engineer] = await Promise.all([sessionOf(server, 'admin'), sessionOf(server, 'operator'), sessionOf(server, 'engineer')]);
  demoGuid = (await server.database.db.selectFrom('records').select('guid').where('name', '=', 'Run 1: 5 L bioreactor').executeTakeFirstOrThrow()).guid;
});
afterAll(async () => {
  await server.close();
});

const messages = (body: unknown) => (body as { error: { msg: string }[] }).error.map((e) => e.msg);
const samplesOf = (body: unknown) => ((body as RecordAnswer & { samples: { sampleId: string }[] }).samples ?? []).map((s) => s.sampleId);

async function newAnalysis(session: Session, name: string): Promise<RecordAnswer> {
  const res = await session.post('/api/db/experiment', { name });
  expect(res.status, res.text).toBe(201);
  return res.body as RecordAnswer;
}

describe('POST /api/db/analysisaddsample', () => {
  it('adds a sample to the demo analysis as a new revision, audited', async () => {
    const res = await operator.post(ANALYSIS_ADD_SAMPLE_PATH, { analysisGId: demoGuid, sampleId: ' S-2026-0003 ' });
    expect(res.status, res.text).toBe(200);
    expect(samplesOf(res.body)).toEqual(['S-2026-0001', 'S-2026-0002', 'S-2026-0003']);
    expect(res.body).toMatchObject({ recRev: 2, recPublished: true, tampered: false });
    const sample = (res.body as { samples: { addedBy: string }[] }).samples[2];
    expect(sample?.addedBy).toBe('Olivia Operator');
    const audit = await server.database.db.selectFrom('audit_log').select(['category', 'new_value', 'username']).where('category', '=', 'analysis-sample-added').execute();
    expect(audit).toEqual([{ category: 'analysis-sample-added', new_value: 'S-2026-0003', username: 'operator' }]);
  });

  it('refuses a sample id already in the analysis', async () => {
    const res = await operator.post(ANALYSIS_ADD_SAMPLE_PATH, { analysisGId: demoGuid, sampleId: 'S-2026-0001' });
    expect(res.status).toBe(409);
    expect(messages(res.body)).toEqual([sampleAlreadyAddedText('S-2026-0001')]);
  });

  it('refuses invalid input with 400', async () => {
    for (const body of [{ analysisGId: demoGuid, sampleId: '' }, { analysisGId: demoGuid, sampleId: 'no spaces' }, { analysisGId: demoGuid, sampleId: 'x'.repeat(65) }]) {
      const res = await admin.post(ANALYSIS_ADD_SAMPLE_PATH, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(messages(res.body).join(' '), JSON.stringify(res.body)).toContain(MSG_SAMPLE_ID_INVALID);
    }
    expect((await admin.post(ANALYSIS_ADD_SAMPLE_PATH, { analysisGId: 'not-a-guid', sampleId: 'S-1' })).status).toBe(400);
    expect((await admin.post(ANALYSIS_ADD_SAMPLE_PATH, { sampleId: 'S-1' })).status).toBe(400);
  });

  it('answers 404 for an unknown guid, a record that is not an experiment, and an analysis the caller can not read', async () => {
    const unknown = await admin.post(ANALYSIS_ADD_SAMPLE_PATH, { analysisGId: '00000000-0000-4000-8000-000000000000', sampleId: 'S-1' });
    expect(unknown.status).toBe(404);
    expect(messages(unknown.body)).toEqual([MSG_RECORD_NOT_FOUND]);
    const customerGuid = (await server.database.db.selectFrom('records').select('guid').where('entity', '=', 'customer').executeTakeFirstOrThrow()).guid;
    expect((await admin.post(ANALYSIS_ADD_SAMPLE_PATH, { analysisGId: customerGuid, sampleId: 'S-1' })).status).toBe(404);
    // The demo analysis belongs to Lab A; the engineer is in Lab B.
    expect((await engineer.post(ANALYSIS_ADD_SAMPLE_PATH, { analysisGId: demoGuid, sampleId: 'S-9' })).status).toBe(404);
  });

  it('refuses an anonymous caller, a closed analysis and one with an open draft', async () => {
    // Whoever may read a record may change it (record-access.ts); what stops a reader is the record's state.
    const anonymous = await server.client();
    expect((await anonymous.post(ANALYSIS_ADD_SAMPLE_PATH, { analysisGId: demoGuid, sampleId: 'S-1' })).status).toBe(401);

    const closed = await newAnalysis(admin, 'Closed run');
    await admin.post('/api/db/experiment/SetRecordState', { ids: [closed.id], recState: 2 });
    const closedAnswer = await admin.post(ANALYSIS_ADD_SAMPLE_PATH, { analysisGId: closed.guid, sampleId: 'S-1' });
    expect(closedAnswer.status).toBe(409);
    expect(messages(closedAnswer.body)).toEqual([MSG_RECORD_CLOSED]);

    const drafted = await newAnalysis(admin, 'Drafted run');
    expect((await admin.put(`/api/db/experiment/${drafted.id}`, { recRev: 1, description: 'being edited' })).status).toBe(200);
    const draftAnswer = await admin.post(ANALYSIS_ADD_SAMPLE_PATH, { analysisGId: drafted.guid, sampleId: 'S-1' });
    expect(draftAnswer.status).toBe(409);
    expect(messages(draftAnswer.body)).toEqual([MSG_ANALYSIS_HAS_DRAFT]);
  });

  it('refuses a deleted and a snapshot analysis with 409', async () => {
    const deleted = await newAnalysis(admin, 'Deleted run');
    expect((await admin.del('/api/db/experiment', { ids: [deleted.id] })).status).toBe(200);
    const deletedAnswer = await admin.post(ANALYSIS_ADD_SAMPLE_PATH, { analysisGId: deleted.guid, sampleId: 'S-1' });
    expect(deletedAnswer.status).toBe(409);
    expect(messages(deletedAnswer.body)).toEqual([MSG_RECORD_DELETED]);

    const snapshot = await newAnalysis(admin, 'Snapshot run');
    await server.database.db.updateTable('records').set({ snapshot: 1 }).where('id', '=', snapshot.id).execute();
    const snapshotAnswer = await admin.post(ANALYSIS_ADD_SAMPLE_PATH, { analysisGId: snapshot.guid, sampleId: 'S-1' });
    expect(snapshotAnswer.status).toBe(409);
    expect(messages(snapshotAnswer.body)).toEqual([MSG_RECORD_SNAPSHOT]);
  });

  it(`takes samples up to ${MAX_SAMPLES_PER_ANALYSIS}, then refuses with 409`, async () => {
    const run = await newAnalysis(admin, 'Full run');
    // All but one written straight into the stored content: adding them one by one would take minutes.
    const row = await server.database.db.selectFrom('records').select('data').where('id', '=', run.id).executeTakeFirstOrThrow();
    const held = Array.from({ length: MAX_SAMPLES_PER_ANALYSIS - 1 }, (_, i) => ({ sampleId: `S-${i}`, addedAt: new Date().toISOString(), addedBy: 'Ada Admin' }));
    await server.database.db.updateTable('records').set({ data: JSON.stringify({ ...JSON.parse(row.data), samples: held }) }).where('id', '=', run.id).execute();
    const last = await admin.post(ANALYSIS_ADD_SAMPLE_PATH, { analysisGId: run.guid, sampleId: 'S-LAST' });
    expect(last.status, last.text).toBe(200);
    expect(samplesOf(last.body)).toHaveLength(MAX_SAMPLES_PER_ANALYSIS);
    const over = await admin.post(ANALYSIS_ADD_SAMPLE_PATH, { analysisGId: run.guid, sampleId: 'S-OVER' });
    expect(over.status).toBe(409);
    expect(messages(over.body)).toEqual([MSG_TOO_MANY_SAMPLES]);
  });

  it('keeps samples out of reach of the generic create and update', async () => {
    const run = await admin.post('/api/db/experiment', { name: 'Forged run', samples: [{ sampleId: 'FORGED', addedAt: new Date().toISOString(), addedBy: 'x' }] });
    expect(samplesOf(run.body)).toEqual([]);
    const id = (run.body as RecordAnswer).id;
    const updated = await admin.put(`/api/db/experiment/${id}?publish=true`, { recRev: 1, samples: [{ sampleId: 'FORGED', addedAt: new Date().toISOString(), addedBy: 'x' }] });
    expect(updated.status, updated.text).toBe(200);
    expect(samplesOf(updated.body)).toEqual([]);
  });

  it('applies a replayed mutation id once and answers the stored answer', async () => {
    const run = await newAnalysis(admin, 'Replayed run');
    const mutationId = `${newClientId()}:1`;
    const send = () => admin.client.request('POST', ANALYSIS_ADD_SAMPLE_PATH, { body: { analysisGId: run.guid, sampleId: 'S-7' }, token: admin.token, headers: { [HEADER_MUTATION_ID]: mutationId } });
    const first = await send();
    expect(first.status, first.text).toBe(200);
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.headers.get(HEADER_MUTATION_REPLAYED)).toBe('1');
    expect(again.text).toBe(first.text);
    const stored = await admin.get(`/api/db/experiment/${run.id}`);
    expect(samplesOf(stored.body)).toEqual(['S-7']);
    expect((stored.body as RecordAnswer).recRev).toBe(2);
  });
});
