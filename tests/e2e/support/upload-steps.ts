// Chunked upload in end-to-end tests: a package file of a given size, and the UploadPart and finishing
// requests the lossy proxy passed on to the server, per Content-Range.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageMeta, xpkg } from '../../server/support/package-archives';
import type { LossyProxy, ProxiedRequest } from './lossy-proxy';

/** Writes an .xpkg of about `bytes` bytes (random text, which does not compress) and answers its path. */
export function writePackageFile(dir: string, fileName: string, packageName: string, bytes: number): string {
  const files = [{ path: 'driver/blob.txt', text: randomBytes(bytes).toString('base64') }];
  const path = join(dir, fileName);
  writeFileSync(path, xpkg([{ meta: packageMeta(packageName, files), files }]));
  return path;
}

export function isUploadPartPath(path: string): boolean {
  return path.startsWith('/api/node/UploadPart');
}

export function isUploadPart(request: ProxiedRequest): boolean {
  return request.method === 'POST' && isUploadPartPath(request.path);
}

/** How often each Content-Range reached the server (whatever became of its answer). */
export function partsByRange(proxy: LossyProxy): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { request } of proxy.log.filter((entry) => isUploadPart(entry.request))) {
    const range = String(request.headers['content-range']);
    counts.set(range, (counts.get(range) ?? 0) + 1);
  }
  return counts;
}

/** Finishing calls that the server applied (not replays). */
export function appliedFinishes(proxy: LossyProxy): number {
  return proxy.log.filter((e) => e.request.method === 'POST' && e.request.path === '/api/node/upload' && e.status === 200 && !e.replayed).length;
}

/** The proxy's last requests, for a failure message that says where an upload stopped. */
export function recentRequests(proxy: LossyProxy, count = 15): string {
  return proxy.log
    .slice(-count)
    .map((e) => `${e.request.method} ${e.request.path} ${String(e.request.headers['content-range'] ?? '')} → ${e.status}`)
    .join('\n');
}
