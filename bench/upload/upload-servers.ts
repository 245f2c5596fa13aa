// The servers of the upload benchmark, in a process of their own so the client side (the upload worker's
// code in bench/upload/upload-bench.ts) does not share a thread with them, as in a browser: the real server
// (test database, admin signed in) and the bare node:http floor that writes one request's body to a file
// and syncs it. Prints one JSON line (UploadServers) and runs until its stdin closes.
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { XSRF_COOKIE } from '../../src/domain/app-constants';
import { startTestServer } from '../../tests/server/support/test-server';

export type UploadServers = { baseUrl: string; plainUrl: string; dataDir: string; token: string; xsrf: string };

const bytes = Number(process.env.BENCH_UPLOAD_BYTES ?? 1024 * 1024 * 1024);
const server = await startTestServer({ config: { uploadMaxBytes: bytes, uploadUserMaxBytes: 4 * bytes } });
const { client, auth } = await server.login('admin');

const plain = createServer((request, response) => {
  const target = path.join(server.config.dataDir, 'plain.bin');
  const out = createWriteStream(target);
  request.pipe(out);
  out.on('finish', () => {
    void fs.open(target, 'r+').then(async (file) => {
      await file.datasync();
      await file.close();
      response.writeHead(200).end();
    });
  });
});
await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
const { port } = plain.address() as AddressInfo;

const servers: UploadServers = { baseUrl: server.baseUrl, plainUrl: `http://127.0.0.1:${port}/upload`, dataDir: server.config.dataDir, token: auth.token, xsrf: client.cookie(XSRF_COOKIE)?.value ?? '' };
process.stdout.write(`${JSON.stringify(servers)}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  plain.close();
  void server.close().then(() => process.exit(0));
});
