// A request cancelled while its answer is on the way rejects as aborted, whatever part of the answer had
// arrived, so a caller's aborted-branch also covers an answer that lands after the caller has gone (a
// component test's fake server answering after jsdom was torn down crashed react-dom). Real fetch against
// a loopback server; the last case is a fetch that ignores the signal, as the fake servers do.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, resetApiClient, setApiClientHandlers, setFetchImplementation } from '../../../src/data/api-client';
import { commitLogin, commitLogout } from '../../../src/state/session';
import { authDataFixture } from '../support/auth-fixtures';
import { MemoryStorage } from '../support/memory-storage';

const WAIT = { timeout: 15_000 };
const loginRequired = vi.fn<(returnUrl: string) => void>();

/** Requests whose status and headers went out and whose body waits for the test. */
const held: { url: string; end: () => void }[] = [];
let server: Server;
let origin = '';

function answer(request: IncomingMessage, response: ServerResponse): void {
  const status = request.url?.startsWith('/denied') ? 401 : 200;
  const body = status === 200 ? JSON.stringify({ answer: 42 }) : JSON.stringify({ error: [{ msg: 'Not signed in' }] });
  response.writeHead(status, { 'content-type': 'application/json' });
  if (!request.url?.endsWith('/held')) {
    response.end(body);
    return;
  }
  response.flushHeaders();
  held.push({ url: request.url, end: () => response.end(body) });
}

/** Real fetch, with the api client's relative paths resolved against the loopback server. */
function realFetch(afterBodyRead?: () => void): typeof fetch {
  return async (input, init) => {
    const response = await fetch(new URL(String(input), origin), init);
    if (!afterBodyRead) return response;
    // The abort lands right after the body was read, before the client hands the answer over.
    const read = response.text.bind(response);
    response.text = async () => {
      const text = await read();
      afterBodyRead();
      return text;
    };
    return response;
  };
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => ({ resolvedWith: value }),
    (error: unknown) => error,
  );
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  resetApiClient();
  loginRequired.mockReset();
  setApiClientHandlers({ loginRequired, currentLocation: () => '/users' });
  commitLogin(authDataFixture());
  held.length = 0;
});
afterEach(() => {
  commitLogout();
  vi.unstubAllGlobals();
});

describe('api client: a request aborted while its answer arrives', () => {
  it('rejects as aborted when the abort lands while the body is still coming', async () => {
    setFetchImplementation(realFetch());
    const abort = new AbortController();
    const pending = rejectionOf(api.get('/ok/held', { signal: abort.signal }));
    await vi.waitFor(() => expect(held).toHaveLength(1), WAIT);
    abort.abort();
    held[0]?.end();
    expect(await pending).toMatchObject({ name: 'ApiError', aborted: true });
  });

  it('rejects as aborted when the abort lands after the body was read, instead of handing over the answer', async () => {
    const abort = new AbortController();
    setFetchImplementation(realFetch(() => abort.abort()));
    const outcome = await rejectionOf(api.get('/ok', { signal: abort.signal }));
    expect(outcome).toBeInstanceOf(ApiError);
    expect(outcome).toMatchObject({ aborted: true });
  });

  it('rejects a refusal read after the abort as aborted too, and runs none of its handlers', async () => {
    const abort = new AbortController();
    setFetchImplementation(realFetch(() => abort.abort()));
    const outcome = await rejectionOf(api.get('/denied', { signal: abort.signal }));
    expect(outcome).toMatchObject({ name: 'ApiError', aborted: true });
    expect(loginRequired).not.toHaveBeenCalled();
  });

  it('rejects as aborted when the body ignores the signal and arrives after the abort', async () => {
    const abort = new AbortController();
    // Like the component tests' fake servers, whose held bodies arrive whether or not the request was aborted.
    setFetchImplementation((input, init) => fetch(new URL(String(input), origin), { ...init, signal: null }));
    const pending = rejectionOf(api.get('/ok/held', { signal: abort.signal }));
    await vi.waitFor(() => expect(held).toHaveLength(1), WAIT);
    abort.abort();
    held[0]?.end();
    expect(await pending).toMatchObject({ name: 'ApiError', aborted: true });
  });
});
