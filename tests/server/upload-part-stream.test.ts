// UploadPart reads a part's body from the request stream itself (server/uploads/part-body.ts): a body
// that does not match its Content-Range, or that breaks off on the way, is refused and leaves its chunk
// not held, whether or not the client declared its length; a good part after it still goes in.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatContentRange } from '../../src/domain/upload/content-range';
import { UPLOAD_CHUNK_BYTES as CHUNK } from '../../src/domain/upload/upload-constants';
import { MSG_BODY_TOO_LARGE } from '../../server/error-handler';
import { MSG_PART_LENGTH } from '../../server/uploads/upload-store';
import { messages, sessionOf } from './support/record-requests';
import type { Session } from './support/record-requests';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';
import { jsonOrUndefined } from './support/test-client';
import type { TestResponse } from './support/test-client';
import { cancelUpload, newUploadUid, partHeaders, sendPart, uploadStatus } from './support/upload-requests';

let server: TestServer;
let admin: Session;

beforeAll(async () => {
  server = await startTestServer({ config: { uploadMaxBytes: 8 * CHUNK, uploadUserMaxOpen: 3, uploadUserMaxBytes: 16 * CHUNK } });
  admin = await sessionOf(server, 'admin');
});
afterAll(async () => {
  await server.close();
});

const data = new Uint8Array(randomBytes(2 * CHUNK + 100));
const part = (index: number) => {
  const start = index * CHUNK;
  const end = Math.min(start + CHUNK, data.length) - 1;
  return { start, end, total: data.length, body: data.subarray(start, end + 1) };
};

/** A part whose body is sent in pieces with no Content-Length (chunked transfer encoding). */
async function sendStreamed(uid: string, range: string, body: Uint8Array): Promise<TestResponse> {
  const pieces = [body.subarray(0, body.length >> 1), body.subarray(body.length >> 1)];
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = pieces.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
  const res = await fetch(`${server.baseUrl}/api/node/UploadPart?UID=${uid}`, { method: 'POST', headers: partHeaders(admin, range), body: stream, duplex: 'half' } as RequestInit);
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: jsonOrUndefined(text), setCookies: [] };
}

/** Declares a whole chunk, sends `sent` bytes of it and breaks the connection off. */
async function sendCutOff(uid: string, index: number, sent: number): Promise<void> {
  const { start, end, total, body } = part(index);
  const request = http.request(`${server.baseUrl}/api/node/UploadPart?UID=${uid}`, {
    method: 'POST',
    headers: { ...partHeaders(admin, formatContentRange({ start, end, total })), 'content-length': String(body.length) },
  });
  request.on('error', () => undefined);
  await new Promise<void>((resolve) => request.write(body.subarray(0, sent), () => resolve()));
  request.destroy();
}

async function heldBytes(uid: string): Promise<number> {
  const status = await uploadStatus(admin, uid);
  expect(status.status, status.text).toBe(200);
  return (status.body as { received: number }).received;
}

describe('UploadPart reads the body as a stream', () => {
  it('holds a part sent without Content-Length (chunked transfer encoding) like any other', async () => {
    const uid = newUploadUid();
    const { start, end, total, body } = part(0);
    const res = await sendStreamed(uid, formatContentRange({ start, end, total }), body);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ received: CHUNK, replayed: false });
    const onDisk = await fs.readFile(path.join(server.config.dataDir, 'uploads', uid, 'data'));
    expect(Buffer.compare(onDisk.subarray(0, CHUNK), Buffer.from(body))).toBe(0);
    await cancelUpload(admin, uid);
  });

  it.each([
    ['shorter than its Content-Range', (body: Uint8Array) => body.subarray(0, body.length - 1), 400, MSG_PART_LENGTH],
    ['longer than its Content-Range', (body: Uint8Array) => new Uint8Array([...body.subarray(0, 50), ...body.subarray(0, body.length)]), 400, MSG_PART_LENGTH],
    ['longer than one chunk', () => new Uint8Array(CHUNK + 1), 413, MSG_BODY_TOO_LARGE],
  ])('refuses a streamed body %s and leaves its chunk not held', async (_name, bodyOf, status, message) => {
    const uid = newUploadUid();
    expect((await sendPart(admin, uid, part(0))).status).toBe(200);
    const { start, end, total, body } = part(2);
    const res = await sendStreamed(uid, formatContentRange({ start, end, total }), bodyOf(body));
    expect(res.status, res.text).toBe(status);
    expect(messages(res)).toEqual([message]);
    expect(await heldBytes(uid)).toBe(CHUNK);
    // The right bytes for that chunk go in afterwards, as new.
    expect((await sendPart(admin, uid, part(2))).body).toMatchObject({ received: CHUNK + 100, replayed: false });
    await cancelUpload(admin, uid);
  });

  it('refuses a body whose declared length differs from its Content-Range before reading it, and holds nothing of it', async () => {
    const uid = newUploadUid();
    expect((await sendPart(admin, uid, part(0))).status).toBe(200);
    const res = await sendPart(admin, uid, { ...part(1), body: part(1).body.subarray(0, CHUNK - 10), range: formatContentRange(part(1)) });
    expect(res.status).toBe(400);
    expect(messages(res)).toEqual([MSG_PART_LENGTH]);
    expect(await heldBytes(uid)).toBe(CHUNK);
    await cancelUpload(admin, uid);
  });

  it('leaves a chunk whose body broke off on the way not held, and takes it whole afterwards', async () => {
    const uid = newUploadUid();
    expect((await sendPart(admin, uid, part(0))).status).toBe(200);
    await sendCutOff(uid, 1, CHUNK / 2);
    expect(await heldBytes(uid)).toBe(CHUNK);
    const again = await sendPart(admin, uid, part(1));
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ received: 2 * CHUNK, replayed: false });
    const onDisk = await fs.readFile(path.join(server.config.dataDir, 'uploads', uid, 'data'));
    expect(Buffer.compare(onDisk.subarray(0, 2 * CHUNK), Buffer.from(data.subarray(0, 2 * CHUNK)))).toBe(0);
    await cancelUpload(admin, uid);
  });

  it('starts no upload from a first part that broke off', async () => {
    const uid = newUploadUid();
    await sendCutOff(uid, 0, 1000);
    expect((await uploadStatus(admin, uid)).status).toBe(404);
    expect((await fs.readdir(path.join(server.config.dataDir, 'uploads')).catch(() => [])).filter((n) => n.includes(uid))).toEqual([]);
  });
});
