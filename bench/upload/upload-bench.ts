// Issue 10's upload benchmark: 256 MiB over loopback in 1 MiB chunks, through the code the upload worker
// runs (sendStoredChunks: the file stored in IndexedDB — fake-indexeddb here, in Node — read a slice at a
// time, parts sent a few at once to the real server, which runs in its own process as it would for a
// browser), against one plain POST of the same bytes to a bare node:http server in that process that writes
// them to a file and syncs it, in the same run. Checks both files
// on disk against the bytes sent, samples ArrayBuffer memory during the chunked upload, and checks that a
// resumed upload sends no range twice. Prints one JSON line (UploadFigure); bench/run.ts puts it in the table.
import 'fake-indexeddb/auto';
import { createHash, randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { ConsoleDatabase } from '../../src/data/db';
import { sendStoredChunks } from '../../src/data/upload/upload-job';
import { createUploadRecord } from '../../src/data/upload/upload-table';
import { heldUploadRanges } from '../../src/data/upload/upload-transport';
import type { UploadAuth } from '../../src/data/upload/upload-transport';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/domain/app-constants';
import { UPLOAD_CHUNK_BYTES } from '../../src/domain/upload/upload-constants';
import type { UploadRecord } from '../../src/domain/upload/upload-record';
import { DEFAULT_MAX_SENDING } from '../../src/domain/upload/upload-runner';
import type { UploadFigure } from './upload-figure';
import type { UploadServers } from './upload-servers';

const BYTES = Number(process.env.BENCH_UPLOAD_MIB ?? 256) * 1024 * 1024;
const RESUME_BYTES = 16 * 1024 * 1024;
const LANES = Number(process.env.BENCH_UPLOAD_LANES ?? DEFAULT_MAX_SENDING);
const UPLOAD = { methodName: 'ImportPackages', gId: '', args: [] };

const realFetch = globalThis.fetch;
/** The client's relative URLs go to the server; `failAfter` parts the network drops (resume check). */
const net = { baseUrl: '', parts: 0, failAfter: Infinity, sentRanges: new Map<string, number>() };
const agent = new http.Agent({ keepAlive: true });

/**
 * fetch over node:http with a keep-alive agent, for both sides of the comparison. Node's own fetch (undici)
 * spends about 10 ms per 1 MiB request on loopback where node:http spends 3: measured with it, the figure
 * would be undici's, not the upload's (a browser's network stack is neither). A Blob body (a part: a slice
 * of the stored file) is streamed as a browser sends one.
 */
async function streamBlob(blob: Blob, request: http.ClientRequest): Promise<void> {
  const reader = blob.stream().getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    if (!request.write(read.value)) await new Promise((resolve) => request.once('drain', resolve));
  }
  request.end();
}

function httpFetch(url: string, init: RequestInit = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = init.body as Blob | Uint8Array | undefined;
    if (body) headers['content-length'] = String(body instanceof Blob ? body.size : body.byteLength);
    const request = http.request(url, { method: init.method ?? 'GET', headers, agent }, (answer) => {
      const parts: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => parts.push(chunk));
      answer.on('end', () => resolve(new Response(answer.statusCode === 204 ? null : Buffer.concat(parts), { status: answer.statusCode ?? 0, headers: answer.headers as Record<string, string> })));
      answer.on('error', reject);
    });
    request.on('error', reject);
    if (body instanceof Blob) streamBlob(body, request).catch(reject);
    else request.end(body ? Buffer.from(body.buffer, body.byteOffset, body.byteLength) : undefined);
  });
}

function installNetwork(): void {
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/node/UploadPart') && init?.method === 'POST') {
      if (net.parts++ >= net.failAfter) throw new TypeError('fetch failed');
      const range = new Headers(init.headers).get('content-range') ?? '';
      net.sentRanges.set(range, (net.sentRanges.get(range) ?? 0) + 1);
    }
    return httpFetch(url.startsWith('/') ? net.baseUrl + url : url, init);
  };
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

async function fileSha(file: string): Promise<string> {
  return sha256(await fs.readFile(file));
}

/**
 * Samples the ArrayBuffer memory still reachable (a full collection first, when node runs with
 * --expose-gc, so chunks already let go do not count) until stopped; answers the peak above the start.
 */
function sampleMemory(): () => number {
  const live = () => {
    global.gc?.();
    return process.memoryUsage().arrayBuffers;
  };
  const base = live();
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, live());
  }, 20);
  return () => {
    clearInterval(timer);
    return peak - base;
  };
}

async function storedUpload(name: string, data: Uint8Array): Promise<{ database: ConsoleDatabase; record: UploadRecord }> {
  const database = new ConsoleDatabase(`${name}-${randomBytes(4).toString('hex')}`);
  const record = await createUploadRecord(database, new File([data as Uint8Array<ArrayBuffer>], `${name}.bin`), UPLOAD);
  return { database, record: (await database.uploads.get(record.uid)) as UploadRecord };
}

/**
 * The whole file in chunks until the server holds it on disk: the parts, then the status call, which the
 * server answers once every chunk is synced (as the plain floor syncs its file before answering). `sample`
 * watches memory (which slows it: timed apart).
 */
async function chunkedRun(servers: UploadServers, auth: UploadAuth, data: Uint8Array, sample: boolean): Promise<{ ms: number; intact: boolean; peak: number }> {
  const { database, record } = await storedUpload('bench-upload', data);
  const stop = sample ? sampleMemory() : () => 0;
  const started = performance.now();
  const stopped = await sendStoredChunks(database, record, auth, () => true, { maxSending: LANES });
  const held = stopped ? [] : await heldUploadRanges(auth, record.uid);
  const ms = performance.now() - started;
  const peak = stop();
  if (stopped) throw new Error(`chunked upload stopped: ${JSON.stringify(stopped)}`);
  const whole = Array.isArray(held) && held.length === 1 && held[0]?.start === 0 && held[0].end === data.length - 1;
  const intact = whole && (await fileSha(path.join(servers.dataDir, 'uploads', record.uid, 'data'))) === sha256(data);
  database.close();
  return { ms, intact, peak };
}

async function chunked(servers: UploadServers, auth: UploadAuth, data: Uint8Array): Promise<Pick<UploadFigure, 'chunkedMs' | 'chunkedIntact' | 'peakArrayBufferBytes'>> {
  const timed = await chunkedRun(servers, auth, data, false);
  const watched = await chunkedRun(servers, auth, data, true);
  return { chunkedMs: timed.ms, chunkedIntact: timed.intact && watched.intact, peakArrayBufferBytes: watched.peak };
}

/** The floor: one request, the body streamed to a file and synced (upload-servers.ts), as the chunked path syncs each chunk. */
async function plain(servers: UploadServers, data: Uint8Array): Promise<Pick<UploadFigure, 'plainMs' | 'plainIntact'>> {
  const started = performance.now();
  const res = await httpFetch(servers.plainUrl, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: data as Uint8Array<ArrayBuffer> });
  await res.arrayBuffer();
  const plainMs = performance.now() - started;
  if (res.status !== 200) throw new Error(`plain upload answered ${res.status}`);
  const target = path.join(servers.dataDir, 'plain.bin');
  const plainIntact = (await fileSha(target)) === sha256(data);
  await fs.rm(target, { force: true });
  return { plainMs, plainIntact };
}

/** Drops the network after a third of the parts, then goes on in a new "page" (same IndexedDB). */
async function resumed(servers: UploadServers, auth: UploadAuth): Promise<Pick<UploadFigure, 'resumeBytes' | 'resumeSentOnce' | 'resumeIntact'>> {
  const data = new Uint8Array(randomBytes(RESUME_BYTES));
  const { database, record } = await storedUpload('bench-resume', data);
  net.sentRanges.clear();
  net.parts = 0;
  net.failAfter = Math.floor(RESUME_BYTES / UPLOAD_CHUNK_BYTES / 3);
  const paused = await sendStoredChunks(database, record, auth, () => true, { maxSending: 1, sleep: async () => undefined });
  if (paused?.phase !== 'sending') throw new Error(`the dropped network did not pause the upload: ${JSON.stringify(paused)}`);
  net.failAfter = Infinity;
  const page2 = new ConsoleDatabase(database.name);
  database.close();
  const again = (await page2.uploads.get(record.uid)) as UploadRecord;
  const stopped = await sendStoredChunks(page2, again, auth, () => true, { maxSending: DEFAULT_MAX_SENDING });
  if (stopped) throw new Error(`resumed upload stopped: ${JSON.stringify(stopped)}`);
  const chunks = Math.ceil(RESUME_BYTES / UPLOAD_CHUNK_BYTES);
  const resumeSentOnce = net.sentRanges.size === chunks && [...net.sentRanges.values()].every((n) => n === 1);
  const resumeIntact = (await fileSha(path.join(servers.dataDir, 'uploads', record.uid, 'data'))) === sha256(data);
  page2.close();
  return { resumeBytes: RESUME_BYTES, resumeSentOnce, resumeIntact };
}

/** Starts upload-servers.ts in its own process; answers its addresses and a way to stop it. */
async function startServers(): Promise<{ servers: UploadServers; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []), '--import', 'tsx', path.join(import.meta.dirname, 'upload-servers.ts')], { env: { ...process.env, BENCH_UPLOAD_BYTES: String(2 * BYTES) }, stdio: ['pipe', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text.includes('\n')) resolve(text.split('\n')[0] ?? '');
    });
    child.once('exit', (code) => reject(new Error(`upload servers exited with ${code}`)));
  });
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.stdin.end();
    await exited;
  };
  return { servers: JSON.parse(line) as UploadServers, stop };
}

async function main(): Promise<void> {
  const { servers, stop } = await startServers();
  net.baseUrl = servers.baseUrl;
  installNetwork();
  try {
    const auth: UploadAuth = { token: () => servers.token, refresh: async () => null, baseHeaders: (method): Record<string, string> => (method === 'GET' ? {} : { [XSRF_HEADER]: servers.xsrf, cookie: `${XSRF_COOKIE}=${servers.xsrf}` }) };
    const data = new Uint8Array(randomBytes(BYTES));
    // Plain first, then chunked, then plain again: the floor is the better of its two runs.
    const plainA = await plain(servers, data);
    const chunkedFigure = await chunked(servers, auth, data);
    const plainB = await plain(servers, data);
    const plainFigure = plainA.plainMs <= plainB.plainMs ? plainA : plainB;
    const resume = await resumed(servers, auth);
    const figure: UploadFigure = { bytes: BYTES, chunkBytes: UPLOAD_CHUNK_BYTES, maxSending: LANES, ...chunkedFigure, ...plainFigure, plainIntact: plainA.plainIntact && plainB.plainIntact, ...resume };
    process.stdout.write(`${JSON.stringify(figure)}\n`);
  } finally {
    globalThis.fetch = realFetch;
    agent.destroy();
    await stop();
  }
}

await main();
