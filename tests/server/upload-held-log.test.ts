// The held-chunk log of an upload (DATA_DIR/uploads/{UID}/held, server/uploads/upload-store.ts): a chunk
// counts once its line is there; the status reads the log again, so a chunk another instance logged on a
// shared DATA_DIR counts; a last line a crash cut short counts for nothing and is cut before the next
// start of the server appends to the log.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES as CHUNK } from '../../src/domain/upload/upload-constants';
import { createUploadStore } from '../../server/uploads/upload-store';
import type { UploadStore } from '../../server/uploads/upload-store';

const USER = 1;
let dataDir: string;
const stores: UploadStore[] = [];

/** A store over the test's DATA_DIR: a second one is the server started again (or another instance). */
function openStore(): UploadStore {
  const store = createUploadStore({ dataDir, uploadMaxBytes: 8 * CHUNK, uploadUserMaxOpen: 3, uploadUserMaxBytes: 16 * CHUNK, uploadAbandonSeconds: 3600 });
  stores.push(store);
  return store;
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'held-log-'));
});
afterAll(async () => {
  for (const store of stores) store.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const data = Buffer.from(randomBytes(4 * CHUNK));
const part = (i: number) => ({ start: i * CHUNK, end: (i + 1) * CHUNK - 1, total: data.length });
const body = (i: number) => data.subarray(i * CHUNK, (i + 1) * CHUNK);
const uid = () => randomBytes(18).toString('base64url');

describe('held-chunk log', () => {
  it('logs each chunk once written, and counts chunks another instance logged', async () => {
    const [here, there] = [openStore(), openStore()];
    const id = uid();
    await here.putPart(USER, id, part(2), body(2));
    await here.putPart(USER, id, part(0), body(0));
    const log = path.join(dataDir, 'uploads', id, 'held');
    expect(await fs.readFile(log, 'utf8')).toBe('2\n0\n');
    await there.putPart(USER, id, part(1), body(1));
    expect(await here.status(USER, id)).toMatchObject({ received: 3 * CHUNK, ranges: [{ start: 0, end: 3 * CHUNK - 1 }] });
  });

  it('counts nothing of a line a crash cut short, and cuts it before appending after a restart', async () => {
    const id = uid();
    const before = openStore();
    await before.putPart(USER, id, part(0), body(0));
    const log = path.join(dataDir, 'uploads', id, 'held');
    // The crash: chunk 1's line written as far as "1".
    await fs.appendFile(log, '1');
    const after = openStore();
    expect(await after.status(USER, id)).toMatchObject({ received: CHUNK, ranges: [{ start: 0, end: CHUNK - 1 }] });
    await after.putPart(USER, id, part(3), body(3));
    expect(await fs.readFile(log, 'utf8')).toBe('0\n3\n');
    expect((await after.status(USER, id)).ranges).toEqual([{ start: 0, end: CHUNK - 1 }, { start: 3 * CHUNK, end: 4 * CHUNK - 1 }]);
  });
});
