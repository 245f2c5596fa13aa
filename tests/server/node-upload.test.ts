// Chunked upload on a real server with real files in its temp DATA_DIR (docs/api.md "Chunked upload"):
// parts on the chunk grid, retries, resume from the held ranges, hostile ranges, ownership, limits,
// cleanup of abandoned uploads, and the finished file handed to its method exactly once.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_MUTATION_ID, HEADER_MUTATION_REPLAYED } from '../../src/domain/mutation-id';
import { METHOD_UPLOAD_WEB_APP_FILE, UPLOAD_CHUNK_BYTES as CHUNK, WEB_APP_FILE_MAX_BYTES } from '../../src/domain/upload/upload-constants';
import { MSG_METHOD_NOT_FOUND } from '../../server/routes/node-upload';
import { MSG_FORM_BOTH, MSG_FORM_TOO_MANY, MSG_FORM_UNKNOWN_FIELD } from '../../server/uploads/upload-form';
import { MSG_WEB_APP_FILE_TEXT, fileTooLargeMessage } from '../../server/uploads/upload-methods';
import {
  MSG_CHUNK_DIFFERS,
  MSG_PART_LENGTH,
  MSG_PART_OFF_GRID,
  MSG_TOTAL_CHANGED,
  MSG_UPLOAD_FOREIGN,
  MSG_UPLOAD_INCOMPLETE,
  MSG_UPLOAD_NOT_FOUND,
  tooManyBytesMessage,
  tooManyUploadsMessage,
  uploadTooLargeMessage,
} from '../../server/uploads/upload-store';
import { packageMeta, xpkg } from './support/package-archives';
import { messages, sessionOf } from './support/record-requests';
import type { Session } from './support/record-requests';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';
import { cancelUpload, finishUpload, newUploadUid, postForm, sendAllParts, sendPart, uploadStatus } from './support/upload-requests';
import { MSG_IMPORT_ARGS } from '../../server/uploads/upload-methods';
import { duplicateMessage } from '../../src/domain/records/package-duplicates';

const MAX_BYTES = 8 * CHUNK;
const body10 = new Uint8Array(10);
let server: TestServer;
let admin: Session;
let engineer: Session;
let uploadsDir: string;

beforeAll(async () => {
  server = await startTestServer({ config: { uploadMaxBytes: MAX_BYTES, uploadUserMaxOpen: 3, uploadUserMaxBytes: 12 * CHUNK, uploadAbandonSeconds: 3600 } });
  admin = await sessionOf(server, 'admin');
  engineer = await sessionOf(server, 'engineer');
  uploadsDir = path.join(server.config.dataDir, 'uploads');
});
afterAll(async () => {
  await server.close();
});

function bytes(length: number): Uint8Array {
  return new Uint8Array(randomBytes(length));
}

function chunkOf(data: Uint8Array, index: number) {
  const start = index * CHUNK;
  const end = Math.min(start + CHUNK, data.length) - 1;
  return { start, end, total: data.length, body: data.subarray(start, end + 1) };
}

async function uploadFolders(): Promise<string[]> {
  return fs.readdir(uploadsDir).catch(() => []);
}

/** Uploads of `who` still open, cancelled so each test starts within the per-user limits. */
async function cancelAll(who: Session, uids: string[]): Promise<void> {
  for (const uid of uids) await cancelUpload(who, uid);
}

/** A package archive of about `size` bytes: random text in base64 deflates back to about its bytes. */
function bigPackage(name: string, size: number): Uint8Array {
  const files = [{ path: 'driver/blob.txt', text: randomBytes(size).toString('base64') }];
  return xpkg([{ meta: packageMeta(name, files), files }]);
}

async function recordsNamed(name: string): Promise<number> {
  return (await server.database.db.selectFrom('records').select('id').where('name', '=', name).execute()).length;
}

describe('UploadPart', () => {
  it('holds parts and says which ranges it holds, so a client resumes with only what is missing', async () => {
    const uid = newUploadUid();
    const data = bytes(2 * CHUNK + 1000);
    expect((await sendPart(admin, uid, chunkOf(data, 0))).status).toBe(200);
    const last = await sendPart(admin, uid, chunkOf(data, 2));
    expect(last.status, last.text).toBe(200);
    expect(last.body).toMatchObject({ uid, total: data.length, chunkSize: CHUNK, received: CHUNK + 1000, complete: false, replayed: false });

    const status = await uploadStatus(admin, uid);
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ uid, total: data.length, chunkSize: CHUNK, received: CHUNK + 1000, complete: false, ranges: [{ start: 0, end: CHUNK - 1 }, { start: 2 * CHUNK, end: data.length - 1 }] });

    const middle = await sendPart(admin, uid, chunkOf(data, 1));
    expect(middle.body).toMatchObject({ complete: true, received: data.length, ranges: [{ start: 0, end: data.length - 1 }] });
    // The file on disk is the bytes sent, each chunk at its place.
    const onDisk = await fs.readFile(path.join(uploadsDir, uid, 'data'));
    expect(Buffer.compare(onDisk, Buffer.from(data))).toBe(0);
    await cancelAll(admin, [uid]);
  });

  it('accepts the same chunk again unchanged (a retry after a lost answer) and refuses other bytes for it', async () => {
    const uid = newUploadUid();
    const data = bytes(CHUNK + 10);
    await sendPart(admin, uid, chunkOf(data, 0));
    const again = await sendPart(admin, uid, chunkOf(data, 0));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ replayed: true, received: CHUNK });

    const other = bytes(CHUNK);
    const clash = await sendPart(admin, uid, { ...chunkOf(data, 0), body: other });
    expect(clash.status).toBe(409);
    expect(messages(clash)).toEqual([MSG_CHUNK_DIFFERS]);
    const onDisk = await fs.readFile(path.join(uploadsDir, uid, 'data'));
    expect(Buffer.compare(onDisk.subarray(0, CHUNK), Buffer.from(data.subarray(0, CHUNK)))).toBe(0);
    await cancelAll(admin, [uid]);
  });

  it.each([
    ['no Content-Range', { start: 0, end: 9, total: 10, body: body10, range: null }, 400, 'Content-Range is required: bytes start-end/total.'],
    ['a negative start', { start: 0, end: 9, total: 10, body: body10, range: 'bytes -1-9/10' }, 400, 'Content-Range must be bytes start-end/total with whole numbers.'],
    ['an end before its start', { start: 0, end: 9, total: 10, body: body10, range: 'bytes 9-0/10' }, 400, 'Content-Range end must not be before its start.'],
    ['an end beyond the total', { start: 0, end: 10, total: 10, body: new Uint8Array(11), range: 'bytes 0-10/10' }, 400, 'Content-Range end must be before the total.'],
    ['a zero total', { start: 0, end: 0, total: 0, body: new Uint8Array(1), range: 'bytes 0-0/0' }, 400, 'Content-Range total must be at least 1 byte.'],
    ['a total beyond any number', { start: 0, end: 9, total: 10, body: body10, range: 'bytes 0-9/9999999999999999' }, 400, 'Content-Range numbers are too large.'],
    ['another unit', { start: 0, end: 9, total: 10, body: body10, range: 'items 0-9/10' }, 400, 'Content-Range must be bytes start-end/total with whole numbers.'],
    ['a start off the chunk grid', { start: 1, end: 10, total: 100, body: body10 }, 400, MSG_PART_OFF_GRID],
    ['a part shorter than its chunk', { start: 0, end: 9, total: CHUNK * 2, body: body10 }, 400, MSG_PART_OFF_GRID],
    ['a body shorter than its range', { start: 0, end: 99, total: 100, body: body10, range: 'bytes 0-99/100' }, 400, MSG_PART_LENGTH],
    ['a body longer than its range', { start: 0, end: 9, total: 10, body: new Uint8Array(20), range: 'bytes 0-9/10' }, 400, MSG_PART_LENGTH],
    ['a body larger than one chunk', { start: 0, end: CHUNK, total: CHUNK + 1, body: new Uint8Array(CHUNK + 1) }, 413, 'Request body is too large.'],
    ['a total above the largest upload', { start: 0, end: CHUNK - 1, total: MAX_BYTES + 1, body: new Uint8Array(CHUNK) }, 413, uploadTooLargeMessage(MAX_BYTES)],
  ])('refuses %s with the error list and leaves nothing on disk', async (_name, part, status, message) => {
    const uid = newUploadUid();
    const res = await sendPart(admin, uid, part);
    expect(res.status, res.text).toBe(status);
    expect(messages(res)).toEqual([message]);
    expect((await uploadFolders()).filter((n) => n.includes(uid))).toEqual([]);
    expect((await uploadStatus(admin, uid)).status).toBe(404);
  });

  it('takes parts of a new upload sent at the same moment as one upload, and the same chunk twice at once as one', async () => {
    const uid = newUploadUid();
    const data = bytes(3 * CHUNK);
    const answers = await Promise.all([0, 1, 2, 1].map((i) => sendPart(admin, uid, chunkOf(data, i))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => (a.body as { replayed: boolean }).replayed).length).toBe(1);
    expect((await uploadStatus(admin, uid)).body).toMatchObject({ complete: true, received: data.length });
    expect((await uploadFolders()).filter((n) => n.includes(uid))).toEqual([uid]);
    await cancelAll(admin, [uid]);
  });

  it('refuses a part whose total differs from the one the upload started with', async () => {
    const uid = newUploadUid();
    const data = bytes(CHUNK + 5);
    await sendPart(admin, uid, chunkOf(data, 0));
    const res = await sendPart(admin, uid, { start: CHUNK, end: CHUNK + 9, total: CHUNK + 10, body: new Uint8Array(10) });
    expect(res.status).toBe(409);
    expect(messages(res)).toEqual([MSG_TOTAL_CHANGED]);
    expect((await uploadStatus(admin, uid)).body).toMatchObject({ total: CHUNK + 5, received: CHUNK });
    await cancelAll(admin, [uid]);
  });

  it('refuses a body that is not application/octet-stream and an ill-formed UID', async () => {
    const json = await admin.client.request('POST', `/api/node/UploadPart?UID=${newUploadUid()}`, { body: {}, token: admin.token, headers: { 'content-range': 'bytes 0-1/2' } });
    expect(json.status).toBe(415);
    const badUid = await sendPart(admin, '../../etc', { start: 0, end: 9, total: 10, body: body10 });
    expect(badUid.status).toBe(400);
    expect(messages(badUid)[0]).toMatch(/^UID: /);
  });

  it("answers 403 to another user's parts, status, cancel and finish, and leaves the upload as it was", async () => {
    const uid = newUploadUid();
    const data = bytes(CHUNK + 1);
    await sendPart(admin, uid, chunkOf(data, 0));
    for (const res of [
      await sendPart(engineer, uid, chunkOf(data, 1)),
      await uploadStatus(engineer, uid),
      await cancelUpload(engineer, uid),
      await finishUpload(engineer, { methodName: 'ImportPackages', files: [{ existing: { name: 'x.xpkg', uid } }] }),
    ]) {
      expect(res.status, res.text).toBe(403);
    }
    expect(messages(await sendPart(engineer, uid, chunkOf(data, 1)))).toEqual([MSG_UPLOAD_FOREIGN]);
    expect((await uploadStatus(admin, uid)).body).toMatchObject({ received: CHUNK });
    await cancelAll(admin, [uid]);
  });

  it('needs a signed-in user', async () => {
    const res = await fetch(`${server.baseUrl}/api/node/UploadPart?UID=${newUploadUid()}`);
    expect(res.status).toBe(401);
  });
});

describe('per-user limits', () => {
  it('refuses a new upload beyond the open uploads a user may have, and counts only that user', async () => {
    const uids = [newUploadUid(), newUploadUid(), newUploadUid()];
    for (const uid of uids) expect((await sendPart(admin, uid, { start: 0, end: 9, total: 10, body: body10 })).status).toBe(200);
    const fourth = newUploadUid();
    const refused = await sendPart(admin, fourth, { start: 0, end: 9, total: 10, body: body10 });
    expect(refused.status).toBe(429);
    expect(messages(refused)).toEqual([tooManyUploadsMessage(3)]);
    expect((await uploadFolders()).filter((n) => n.includes(fourth))).toEqual([]);
    // Another user has their own allowance; a part of an upload already open still goes in.
    const theirs = newUploadUid();
    expect((await sendPart(engineer, theirs, { start: 0, end: 9, total: 10, body: body10 })).status).toBe(200);
    await cancelAll(admin, uids);
    expect((await sendPart(admin, fourth, { start: 0, end: 9, total: 10, body: body10 })).status).toBe(200);
    await cancelAll(admin, [fourth]);
    await cancelAll(engineer, [theirs]);
  });

  it('refuses a new upload whose total would take the user beyond their bytes', async () => {
    const first = newUploadUid();
    const big = { start: 0, end: CHUNK - 1, total: MAX_BYTES, body: new Uint8Array(CHUNK) };
    expect((await sendPart(admin, first, big)).status).toBe(200);
    const second = newUploadUid();
    const refused = await sendPart(admin, second, big);
    expect(refused.status).toBe(429);
    expect(messages(refused)).toEqual([tooManyBytesMessage(12 * CHUNK)]);
    await cancelAll(admin, [first]);
  });
});

describe('abandoned uploads', () => {
  it('are deleted once untouched for longer than the abandon time, with leftovers of interrupted writes', async () => {
    const old = newUploadUid();
    await sendPart(admin, old, { start: 0, end: 9, total: 10, body: body10 });
    const leftover = path.join(uploadsDir, `.new-${newUploadUid()}-dead`);
    await fs.mkdir(leftover);
    const longAgo = new Date(Date.now() - 2 * 3600 * 1000);
    await fs.utimes(path.join(uploadsDir, old, 'data'), longAgo, longAgo);
    await fs.utimes(leftover, longAgo, longAgo);
    // Starting any upload sweeps first.
    const fresh = newUploadUid();
    await sendPart(admin, fresh, { start: 0, end: 9, total: 10, body: body10 });
    expect(await uploadFolders()).toEqual([fresh]);
    const gone = await uploadStatus(admin, old);
    expect(gone.status).toBe(404);
    expect(messages(gone)).toEqual([MSG_UPLOAD_NOT_FOUND]);
    await cancelAll(admin, [fresh]);
  });

  it('a cancel deletes the parts at once', async () => {
    const uid = newUploadUid();
    await sendPart(admin, uid, { start: 0, end: 9, total: 10, body: body10 });
    expect((await cancelUpload(admin, uid)).status).toBe(204);
    expect((await uploadFolders()).filter((n) => n.includes(uid))).toEqual([]);
  });
});

describe('POST /api/node/upload', () => {
  it('hands the finished file to ImportPackages once under X-Mutation-Id and then deletes the parts', async () => {
    const name = `Chunked ${newUploadUid()}`;
    const archive = bigPackage(name, Math.floor(2.5 * CHUNK));
    expect(archive.length).toBeGreaterThan(2 * CHUNK);
    const uid = newUploadUid();
    expect((await sendAllParts(admin, uid, archive, CHUNK)).body).toMatchObject({ complete: true });

    const headers = { [HEADER_MUTATION_ID]: `${randomBytes(16).toString('base64url')}:1` };
    const call = { methodName: 'ImportPackages', files: [{ existing: { name: 'big.xpkg', uid } }], headers };
    const first = await finishUpload(admin, call);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ returnValue: { items: [expect.objectContaining({ name })] } });
    expect(await recordsNamed(name)).toBe(1);
    expect((await uploadFolders()).filter((n) => n.includes(uid))).toEqual([]);

    const again = await finishUpload(admin, call);
    expect(again.headers.get(HEADER_MUTATION_REPLAYED)).toBe('1');
    expect({ status: again.status, text: again.text }).toEqual({ status: first.status, text: first.text });
    expect(await recordsNamed(name)).toBe(1);
  });

  it("passes ImportPackages' one argument on: a package already there asks (409), 'keep' imports it again, anything else is refused", async () => {
    const name = `Chunked again ${newUploadUid()}`;
    // An exported package carries its guid; that is how the server knows it again.
    const files = [{ path: 'driver/blob.txt', text: randomBytes(CHUNK).toString('base64') }];
    const archive = xpkg([{ meta: { ...packageMeta(name, files), guid: randomUUID() }, files }]);
    const upload = async (args?: unknown[]) => {
      const uid = newUploadUid();
      await sendAllParts(admin, uid, archive, CHUNK);
      return finishUpload(admin, { methodName: 'ImportPackages', ...(args ? { args } : {}), files: [{ existing: { name: 'again.xpkg', uid } }] });
    };
    expect((await upload()).status).toBe(200);
    const asked = await upload();
    expect(asked.status).toBe(409);
    expect(JSON.stringify(asked.body)).toContain(duplicateMessage(name, true));
    expect(await recordsNamed(name)).toBe(1);
    const refused = await upload(['merge']);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(MSG_IMPORT_ARGS);
    expect((await upload(['keep'])).status).toBe(200);
    expect(await recordsNamed(name)).toBe(2);
  });

  it('refuses an unfinished upload with 409 and keeps its parts for the rest', async () => {
    const uid = newUploadUid();
    const data = bytes(CHUNK + 1);
    await sendPart(admin, uid, chunkOf(data, 0));
    const res = await finishUpload(admin, { methodName: 'ImportPackages', files: [{ existing: { name: 'half.xpkg', uid } }] });
    expect(res.status).toBe(409);
    expect(messages(res)).toEqual([MSG_UPLOAD_INCOMPLETE]);
    expect((await uploadStatus(admin, uid)).body).toMatchObject({ received: CHUNK });
    await cancelAll(admin, [uid]);
  });

  it('deletes the parts of a file its method refused, and imports nothing', async () => {
    const uid = newUploadUid();
    const junk = bytes(CHUNK + 3);
    await sendAllParts(admin, uid, junk, CHUNK);
    const res = await finishUpload(admin, { methodName: 'ImportPackages', files: [{ existing: { name: 'junk.xpkg', uid } }] });
    expect(res.status).toBe(400);
    expect(messages(res).length).toBe(1);
    expect((await uploadFolders()).filter((n) => n.includes(uid))).toEqual([]);
  });

  it('refuses a file larger than its method takes (UploadLicence: 64 KiB) and a method it does not know', async () => {
    const uid = newUploadUid();
    await sendAllParts(admin, uid, bytes(CHUNK + 1), CHUNK);
    const tooBig = await finishUpload(admin, { methodName: 'UploadLicence', files: [{ existing: { name: 'licence.json', uid } }] });
    expect(tooBig.status).toBe(413);
    expect(messages(tooBig)).toEqual([fileTooLargeMessage(64 * 1024)]);
    const unknown = await finishUpload(admin, { methodName: 'NoSuchMethod', files: [{ sent: { name: 'a.txt', data: body10 } }] });
    expect(unknown.status).toBe(404);
    expect(messages(unknown)).toEqual([MSG_METHOD_NOT_FOUND]);
  });

  it("checks the method's right before touching any file (UploadLicence needs admin)", async () => {
    const res = await finishUpload(engineer, { methodName: 'UploadLicence', files: [{ sent: { name: 'licence.json', data: new TextEncoder().encode('{}') } }] });
    expect(res.status).toBe(403);
  });

  it('hands a small file sent in the form itself to the method (a refused licence is the licence route\'s refusal)', async () => {
    const res = await finishUpload(admin, { methodName: 'UploadLicence', files: [{ sent: { name: 'licence.json', data: new TextEncoder().encode('{"licensedTo":"x"}') } }] });
    expect(res.status).toBe(400);
    expect(messages(res)).toEqual(['The licence file is not valid: it must be the JSON file issued for this server.']);
  });

  it('refuses a form file larger than one chunk and a file number given both ways', async () => {
    const big = await finishUpload(admin, { methodName: 'ImportPackages', files: [{ sent: { name: 'big.xpkg', data: new Uint8Array(CHUNK + 1) } }] });
    expect(big.status).toBe(413);
    const form = new FormData();
    form.append('methodName', 'ImportPackages');
    form.append('files[0]', new Blob([body10]), 'a.xpkg');
    form.append('existingUID[0]', newUploadUid());
    form.append('existingFilename[0]', 'a.xpkg');
    const both = await postForm(admin, form);
    expect(both.status).toBe(400);
    expect(messages(both)).toEqual([MSG_FORM_BOTH]);
    const gap = new FormData();
    gap.append('methodName', 'ImportPackages');
    gap.append('files[1]', new Blob([body10]), 'a.xpkg');
    expect(messages(await postForm(admin, gap))).toEqual([MSG_FORM_TOO_MANY]);
    const stray = new FormData();
    stray.append('methodName', 'ImportPackages');
    stray.append('file', new Blob([body10]), 'a.xpkg');
    expect(messages(await postForm(admin, stray))).toEqual([MSG_FORM_UNKNOWN_FIELD]);
  });

  it('writes a web app file into its property (UploadWebAppFile), as a node update with the rights of the caller', async () => {
    const html = '<!doctype html><title>Start</title><h1>Lab A</h1>';
    const call = (who: Session, data: Uint8Array) => finishUpload(who, { gId: '0.Settings.WebApp', methodName: METHOD_UPLOAD_WEB_APP_FILE, args: ['StartPage'], files: [{ sent: { name: 'start.html', data } }] });
    const res = await call(admin, new TextEncoder().encode(html));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ returnValue: { gId: '0.Settings.WebApp', propertyId: 'StartPage', bytes: html.length } });
    const read = await admin.post('/api/node/batch', [{ action: 3, gId: '0.Settings.WebApp', propIds: ['StartPage'] }]);
    expect(JSON.stringify(read.body)).toContain('Lab A');

    const tooBig = await call(admin, new Uint8Array(WEB_APP_FILE_MAX_BYTES + 1).fill(65));
    expect(tooBig.status).toBe(413);
    expect(messages(tooBig)).toEqual([fileTooLargeMessage(WEB_APP_FILE_MAX_BYTES)]);
    const notText = await call(admin, new Uint8Array([0xff, 0xfe, 0xfd]));
    expect(messages(notText)).toEqual([MSG_WEB_APP_FILE_TEXT]);
    const operator = await sessionOf(server, 'operator');
    expect((await call(operator, new TextEncoder().encode('<p>mine</p>'))).status).toBe(403);
  });
});
