// Record calls beyond create and Save (discard, delete, restore, state, security, project) go through
// the outbox like every write: the same HTTP call with a mutation id, the answer in the mirror, the
// change shown at once and kept while offline, a refusal thrown to the screen with the change undone.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../../../src/data/api-client';
import { ApiError } from '../../../../src/data/api-error';
import type { ConsoleDatabase } from '../../../../src/data/db';
import { retryOutboxNow, startOutbox, stopOutbox } from '../../../../src/data/outbox/outbox-runtime';
import { addAnalysisSample, deleteRecord, discardDraft, restoreRecord, saveSecurity, setRecordState } from '../../../../src/data/records/record-mutations';
import { readRecord } from '../../../../src/data/records/record-repository';
import { putRecords } from '../../../../src/data/records/record-rows';
import { RecordStatus } from '../../../../src/domain/records/record-enums';
import { pageAuthPort } from '../../../../src/features/outbox/page-auth-port';
import { commitLogin } from '../../../../src/state/session';
import { customerAnswer } from '../../../support/record-answer';
import { authDataFixture } from '../../support/auth-fixtures';
import { deleteFreshDatabases, freshDatabase } from '../../support/fresh-database';
import { MemoryStorage } from '../../support/memory-storage';
import { jsonResponse, scriptedFetch } from '../../support/scripted-fetch';
import type { Responder } from '../../support/scripted-fetch';

const ACME = customerAnswer(5, 'Acme');

async function mirrored(answer: Responder): Promise<{ database: ConsoleDatabase; calls: ReturnType<typeof scriptedFetch>['calls'] }> {
  const database = freshDatabase();
  await putRecords([ACME], database);
  const { fetch, calls } = scriptedFetch(answer);
  startOutbox(pageAuthPort, { database, fetch, locks: null });
  return { database, calls };
}

function sentBody(call: { body: unknown } | undefined): unknown {
  return JSON.parse(String(call?.body));
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  commitLogin(authDataFixture());
});

afterEach(async () => {
  stopOutbox();
  vi.unstubAllGlobals();
  resetApiClient();
  await deleteFreshDatabases();
});

describe('record deletes (console.md §4, §7)', () => {
  it('sends a permanent delete with its trimmed reason and a mutation id, and drops the record from the mirror', async () => {
    const { database, calls } = await mirrored(() => jsonResponse(200, { deleted: [5], permanent: true }));
    expect(await deleteRecord('customer', ACME, { permanent: true, reason: '  Duplicate \n', ignoreReferences: true }, database)).toBe(true);
    expect(calls[0]?.method).toBe('DELETE');
    expect(calls[0]?.url).toBe('/api/db/customer?permanent=true&reason=Duplicate&ignoreReferences=true');
    expect(sentBody(calls[0])).toEqual({ ids: [5] });
    expect(calls[0]?.headers['X-Mutation-Id']).toMatch(/^[A-Za-z0-9_-]{22}:1$/);
    expect(await readRecord('customer', 5, database)).toBeNull();
  });

  it('sends a soft delete without a query and keeps the record, shown as deleted', async () => {
    const { database, calls } = await mirrored(() => jsonResponse(200, { deleted: [5], permanent: false }));
    await deleteRecord('customer', ACME, { permanent: false, reason: 'ignored' }, database);
    expect(calls[0]?.url).toBe('/api/db/customer');
    const row = await readRecord('customer', 5, database);
    expect(row?.data.recDeleted).toBe(true);
    expect(row?.pendingEntry).toBeUndefined();
  });

  it('throws a refusal (references) to the screen and shows the record as before', async () => {
    const { database } = await mirrored(() => jsonResponse(409, { error: [{ msg: 'The record is referenced by other records.' }] }));
    const refused = deleteRecord('customer', ACME, { permanent: true, reason: 'Duplicate' }, database);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 409 });
    expect((await readRecord('customer', 5, database))?.data.recDeleted).toBe(false);
    expect(await database.outbox.count()).toBe(0);
  });
});

describe('record list calls through the outbox', () => {
  it('restores, closes, reassigns and moves a record with the one-record list calls, mirroring each answer', async () => {
    const { database, calls } = await mirrored((call) => {
      const body = JSON.parse(String(call.body)) as Record<string, unknown>;
      return jsonResponse(200, { items: [customerAnswer(5, 'Acme', { recDeleted: false, recState: (body.recState as number | undefined) ?? RecordStatus.active, recOwnerId: (body.recOwnerId as number | undefined) ?? 1 })] });
    });
    expect((await restoreRecord('customer', ACME, database))?.recDeleted).toBe(false);
    expect((await setRecordState('customer', ACME, RecordStatus.closed, database))?.recState).toBe(RecordStatus.closed);
    expect((await saveSecurity('customer', ACME, { recOwnerId: 7 }, { projectId: 3, expId: 4 }, database))?.recOwnerId).toBe(7);
    expect(calls.map((c) => [c.method, c.url, sentBody(c)])).toEqual([
      ['POST', '/api/db/customer/restore', { ids: [5] }],
      ['POST', '/api/db/customer/SetRecordState', { ids: [5], recState: RecordStatus.closed, includeDependencies: false }],
      ['POST', '/api/db/customer/ChangeProject', { ids: [5], projectId: 3, expId: 4 }],
      ['POST', '/api/db/customer/AssignSecurity', { ids: [5], recOwnerId: 7 }],
    ]);
    expect(calls.map((c) => c.headers['X-Mutation-Id']?.split(':')[1])).toEqual(['1', '2', '3', '4']);
    expect((await readRecord('customer', 5, database))?.data.recOwnerId).toBe(7);
  });

  it('discards the draft by its own call and mirrors the published revision the server answers', async () => {
    const { database, calls } = await mirrored(() => jsonResponse(200, customerAnswer(5, 'Acme published')));
    expect((await discardDraft('customer', ACME, database))?.name).toBe('Acme published');
    expect(calls[0]?.url).toBe('/api/db/customer/5/discard');
    expect((await readRecord('customer', 5, database))?.data.name).toBe('Acme published');
  });

  it('offline, keeps the change on this device, shows it at once marked pending, and sends it when the network is back', async () => {
    let online = false;
    const { database, calls } = await mirrored(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return jsonResponse(200, { items: [customerAnswer(5, 'Acme', { recState: RecordStatus.closed })] });
    });
    vi.stubGlobal('navigator', { onLine: false });
    expect(await setRecordState('customer', ACME, RecordStatus.closed, database)).toBeNull();
    const row = await readRecord('customer', 5, database);
    expect(row?.data.recState).toBe(RecordStatus.closed);
    expect(row?.pendingEntry).toBeTypeOf('number');
    const [entry] = await database.outbox.toArray();
    expect(entry).toMatchObject({ kind: 'record.state', label: { subject: 'Customer Acme', change: 'closed' } });
    online = true;
    await vi.waitFor(async () => {
      await retryOutboxNow();
      expect((await database.outbox.get(entry?.id as number))?.state).toBe('done');
    }, { timeout: 10_000 });
    expect(calls.at(-1)?.url).toBe('/api/db/customer/SetRecordState');
    expect((await readRecord('customer', 5, database))?.pendingEntry).toBeUndefined();
  });

  it("keeps showing a later entry's change when an earlier answer on the same record comes first", async () => {
    const answers: ((value: Response) => void)[] = [];
    const { database } = await mirrored(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const restore = restoreRecord('customer', ACME, database);
    await vi.waitFor(() => expect(answers).toHaveLength(1), { timeout: 10_000 });
    const close = setRecordState('customer', ACME, RecordStatus.closed, database);
    await vi.waitFor(async () => expect((await readRecord('customer', 5, database))?.data.recState).toBe(RecordStatus.closed), { timeout: 10_000 });
    answers[0]?.(jsonResponse(200, { items: [customerAnswer(5, 'Acme', { recState: RecordStatus.active })] }));
    await restore;
    expect((await readRecord('customer', 5, database))?.data.recState).toBe(RecordStatus.closed);
    await vi.waitFor(() => expect(answers).toHaveLength(2), { timeout: 10_000 });
    answers[1]?.(jsonResponse(200, { items: [customerAnswer(5, 'Acme', { recState: RecordStatus.closed })] }));
    await close;
    expect((await readRecord('customer', 5, database))?.pendingEntry).toBeUndefined();
  });
});

describe('analysis samples (console.md §7 analysisaddsample)', () => {
  it('offline, shows every sample added at once, each on top of what the mirror holds, not the screen\'s older copy', async () => {
    const database = freshDatabase();
    const first = { sampleId: 'S-1', addedAt: '2026-11-26T09:00:00.000Z', addedBy: 'Ada Admin' };
    const analysis = customerAnswer(9, 'Run 1', { entity: 'experiment', guid: '6f1c2a9e-3b7d-4e25-9a41-0c8d5e7f2b13' });
    const shown = { ...analysis, samples: [first] } as typeof analysis;
    await putRecords([shown], database);
    startOutbox(pageAuthPort, { database, fetch: scriptedFetch(() => { throw new TypeError('Failed to fetch'); }).fetch, locks: null });
    vi.stubGlobal('navigator', { onLine: false });
    // Both adds come from the same screen copy, which knows only the first sample.
    await addAnalysisSample(shown, { sampleId: 'S-2', addedAt: '2026-11-26T09:01:00.000Z', addedBy: 'Ada Admin' }, database);
    await addAnalysisSample(shown, { sampleId: 'S-3', addedAt: '2026-11-26T09:02:00.000Z', addedBy: 'Ada Admin' }, database);
    const row = await readRecord('experiment', 9, database);
    expect((row?.data as { samples?: { sampleId: string }[] }).samples?.map((s) => s.sampleId)).toEqual(['S-1', 'S-2', 'S-3']);
    expect(await database.outbox.count()).toBe(2);
  });
});
