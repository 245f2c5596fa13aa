// The client's chunked upload (src/data/upload: the job the upload worker runs) over fake-indexeddb,
// against a real server through a fetch that can drop the network. A "reload" opens the same IndexedDB
// again in a new ConsoleDatabase; the job must go on from what the server holds, never re-sending a
// chunk the server has, and the package is imported once.
import 'fake-indexeddb/auto';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleDatabase } from '../../../src/data/db';
import { runUploadJob } from '../../../src/data/upload/upload-job';
import { createUploadRecord, uploadRecord } from '../../../src/data/upload/upload-table';
import type { UploadAuth } from '../../../src/data/upload/upload-transport';
import { XSRF_COOKIE, XSRF_HEADER } from '../../../src/domain/app-constants';
import { MSG_UPLOAD_CANCELED, UPLOAD_CHUNK_BYTES as CHUNK } from '../../../src/domain/upload/upload-constants';
import { packageMeta, xpkg } from '../support/package-archives';
import { sessionOf } from '../support/record-requests';
import type { Session } from '../support/record-requests';
import { startTestServer } from '../support/test-server';
import type { TestServer } from '../support/test-server';

let server: TestServer;
let admin: Session;
const realFetch = globalThis.fetch;
/**
 * Parts that reached the server, by Content-Range, and whether the network is down. `failRange` is a part
 * whose every try is counted in `tries` and then lost on the network; `failFinish` answers every finishing
 * call 503 and counts it in `finishTries`.
 */
const net = {
  offline: false,
  partsSent: new Map<string, number>(),
  failAfterParts: Infinity,
  parts: 0,
  failRange: null as string | null,
  tries: new Map<string, number>(),
  failFinish: false,
  finishTries: 0,
};

function resetNet(): void {
  Object.assign(net, { offline: false, failAfterParts: Infinity, parts: 0, failRange: null, failFinish: false, finishTries: 0 });
  net.partsSent.clear();
  net.tries.clear();
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await sessionOf(server, 'admin');
  // The page's relative URLs go to the test server; an offline network fails like fetch does in a browser.
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const isPart = String(input).startsWith('/api/node/UploadPart') && init?.method === 'POST';
    const range = headers.get('content-range') ?? '';
    if (isPart) net.tries.set(range, (net.tries.get(range) ?? 0) + 1);
    if (isPart && net.parts++ >= net.failAfterParts) net.offline = true;
    if (net.offline || (isPart && range === net.failRange)) throw new TypeError('fetch failed');
    if (isPart) net.partsSent.set(range, (net.partsSent.get(range) ?? 0) + 1);
    if (String(input).startsWith('/api/node/upload') && !isPart && init?.method === 'POST' && net.failFinish) {
      net.finishTries++;
      return new Response('busy', { status: 503, statusText: 'Service Unavailable' });
    }
    const url = String(input);
    return realFetch(url.startsWith('/') ? server.baseUrl + url : url, init);
  };
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await server.close();
});

function auth(): UploadAuth {
  const xsrf = admin.client.cookie(XSRF_COOKIE)?.value ?? '';
  return { token: () => admin.token, refresh: async () => null, baseHeaders: (method): Record<string, string> => (method === 'GET' ? {} : { [XSRF_HEADER]: xsrf, cookie: `${XSRF_COOKIE}=${xsrf}` }) };
}

const noWait = { sleep: async () => undefined };

function packageFile(name: string): File {
  const files = [{ path: 'driver/blob.txt', text: randomBytes(Math.floor(3.5 * CHUNK)).toString('base64') }];
  return new File([new Uint8Array(xpkg([{ meta: packageMeta(name, files), files }]))], 'big.xpkg');
}

async function recordsNamed(name: string): Promise<number> {
  return (await server.database.db.selectFrom('records').select('id').where('name', '=', name).execute()).length;
}

describe('the upload job', () => {
  it('pauses on a dropped network, goes on after a reload from the ranges the server holds, and imports once', async () => {
    const name = `Resumed ${randomBytes(6).toString('hex')}`;
    const file = packageFile(name);
    const chunks = Math.ceil(file.size / CHUNK);
    expect(chunks).toBeGreaterThanOrEqual(4);
    const dbName = `upload-test-${randomBytes(6).toString('hex')}`;
    const page1 = new ConsoleDatabase(dbName);
    const record = await createUploadRecord(page1, file, { methodName: 'ImportPackages', gId: '', args: [] });
    resetNet();
    net.failAfterParts = 2;
    const paused = await runUploadJob(page1, record.uid, auth(), () => true, { ...noWait, maxSending: 1 });
    expect(paused.phase).toBe('sending');
    expect(paused.errors?.[0]?.msg).toBe('Error: Network Error');
    expect((await uploadRecord(page1, record.uid))?.heldBytes).toBe(2 * CHUNK);
    page1.close();

    net.offline = false;
    net.failAfterParts = Infinity;
    const page2 = new ConsoleDatabase(dbName);
    const reported: number[] = [];
    const done = await runUploadJob(page2, record.uid, auth(), (held) => reported.push(held) > 0, { ...noWait, maxSending: 2 });
    expect(done.phase, JSON.stringify(done.errors)).toBe('done');
    expect(done.result).toMatchObject({ items: [expect.objectContaining({ name })] });
    // The resumed run started from the two chunks the server held.
    expect(reported[0]).toBe(2 * CHUNK);
    expect(net.partsSent.size).toBe(chunks);
    expect([...net.partsSent.values()].every((n) => n === 1)).toBe(true);
    expect(await recordsNamed(name)).toBe(1);
    expect((await uploadRecord(page2, record.uid))?.phase).toBe('done');
    page2.close();
  });

  it("cancels when the progress callback answers false ('Upload canceled by user') and drops the server's parts", async () => {
    const database = new ConsoleDatabase(`upload-test-${randomBytes(6).toString('hex')}`);
    const file = new File([randomBytes(3 * CHUNK)], 'x.xpkg');
    const record = await createUploadRecord(database, file, { methodName: 'ImportPackages', gId: '', args: [] });
    const outcome = await runUploadJob(database, record.uid, auth(), (held) => held < CHUNK, { ...noWait, maxSending: 1 });
    expect(outcome).toMatchObject({ phase: 'canceled', errors: [{ msg: MSG_UPLOAD_CANCELED }] });
    expect((await admin.get(`/api/node/UploadPart?UID=${record.uid}`)).status).toBe(404);
    database.close();
  });

  it('fails at once, without retries, on a refusal of the finishing call, and forgets the upload', async () => {
    const database = new ConsoleDatabase(`upload-test-${randomBytes(6).toString('hex')}`);
    const record = await createUploadRecord(database, new File([randomBytes(100)], 'not-a-package.xpkg'), { methodName: 'ImportPackages', gId: '', args: [] });
    const outcome = await runUploadJob(database, record.uid, auth(), () => true, noWait);
    expect(outcome.phase).toBe('failed');
    expect(outcome.errors?.length).toBe(1);
    expect((await admin.get(`/api/node/UploadPart?UID=${record.uid}`)).status).toBe(404);
    database.close();
  });

  // node-model.md §7/§9 with literals ("chunk size 1048576", "retries 3"): every test above reads the
  // constants, so a changed constant would pass them all.
  it('sends the file in parts of 1048576 bytes, the last one holding the rest', async () => {
    resetNet();
    const database = new ConsoleDatabase(`upload-test-${randomBytes(6).toString('hex')}`);
    const record = await createUploadRecord(database, new File([randomBytes(2_100_000)], 'x.xpkg'), { methodName: 'ImportPackages', gId: '', args: [] });
    // Not a package: the finishing call is refused; the parts are what this test is about.
    await runUploadJob(database, record.uid, auth(), () => true, { ...noWait, maxSending: 1 });
    expect([...net.partsSent.keys()]).toEqual(['bytes 0-1048575/2100000', 'bytes 1048576-2097151/2100000', 'bytes 2097152-2099999/2100000']);
    database.close();
  });

  it('sends a part that always fails 4 times (once and 3 retries), then pauses without sending further parts', async () => {
    resetNet();
    net.failRange = 'bytes 1048576-2097151/3145728';
    const database = new ConsoleDatabase(`upload-test-${randomBytes(6).toString('hex')}`);
    const record = await createUploadRecord(database, new File([randomBytes(3_145_728)], 'x.xpkg'), { methodName: 'ImportPackages', gId: '', args: [] });
    const waits: number[] = [];
    const outcome = await runUploadJob(database, record.uid, auth(), () => true, { sleep: async (ms) => void waits.push(ms), maxSending: 1 });
    expect(outcome.phase).toBe('sending');
    expect(Object.fromEntries(net.tries)).toEqual({ 'bytes 0-1048575/3145728': 1, 'bytes 1048576-2097151/3145728': 4 });
    expect(waits.length).toBe(3);
    expect((await uploadRecord(database, record.uid))?.heldBytes).toBe(1_048_576);
    await admin.del(`/api/node/UploadPart?UID=${record.uid}`);
    database.close();
  });

  it('makes a finishing call that is always answered 503 4 times (once and 3 retries), then pauses', async () => {
    resetNet();
    net.failFinish = true;
    const database = new ConsoleDatabase(`upload-test-${randomBytes(6).toString('hex')}`);
    const record = await createUploadRecord(database, new File([randomBytes(100)], 'x.xpkg'), { methodName: 'ImportPackages', gId: '', args: [] });
    const outcome = await runUploadJob(database, record.uid, auth(), () => true, noWait);
    expect(outcome.phase).toBe('finishing');
    expect(net.finishTries).toBe(4);
    database.close();
  });
});
