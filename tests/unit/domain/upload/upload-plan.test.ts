import { describe, expect, it } from 'vitest';
import type { PartRange } from '../../../../src/domain/upload/content-range';
import { MSG_UPLOAD_CANCELED, UPLOAD_RETRIES } from '../../../../src/domain/upload/upload-constants';
import { planUpload, retryDelayMs } from '../../../../src/domain/upload/upload-plan';
import { runUploadPlan } from '../../../../src/domain/upload/upload-runner';
import type { PartOutcome, UploadPorts } from '../../../../src/domain/upload/upload-runner';

const CHUNK = 10;

/** Ports over an in-memory file; `answer` decides each send's outcome from its chunk index and try. */
function fakePorts(answer: (index: number, tryNo: number) => PartOutcome = () => ({ ok: true }), progress: (held: number) => boolean = () => true) {
  const sent: number[] = [];
  const tries = new Map<number, number>();
  const sleeps: number[] = [];
  const reports: number[] = [];
  let reading = 0;
  let maxReading = 0;
  const ports: UploadPorts = {
    async readChunk(range) {
      reading++;
      maxReading = Math.max(maxReading, reading);
      return new Uint8Array(range.end - range.start + 1);
    },
    async sendPart(range: PartRange) {
      const index = range.start / CHUNK;
      const tryNo = (tries.get(index) ?? 0) + 1;
      tries.set(index, tryNo);
      await Promise.resolve();
      reading--;
      const outcome = answer(index, tryNo);
      if (outcome.ok) sent.push(index);
      return outcome;
    },
    progress(held) {
      reports.push(held);
      return progress(held);
    },
    async sleep(ms) {
      sleeps.push(ms);
    },
    random: () => 0.5,
  };
  return { ports, sent, sleeps, reports, tries, maxReading: () => maxReading };
}

describe('planUpload', () => {
  it('plans only the chunks outside the ranges the server holds', () => {
    const plan = planUpload(45, [{ start: 0, end: 19 }, { start: 30, end: 39 }], CHUNK);
    expect(plan.pending).toEqual([2, 4]);
    expect(plan.heldBytes).toBe(30);
    expect(planUpload(45, [{ start: 0, end: 44 }], CHUNK).phase).toBe('finishing');
  });
});

describe('runUploadPlan', () => {
  it('sends every missing chunk once and never a held one (resume)', async () => {
    const fake = fakePorts();
    const done = await runUploadPlan(planUpload(55, [{ start: 10, end: 29 }], CHUNK), fake.ports);
    expect(done.phase).toBe('finishing');
    expect(fake.sent.sort()).toEqual([0, 3, 4, 5]);
    expect(done.heldBytes).toBe(55);
    expect(fake.reports.at(-1)).toBe(55);
  });

  it('keeps at most maxSending chunks read and in flight at once', async () => {
    const fake = fakePorts();
    await runUploadPlan(planUpload(200, [], CHUNK), fake.ports, 3);
    expect(fake.sent.length).toBe(20);
    expect(fake.maxReading()).toBeLessThanOrEqual(3);
  });

  it(`tries a failed part again up to ${UPLOAD_RETRIES} times with growing waits`, async () => {
    const fake = fakePorts((index, tryNo) => (index === 1 && tryNo <= UPLOAD_RETRIES ? { ok: false, retryable: true, message: 'Network Error' } : { ok: true }));
    const done = await runUploadPlan(planUpload(30, [], CHUNK), fake.ports, 1);
    expect(done.phase).toBe('finishing');
    expect(fake.tries.get(1)).toBe(UPLOAD_RETRIES + 1);
    expect(fake.sleeps).toEqual([retryDelayMs(1, () => 0.5), retryDelayMs(2, () => 0.5), retryDelayMs(3, () => 0.5)]);
    expect(fake.sleeps[0]).toBeLessThan(fake.sleeps[1] ?? 0);
    expect(fake.sleeps[1]).toBeLessThan(fake.sleeps[2] ?? 0);
  });

  it('fails the upload after the retries, with the last failure', async () => {
    const fake = fakePorts((index) => (index === 0 ? { ok: false, retryable: true, message: 'Network Error' } : { ok: true }));
    const done = await runUploadPlan(planUpload(30, [], CHUNK), fake.ports, 1);
    expect(done.phase).toBe('failed');
    expect(done.error).toBe('Network Error');
    expect(done.resumable).toBe(true);
    expect(fake.tries.get(0)).toBe(UPLOAD_RETRIES + 1);
    expect(fake.sent).toEqual([]);
  });

  it('fails at once on a refusal that a retry would not change', async () => {
    const fake = fakePorts(() => ({ ok: false, retryable: false, message: 'This upload belongs to another user.' }));
    const done = await runUploadPlan(planUpload(30, [], CHUNK), fake.ports, 1);
    expect(done).toMatchObject({ phase: 'failed', error: 'This upload belongs to another user.', resumable: false });
    expect(fake.tries.get(0)).toBe(1);
    expect(fake.sleeps).toEqual([]);
  });

  it("stops with 'Upload canceled by user' when the progress callback answers false", async () => {
    const fake = fakePorts(undefined, (held) => held < 20);
    const done = await runUploadPlan(planUpload(100, [], CHUNK), fake.ports, 1);
    expect(done).toMatchObject({ phase: 'canceled', error: MSG_UPLOAD_CANCELED });
    expect(fake.sent).toEqual([0, 1]);
  });

  it('can be cancelled before the first chunk', async () => {
    const fake = fakePorts(undefined, () => false);
    const done = await runUploadPlan(planUpload(100, [], CHUNK), fake.ports);
    expect(done.error).toBe(MSG_UPLOAD_CANCELED);
    expect(fake.sent).toEqual([]);
  });

  it('counts a thrown read or send as a retryable failure', async () => {
    let thrown = 0;
    const fake = fakePorts();
    const ports: UploadPorts = {
      ...fake.ports,
      async sendPart(range, bytes) {
        if (thrown++ === 0) throw new Error('Failed to fetch');
        return fake.ports.sendPart(range, bytes);
      },
    };
    const done = await runUploadPlan(planUpload(20, [], CHUNK), ports, 1);
    expect(done.phase).toBe('finishing');
    expect(fake.sleeps.length).toBe(1);
  });
});
