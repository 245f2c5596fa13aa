// A loopback HTTP proxy in front of the end-to-end server that can lose an answer: a chosen request
// reaches the server, the proxy waits for the server's whole answer and then drops the browser's
// socket instead of passing it on, so the write is applied but the client never hears so. It can also
// hold such an answer until the test drops or delivers it, so the test acts while the client still waits.
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProxiedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: Buffer };

/** What the server answered to a request whose answer the proxy dropped. */
export type DroppedAnswer = { request: ProxiedRequest; status: number; body: string };

/** An answer the proxy holds back: the client waits until the test drops or delivers it (or gives up). */
export type HeldAnswer = DroppedAnswer & {
  drop: () => void;
  /**
   * Breaks the answer after its first header bytes. Chromium sends a request again by itself, POST included,
   * when a reused connection closes before any answer byte (drop), as if the first try never reached the
   * server; with bytes received it gives up, so the client's own code sees the failure.
   */
  cut: () => void;
  /** Sends the held answer on to the browser as the server gave it: status, headers and body. */
  deliver: () => void;
};

export type LossyProxy = {
  /** The origin the browser uses instead of the server's (same host, another port). */
  origin: string;
  /** Drops the answer of the next request that `match` accepts; resolves once it was dropped. */
  loseNextAnswer: (match: (request: ProxiedRequest) => boolean) => Promise<DroppedAnswer>;
  /** Holds the answer of the next request that `match` accepts; resolves once the server's whole answer is held. */
  holdNextAnswer: (match: (request: ProxiedRequest) => boolean) => Promise<HeldAnswer>;
  /**
   * While set, requests it accepts never reach the server: the connection is closed as a dropped network
   * would (unlike context.setOffline, this also holds for a worker started while "offline"). null lifts it.
   */
  refuse: (match: ((request: ProxiedRequest) => boolean) | null) => void;
  /** Every request passed on so far with the server's status, whether it reached the browser or not. */
  log: { request: ProxiedRequest; status: number; replayed: boolean }[];
  close: () => Promise<void>;
};

type Pending = { match: (request: ProxiedRequest) => boolean; resolve: (held: HeldAnswer) => void };

export async function startLossyProxy(target: string): Promise<LossyProxy> {
  const upstream = new URL(target);
  const pending: Pending[] = [];
  const log: LossyProxy['log'] = [];
  let refusing: ((request: ProxiedRequest) => boolean) | null = null;
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const proxied: ProxiedRequest = { method: incoming.method ?? 'GET', path: incoming.url ?? '/', headers: incoming.headers, body: Buffer.concat(chunks) };
      if (refusing?.(proxied)) {
        incoming.socket.destroy();
        return;
      }
      const index = pending.findIndex((p) => p.match(proxied));
      const fault = index >= 0 ? pending.splice(index, 1)[0] : undefined;
      const forward = httpRequest(
        { host: upstream.hostname, port: upstream.port, method: proxied.method, path: proxied.path, headers: proxied.headers, agent: false },
        (answer) => {
          log.push({ request: proxied, status: answer.statusCode ?? 0, replayed: answer.headers['x-mutation-replayed'] === '1' });
          if (!fault) {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
            return;
          }
          const parts: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => parts.push(chunk));
          answer.on('end', () => {
            const raw = Buffer.concat(parts);
            fault.resolve({
              request: proxied,
              status: answer.statusCode ?? 0,
              body: raw.toString('utf8'),
              drop: () => incoming.socket.destroy(),
              cut: () => {
                incoming.socket.write('HTTP/1.1 200 OK\r\nContent-Type: appl');
                incoming.socket.destroy();
              },
              deliver: () => {
                outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
                outgoing.end(raw);
              },
            });
          });
        },
      );
      forward.on('error', () => incoming.socket.destroy());
      forward.end(proxied.body);
    });
  });
  const hold = (match: Pending['match']) => new Promise<HeldAnswer>((resolve) => pending.push({ match, resolve }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    refuse: (match) => {
      refusing = match;
    },
    loseNextAnswer: async (match) => {
      const held = await hold(match);
      held.drop();
      return { request: held.request, status: held.status, body: held.body };
    },
    holdNextAnswer: hold,
    log,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
