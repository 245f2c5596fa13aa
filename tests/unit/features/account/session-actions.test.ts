import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_TOKEN_PATH, resetApiClient, setApiClientHandlers, setFetchImplementation } from '../../../../src/data/api-client';
import { IS_AUTHENTICATED_KEY } from '../../../../src/data/local-flags';
import { PLACEHOLDER_TOKEN } from '../../../../src/domain/request-headers';
import { checkLicence, LICENCE_CHECK_PATH, LICENCE_STATUS_PATH, login, logout, startSession } from '../../../../src/features/account/session-actions';
import { LANG_KEY, chooseLanguage, commitLogin, commitLogout, session } from '../../../../src/state/session';
import { authDataFixture, fakeJwt } from '../../support/auth-fixtures';
import { MemoryStorage } from '../../support/memory-storage';
import { jsonResponse, scriptedFetch, textResponse } from '../../support/scripted-fetch';
import type { Responder } from '../../support/scripted-fetch';

let storage: MemoryStorage;
const loginRequired = vi.fn<(returnUrl: string) => void>();

function serve(responder: Responder) {
  const scripted = scriptedFetch(responder);
  setFetchImplementation(scripted.fetch);
  return scripted;
}

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  resetApiClient();
  loginRequired.mockReset();
  setApiClientHandlers({ loginRequired });
  commitLogout();
});

afterEach(() => vi.unstubAllGlobals());

describe('login', () => {
  it('stores the auth data and locale on success and sends the language', async () => {
    // The server stores the sent language and answers it.
    const { calls } = serve(() => jsonResponse(200, authDataFixture({ lang: 'sl' })));
    const result = await login({ username: 'ada', password: 'secret', lang: 'sl' });
    expect(result).toEqual({ ok: true });
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ username: 'ada', password: 'secret', lang: 'sl' });
    expect(session.status).toBe('authenticated');
    expect(session.localeSettings.decimalSeparator).toBe(',');
    expect(session.lang).toBe('sl');
  });

  it('sends no language unless one is given, and shows the language the server keeps for the user', async () => {
    chooseLanguage('de');
    const { calls } = serve(() => jsonResponse(200, authDataFixture({ lang: 'sl' })));
    expect(await login({ username: 'ada', password: 'secret' })).toEqual({ ok: true });
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ username: 'ada', password: 'secret' });
    expect(session.lang).toBe('sl');
    expect(storage.getItem(LANG_KEY)).toBe(JSON.stringify('sl'));
  });

  it('answers the errors and the TOTP demand on 401 without asking for login', async () => {
    serve(() => jsonResponse(401, { error: [{ msg: 'Enter the authenticator code' }], totpRequired: true }));
    const result = await login({ username: 'ada', password: 'secret' });
    expect(result).toEqual({ ok: false, errors: [{ msg: 'Enter the authenticator code', severity: 2 }], totpRequired: true });
    expect(session.status).toBe('anonymous');
    expect(loginRequired).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('tells the server whether the session expired, then logs out locally', async () => {
    commitLogin(authDataFixture());
    const { calls } = serve(() => jsonResponse(200, {}));
    await logout({ sessionExpired: true });
    expect(calls[0]?.url).toBe('/api/account/logout?sessionExpired=true');
    expect(session.status).toBe('anonymous');
  });

  it('still logs out locally when the server call fails', async () => {
    commitLogin(authDataFixture());
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await logout();
    expect(session.status).toBe('anonymous');
    expect(session.token).toBeNull();
    expect(storage.getItem(IS_AUTHENTICATED_KEY)).toBeNull();
  });
});

describe('startSession', () => {
  it('stays anonymous and calls nothing without the stored flag', async () => {
    const { calls } = serve(() => jsonResponse(200, authDataFixture()));
    await startSession();
    expect(calls).toHaveLength(0);
    expect(session.status).toBe('anonymous');
  });

  it('refreshes the token when the flag is stored', async () => {
    storage.setItem(IS_AUTHENTICATED_KEY, 'true');
    const token = fakeJwt({ sid: 'fresh' });
    const { calls } = serve(() => jsonResponse(200, authDataFixture({ token })));
    await startSession();
    expect(calls.map((c) => [c.method, c.url])).toEqual([['POST', REFRESH_TOKEN_PATH]]);
    expect(session.status).toBe('authenticated');
    expect(session.token).toBe(token);
  });

  it.each([400, 401, 500])('logs out when the refresh answers %i', async (status) => {
    storage.setItem(IS_AUTHENTICATED_KEY, 'true');
    serve(() => jsonResponse(status, { error: ['no session'] }));
    await startSession();
    expect(session.status).toBe('anonymous');
    expect(storage.getItem(IS_AUTHENTICATED_KEY)).toBeNull();
  });

  it('keeps the placeholder session when the refresh gets no answer (offline)', async () => {
    storage.setItem(IS_AUTHENTICATED_KEY, 'true');
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(startSession()).resolves.toBeUndefined();
    expect(session.status).toBe('placeholder');
    expect(session.token).toBe(PLACEHOLDER_TOKEN);
    expect(storage.getItem(IS_AUTHENTICATED_KEY)).toBe('true');
  });

  it('keeps the placeholder session while the server is starting (503)', async () => {
    storage.setItem(IS_AUTHENTICATED_KEY, 'true');
    serve(() => textResponse(503, 'Starting', 'text/plain'));
    await startSession();
    expect(session.status).toBe('placeholder');
  });
});

describe('checkLicence', () => {
  it('stores the licence in the session', async () => {
    commitLogin(authDataFixture());
    const { calls } = serve(() => jsonResponse(200, { licensedTo: 'Lab Two', valid: false }));
    await expect(checkLicence()).resolves.toEqual({ licensedTo: 'Lab Two', valid: false });
    expect(session.licence).toEqual({ licensedTo: 'Lab Two', valid: false });
    expect(calls.map((c) => c.url)).toEqual([LICENCE_CHECK_PATH]);
  });

  it('asks only whether the server is licensed when nobody is signed in (the login page’s marker)', async () => {
    commitLogout();
    const { calls } = serve(() => jsonResponse(200, { valid: true }));
    await expect(checkLicence()).resolves.toEqual({ licensedTo: '', valid: true });
    expect(session.licence).toEqual({ licensedTo: '', valid: true });
    expect(calls.map((c) => c.url)).toEqual([LICENCE_STATUS_PATH]);
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });
});
