// Issue 10's upload row of the one table: runs bench/upload/upload-bench.ts in its own process (the client
// upload code is DOM-typed, and the servers it talks to run in yet another) and words its figure.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import type { UploadFigure } from './upload-figure';

export const GOAL_UPLOAD_RATIO = 0.7;
/** "Bounded by a few chunks": at most this many 1 MiB chunks of ArrayBuffer memory above the start. */
export const GOAL_UPLOAD_MEMORY_CHUNKS = 8;

export function uploadFigure(timeoutMs: number): Promise<UploadFigure> {
  const script = join(import.meta.dirname, 'upload-bench.ts');
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--expose-gc', '--import', 'tsx', script], { timeout: timeoutMs, maxBuffer: 1 << 20 }, (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout.trim().split('\n').pop() ?? '') as UploadFigure);
    });
  });
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const mibPerS = (bytes: number, ms: number) => `${(bytes / 1024 / 1024 / (ms / 1000)).toFixed(0)} MiB/s`;

/** The table row: measure, result, peer, ratio, goal, met. */
export function uploadRow(u: UploadFigure): string[] {
  const ratio = u.plainMs / u.chunkedMs;
  const memoryChunks = u.peakArrayBufferBytes / u.chunkBytes;
  const checked = u.chunkedIntact && u.plainIntact && u.resumeSentOnce && u.resumeIntact;
  return [
    `10. Upload ${mib(u.bytes)} over loopback in ${mib(u.chunkBytes)} chunks, ${u.maxSending} in flight: the upload worker's sending code (file in IndexedDB, fake-indexeddb in Node, read a slice at a time) to the real server in its own process, until it holds every chunk; files on disk checked by SHA-256, and a resumed ${mib(u.resumeBytes)} upload (network dropped after a third, new page) sent each range once: ${checked ? 'ok' : '**FAILED**'}; reachable ArrayBuffer memory above the start (full GC then sample, every 20 ms), peak: ${mib(u.peakArrayBufferBytes)} (${memoryChunks.toFixed(1)} chunks)`,
    `${mibPerS(u.bytes, u.chunkedMs)} (${(u.chunkedMs / 1000).toFixed(2)} s)`,
    `one plain POST of the same bytes to a bare node:http server writing and syncing them: ${mibPerS(u.bytes, u.plainMs)} (${(u.plainMs / 1000).toFixed(2)} s)`,
    `${ratio.toFixed(2)} × plain`,
    `≥ ${GOAL_UPLOAD_RATIO} × plain, memory ≤ ${GOAL_UPLOAD_MEMORY_CHUNKS} chunks, resume re-sends nothing`,
    `${ratio >= GOAL_UPLOAD_RATIO && memoryChunks <= GOAL_UPLOAD_MEMORY_CHUNKS && checked ? 'yes' : '**no**'}`,
  ];
}
