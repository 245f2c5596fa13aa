import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  abortAllRequests,
  api,
  ApiError,
  apiRequest,
  downloadFile,
  REFRESH_TOKEN_PATH,
  resetApiClient,
  setApiClientHandlers,
  setFetchImplementation,
} from '../../../src/data/api-client';
import { pendingRequestCount } from '../../../src/data/request-registry';
import { APP_VERSION, HEADER_ACTIVITY_AGE } from '../../../src/domain/app-constants';
import { storeActivityAt } from '../../../src/data/user-activity-store';
import { commitLogin, commitLogout, session, startWithPlaceholder } from '../../../src/state/session';
import { authDataFixture, fakeJwt } from '../support/auth-fixtures';
import { MemoryStorage } from '../support/memory-storage';
import { hangUntilAborted, jsonResponse, scriptedFetch, textResponse } from '../support/scripted-fetch';
import type { Responder } from '../support/scripted-fetch';

const OLD_TOKEN = fakeJwt({ sid: 'old' });
const NEW_TOKEN = fakeJwt({ sid: 'new' });

const handlers = {
  loginRequired: vi.fn<(returnUrl: string) => void>(),
  startupError: vi.fn<(text: string) => void>(),
  serverUpgraded: vi.fn<() => void>(),
  versionMismatch: vi.fn<(version: string) => void>(),
  serverRestarted: vi.fn<(startup: string) => void>(),
  currentLocation: () => '/customer/12?tab=1',
};

function serve(responder: Responder) {
  const scripted = scriptedFetch(responder);
  setFetchImplementation(scripted.fetch);
  return scripted;
}

function expired(): Response {
  return jsonResponse(401, { error: [{ msg: 'Token expired' }] }, { 'token-expired': 'true' });
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  resetApiClient();
  for (const fn of Object.values(handlers)) if (vi.isMockFunction(fn)) fn.mockReset();
  setApiClientHandlers(handlers);
  commitLogin(authDataFixture({ token: OLD_TOKEN }));
});

afterEach(() => {
  abortAllRequests();
  commitLogout();
  vi.unstubAllGlobals();
});

describe('api client requests', () => {
  it('sends the bearer token, locale, tab id and client version, and JSON bodies', async () => {
    const { calls } = serve(() => jsonResponse(200, { id: 1 }));
    const { data } = await api.post<{ id: number }>('/api/db/customer', { name: 'Lab' }, { query: { permanent: true, skip: undefined } });
    expect(data).toEqual({ id: 1 });
    const call = calls[0];
    expect(call?.url).toBe('/api/db/customer?permanent=true');
    expect(call?.headers).toMatchObject({ Authorization: `Bearer ${OLD_TOKEN}`, 'X-Client-Version': APP_VERSION, 'Content-Type': 'application/json' });
    expect(JSON.parse(call?.headers['X-Locale'] ?? '')).toMatchObject({ decimalSeparator: ',' });
    expect(call?.headers['X-TabId']).toBeTruthy();
    expect(call?.body).toBe('{"name":"Lab"}');
  });

  it('sends the XSRF cookie value on unsafe methods', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=xsrf-42' });
    const { calls } = serve(() => jsonResponse(200, {}));
    await api.get('/api/licence/check');
    await api.put('/api/db/customer/1', {});
    expect(calls[0]?.headers).not.toHaveProperty('X-XSRF-TOKEN');
    expect(calls[1]?.headers['X-XSRF-TOKEN']).toBe('xsrf-42');
  });

  it('sends an unsafe call once more when its 403 brought a fresh XSRF cookie', async () => {
    const page = { cookie: '' };
    vi.stubGlobal('document', page);
    const { calls } = serve((call) => {
      if (call.headers['X-XSRF-TOKEN'] === 'fresh') return jsonResponse(200, { saved: true });
      page.cookie = 'XSRF-TOKEN=fresh';
      return jsonResponse(403, { error: [{ msg: 'Missing or invalid XSRF token.' }] });
    });
    const { data } = await api.post('/api/db/customer', {});
    expect(data).toEqual({ saved: true });
    expect(calls).toHaveLength(2);
  });

  it('does not repeat a 403 when the XSRF cookie did not change', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=same' });
    const { calls } = serve(() => jsonResponse(403, { error: ['Forbidden'] }));
    await rejectionOf(api.post('/api/db/customer', {}));
    expect(calls).toHaveLength(1);
  });

  it('rejects with the normalized HTML message for a proxy error page', async () => {
    serve(() => textResponse(502, '<html><body>Bad gateway</body></html>', 'text/html', 'Bad Gateway'));
    const error = await rejectionOf(api.get('/api/eventlog/System'));
    expect(error.status).toBe(502);
    expect(error.errors).toEqual([{ msg: 'Error: 502 Bad Gateway', severity: 2 }]);
  });

  it("rejects a network failure as 'Error: Network Error' flagged network", async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejectionOf(api.get('/api/licence/check'));
    expect(error).toMatchObject({ status: 0, network: true, aborted: false });
    expect(error.errors[0]?.msg).toBe('Error: Network Error');
  });

  it('reads totpRequired from a login error answer', async () => {
    serve(() => jsonResponse(401, { error: [{ msg: 'Enter the code' }], totpRequired: true }));
    const error = await rejectionOf(api.post('/api/account/login', {}, { skipAuthRefresh: true }));
    expect(error.totpRequired).toBe(true);
    expect(handlers.loginRequired).not.toHaveBeenCalled();
  });
});

describe('token refresh', () => {
  it('refreshes once for parallel token-expired 401s and retries each with the new token', async () => {
    let expiredSeen = 0;
    let releaseRefresh = () => {};
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { calls } = serve(async (call) => {
      if (call.url === REFRESH_TOKEN_PATH) {
        await refreshGate;
        return jsonResponse(200, authDataFixture({ token: NEW_TOKEN }));
      }
      if (call.headers.Authorization === `Bearer ${NEW_TOKEN}`) return jsonResponse(200, { url: call.url });
      if (++expiredSeen === 3) setTimeout(releaseRefresh, 0);
      return expired();
    });
    const results = await Promise.all(['/a', '/b', '/c'].map((path) => api.get<{ url: string }>(path)));
    expect(results.map((r) => r.data.url)).toEqual(['/a', '/b', '/c']);
    expect(calls.filter((c) => c.url === REFRESH_TOKEN_PATH)).toHaveLength(1);
    expect(session.token).toBe(NEW_TOKEN);
    expect(handlers.loginRequired).not.toHaveBeenCalled();
  });

  it('shows the language the refreshed session answers (the user changed it on another device)', async () => {
    serve((call) => {
      if (call.url === REFRESH_TOKEN_PATH) return jsonResponse(200, authDataFixture({ token: NEW_TOKEN, lang: 'sl' }));
      return call.headers.Authorization === `Bearer ${NEW_TOKEN}` ? jsonResponse(200, {}) : expired();
    });
    expect(session.lang).toBe('en');
    await api.get('/a');
    expect(session.token).toBe(NEW_TOKEN);
    expect(session.lang).toBe('sl');
  });

  it('tells the refresh how long ago the user was last active, and nothing when this browser saw no activity', async () => {
    const { calls } = serve((call) => {
      if (call.url === REFRESH_TOKEN_PATH) return jsonResponse(200, authDataFixture({ token: NEW_TOKEN }));
      return call.headers.Authorization === `Bearer ${NEW_TOKEN}` ? jsonResponse(200, {}) : expired();
    });
    await api.get('/a');
    expect(calls.find((c) => c.url === REFRESH_TOKEN_PATH)?.headers[HEADER_ACTIVITY_AGE]).toBeUndefined();

    commitLogin(authDataFixture({ token: OLD_TOKEN }));
    storeActivityAt(Date.now() - 90_000);
    await api.get('/b');
    const age = Number(calls.filter((c) => c.url === REFRESH_TOKEN_PATH)[1]?.headers[HEADER_ACTIVITY_AGE]);
    expect(age).toBeGreaterThanOrEqual(90_000);
    expect(age).toBeLessThan(100_000);
  });

  it('commits a null token and asks for login with the returnUrl once when the refresh fails', async () => {
    serve((call) => (call.url === REFRESH_TOKEN_PATH ? jsonResponse(401, { error: [{ msg: 'Session ended' }] }) : expired()));
    const errors = await Promise.all([rejectionOf(api.get('/a')), rejectionOf(api.get('/b'))]);
    expect(errors.map((e) => e.status)).toEqual([401, 401]);
    expect(session.token).toBeNull();
    expect(session.status).toBe('anonymous');
    expect(handlers.loginRequired).toHaveBeenCalledTimes(1);
    expect(handlers.loginRequired).toHaveBeenCalledWith('/customer/12?tab=1');
  });

  it('keeps the session when the refresh gets no answer (offline)', async () => {
    serve((call) => (call.url === REFRESH_TOKEN_PATH ? Promise.reject(new TypeError('Failed to fetch')) : expired()));
    const error = await rejectionOf(api.get('/a'));
    expect(error.status).toBe(401);
    expect(session.token).toBe(OLD_TOKEN);
    expect(handlers.loginRequired).not.toHaveBeenCalled();
  });

  it('refreshes when a request went out with the placeholder token', async () => {
    localStorage.setItem('isAuthenticated', 'true');
    startWithPlaceholder();
    const { calls } = serve((call) => {
      if (call.url === REFRESH_TOKEN_PATH) return jsonResponse(200, authDataFixture({ token: NEW_TOKEN }));
      return call.headers.Authorization ? jsonResponse(200, 'ok') : jsonResponse(401, { error: ['Not authenticated'] });
    });
    const { data } = await api.get<string>('/api/db/customer');
    expect(data).toBe('ok');
    expect(calls.map((c) => c.url)).toEqual(['/api/db/customer', REFRESH_TOKEN_PATH, '/api/db/customer']);
    expect(session.status).toBe('authenticated');
  });

  it('asks for login with the returnUrl on a 401 without token-expired, without refreshing', async () => {
    const { calls } = serve(() => jsonResponse(401, { error: [{ msg: 'Not authenticated' }] }));
    await rejectionOf(api.get('/api/db/customer'));
    expect(calls).toHaveLength(1);
    expect(handlers.loginRequired).toHaveBeenCalledWith('/customer/12?tab=1');
  });

  it('never sends an unsafe returnUrl to login', async () => {
    setApiClientHandlers({ currentLocation: () => '//evil.example' });
    serve(() => jsonResponse(401, { error: [] }));
    await rejectionOf(api.get('/a'));
    expect(handlers.loginRequired).toHaveBeenCalledWith('/');
  });
});

describe('server states', () => {
  it('reports 503 as a startup error with the response text', async () => {
    serve(() => textResponse(503, 'Database is starting', 'text/plain', 'Service Unavailable'));
    await rejectionOf(api.get('/a'));
    expect(handlers.startupError).toHaveBeenCalledWith('Database is starting');
  });

  it('reports 503 with an HTML body as a startup error with the status text', async () => {
    serve(() => textResponse(503, '<!doctype html><h1>down</h1>', 'text/html', 'Service Unavailable'));
    await rejectionOf(api.get('/a'));
    expect(handlers.startupError).toHaveBeenCalledWith('Service Unavailable');
  });

  it('reports 418 as a server upgrade', async () => {
    serve(() => jsonResponse(418, { error: ['Client too old'] }));
    await rejectionOf(api.get('/a'));
    expect(handlers.serverUpgraded).toHaveBeenCalledTimes(1);
  });

  it('reports a differing server version once per version', async () => {
    let version = '3.2.0';
    serve(() => jsonResponse(200, {}, { 'x-server-version': version }));
    await api.get('/a');
    await api.get('/b');
    version = APP_VERSION;
    await api.get('/c');
    version = '3.3.0';
    await api.get('/d');
    expect(handlers.versionMismatch.mock.calls).toEqual([['3.2.0'], ['3.3.0']]);
  });

  it('reports a changed server startup as a restart', async () => {
    let startup = '2025-01-01T00:00:00Z';
    serve(() => jsonResponse(200, {}, { 'x-server-startup': startup }));
    await api.get('/a');
    await api.get('/b');
    startup = '2025-01-02T00:00:00Z';
    await api.get('/c');
    expect(handlers.serverRestarted.mock.calls).toEqual([['2025-01-02T00:00:00Z']]);
  });
});

describe('cancelling', () => {
  it('rejects every pending request as aborted and runs no handler', async () => {
    serve(hangUntilAborted);
    const pending = [api.get('/a'), api.post('/b', {}), apiRequest('DELETE', '/c')].map(rejectionOf);
    await vi.waitFor(() => expect(pendingRequestCount()).toBe(3), { timeout: 15_000 });
    abortAllRequests();
    const errors = await Promise.all(pending);
    expect(errors.every((e) => e.aborted)).toBe(true);
    expect(errors[0]?.errors[0]?.msg).toBe('Request aborted');
    for (const fn of Object.values(handlers)) if (vi.isMockFunction(fn)) expect(fn).not.toHaveBeenCalled();
  });

  it('rejects a request waiting for the token refresh as aborted', async () => {
    serve((call) => (call.url === REFRESH_TOKEN_PATH ? hangUntilAborted(call) : expired()));
    const waiting = rejectionOf(api.get('/a'));
    await vi.waitFor(() => expect(pendingRequestCount()).toBe(1), { timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    abortAllRequests();
    expect((await waiting).aborted).toBe(true);
    expect(handlers.loginRequired).not.toHaveBeenCalled();
  });
});

describe('downloads', () => {
  it('names the file from content-disposition', async () => {
    serve(() => new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'content-disposition': 'attachment; filename="hw.key"' } }));
    const { blob, filename } = await downloadFile('/api/licence/hwkey');
    expect(filename).toBe('hw.key');
    expect(blob.size).toBe(3);
  });

  it('reads a failed download binary body as the JSON error', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ error: [{ msg: 'No hardware key' }] }));
    serve(() => new Response(bytes, { status: 404, headers: { 'content-type': 'application/octet-stream' } }));
    const error = await rejectionOf(downloadFile('/api/licence/hwkey'));
    expect(error.errors).toEqual([{ msg: 'No hardware key', severity: 2 }]);
  });
});
