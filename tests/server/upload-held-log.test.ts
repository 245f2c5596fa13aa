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

  it('keeps no file open after a cancel that races parts on their way, and a UID used again gets a whole new file', async () => {
    const store = openStore();
    for (let round = 0; round < 20; round += 1) {
      const id = uid();
      await store.putPart(USER, id, part(0), body(0));
      // The cancel comes while parts are between their checks and their write, in a different order each round.
      const racing = [store.putPart(USER, id, part(1), body(1)), store.putPart(USER, id, part(2), body(2))];
      racing.splice(round % 3, 0, store.remove(id) as Promise<never>);
      await Promise.allSettled(racing);
      // A part that came after the cancel starts the upload afresh (the server can not tell it from a new
      // upload's first part); else nothing of it may stay open.
      const reborn = await store.status(USER, id).then(() => true, () => false);
      if (!reborn) expect({ round, open: store.openFiles }).toEqual({ round, open: 0 });
      for (const i of [0, 1, 2, 3]) await store.putPart(USER, id, part(i), body(i));
      const file = await store.complete(USER, id);
      expect((await fs.readFile(file.path)).equals(data)).toBe(true);
      await store.remove(id);
      expect({ round, open: store.openFiles }).toEqual({ round, open: 0 });
    }
  });

  it('takes up an upload begun before the log existed: nothing counted held, its chunks sent again and logged', async () => {
    const id = uid();
    const before = openStore();
    await before.putPart(USER, id, part(0), body(0));
    // The older server kept a marker file per chunk and no log.
    await fs.rm(path.join(dataDir, 'uploads', id, 'held'));
    const after = openStore();
    expect(await after.status(USER, id)).toMatchObject({ received: 0, ranges: [] });
    for (const i of [0, 1, 2, 3]) await after.putPart(USER, id, part(i), body(i));
    expect((await fs.readFile((await after.complete(USER, id)).path)).equals(data)).toBe(true);
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
