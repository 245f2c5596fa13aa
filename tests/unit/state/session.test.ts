import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IS_AUTHENTICATED_KEY } from '../../../src/data/local-flags';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import { PLACEHOLDER_TOKEN } from '../../../src/domain/request-headers';
import {
  commitLogin,
  commitLogout,
  commitToken,
  currentRights,
  displayName,
  isLoggedIn,
  session,
  startWithPlaceholder,
} from '../../../src/state/session';
import { authDataFixture, fakeJwt } from '../support/auth-fixtures';
import { MemoryStorage } from '../support/memory-storage';

let storage: MemoryStorage;

/** document.cookie as a browser keeps it: an assignment with an expiry in the past removes the cookie. */
class CookieJar {
  private readonly values = new Map<string, string>();

  get cookie(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  set cookie(assignment: string) {
    const [pair = '', ...attributes] = assignment.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const expires = attributes.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith('expires='));
    if (expires && Date.parse(expires.slice('expires='.length)) <= Date.now()) this.values.delete(name);
    else this.values.set(name, pair.slice(eq + 1).trim());
  }
}

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  commitLogout();
  return () => vi.unstubAllGlobals();
});

describe('session', () => {
  it('stores auth data, token, claims, locale and the flag on login', () => {
    const data = authDataFixture({ lang: 'de' });
    commitLogin(data, 'de');
    expect(session.status).toBe('authenticated');
    expect(session.token).toBe(data.token);
    expect(session.claims?.sid).toBe('s1');
    expect(session.localeSettings.decimalSeparator).toBe(',');
    expect(session.lang).toBe('de');
    expect(session.licence).toEqual({ licensedTo: 'Lab One', valid: true });
    expect(storage.getItem(IS_AUTHENTICATED_KEY)).toBe('true');
    expect(isLoggedIn()).toBe(true);
    expect(currentRights()).toEqual(['admin']);
    expect(displayName()).toBe('Ada Admin');
  });

  it('fills gaps of the server locale with the defaults', () => {
    commitLogin(authDataFixture({ localeSettings: { decimalSeparator: ',' } as never }));
    expect(session.localeSettings).toEqual({ ...DEFAULT_LOCALE_SETTINGS, decimalSeparator: ',' });
  });

  it('replaces the data on token refresh', () => {
    commitLogin(authDataFixture());
    const refreshed = authDataFixture({ token: fakeJwt({ sid: 's2' }) });
    commitToken(refreshed);
    expect(session.token).toBe(refreshed.token);
    expect(session.claims?.sid).toBe('s2');
  });

  it('logs out when a null token is committed', () => {
    commitLogin(authDataFixture());
    commitToken(null);
    expect(session.status).toBe('anonymous');
    expect(session.token).toBeNull();
  });

  it('clears data, token and the stored flag on logout', () => {
    commitLogin(authDataFixture());
    commitLogout();
    // The server's licence validity stays (the login page shows the marker); to whom it is licensed goes.
    expect(session).toMatchObject({ status: 'anonymous', token: null, authData: null, claims: null, licence: { licensedTo: '', valid: authDataFixture().licence.valid } });
    expect(storage.getItem(IS_AUTHENTICATED_KEY)).toBeNull();
    expect(isLoggedIn()).toBe(false);
    expect(currentRights()).toEqual([]);
  });

  it('clears the licence cookie on logout and leaves the other cookies (console.md §4)', () => {
    const jar = new CookieJar();
    jar.cookie = 'licence=L-1234; path=/';
    jar.cookie = 'theme=dark; path=/';
    vi.stubGlobal('document', jar);
    commitLogin(authDataFixture());
    expect(jar.cookie).toBe('licence=L-1234; theme=dark');
    commitLogout();
    expect(jar.cookie).toBe('theme=dark');
  });

  it('starts in placeholder status with the placeholder token when the flag is stored', () => {
    storage.setItem(IS_AUTHENTICATED_KEY, 'true');
    expect(startWithPlaceholder()).toBe(true);
    expect(session.status).toBe('placeholder');
    expect(session.token).toBe(PLACEHOLDER_TOKEN);
    expect(isLoggedIn()).toBe(false);
  });

  it('starts anonymous without the flag', () => {
    expect(startWithPlaceholder()).toBe(false);
    expect(session.status).toBe('anonymous');
  });

  it('restores the last rights, name and locale but never the token for a placeholder start', () => {
    const data = authDataFixture();
    commitLogin(data);
    expect(storage.getItem('lastAuth')).not.toContain(data.token);
    session.status = 'anonymous';
    session.authData = null;
    startWithPlaceholder();
    expect(currentRights()).toEqual(['admin']);
    expect(displayName()).toBe('Ada Admin');
    expect(session.localeSettings.decimalSeparator).toBe(',');
    expect(session.authData).toMatchObject({ token: PLACEHOLDER_TOKEN });
  });
});
