import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { TestServer } from './support/test-server';
import { startTestServer } from './support/test-server';

/** A server logging JSON lines at `level` into memory. */
async function serverLoggingAt(level: 'info' | 'debug'): Promise<{ server: TestServer; lines: () => { level: number; msg: string }[] }> {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const server = await startTestServer({ logger: { level, stream } });
  const lines = () =>
    chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string });
  return { server, lines };
}

describe('request log', () => {
  it('writes no line per request at info level, so a tablet polling every second does not fill the log', async () => {
    const { server, lines } = await serverLoggingAt('info');
    try {
      const { client, auth } = await server.login('operator');
      for (let i = 0; i < 5; i++) expect((await client.get('/api/health')).status).toBe(200);
      expect((await client.get('/api/licence/check', { token: auth.token })).status).toBe(200);
      expect(lines().filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('writes each request line at debug level', async () => {
    const { server, lines } = await serverLoggingAt('debug');
    try {
      const client = await server.client();
      expect((await client.get('/api/health')).status).toBe(200);
      const requestLines = lines().filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');
      // init() and the call above: two requests, two lines each, all at debug (20).
      expect(requestLines).toHaveLength(4);
      expect(new Set(requestLines.map((l) => l.level))).toEqual(new Set([20]));
    } finally {
      await server.close();
    }
  });
});
