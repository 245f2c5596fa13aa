// The language rule of commitLogin and commitToken (docs/decisions.md "The language is kept per user"): the
// server's language for the user wins, the one sent with the login counts only when an older server answers
// without it, and after sign-out the device keeps the last language for the login page.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthData } from '../../../src/domain/auth-data';
import { LANG_KEY, chooseLanguage, commitLogin, commitLogout, commitToken, session } from '../../../src/state/session';
import { authDataFixture, fakeJwt } from '../support/auth-fixtures';
import { MemoryStorage } from '../support/memory-storage';

let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  commitLogout();
  chooseLanguage('en');
  return () => vi.unstubAllGlobals();
});

/** AuthData as a server from before the language was kept per user answers it. */
function withoutLang(): AuthData {
  const { lang: _lang, ...older } = authDataFixture();
  return older as AuthData;
}

const storedLang = () => JSON.parse(storage.getItem(LANG_KEY) ?? 'null') as unknown;

describe('the language of the session', () => {
  it('takes the signed-in user\'s language from the auth data over the one sent, and stores it', () => {
    commitLogin(authDataFixture({ lang: 'sl' }), 'de');
    expect(session.lang).toBe('sl');
    expect(storedLang()).toBe('sl');
  });

  it('takes it from the auth data when no language was sent', () => {
    commitLogin(authDataFixture({ lang: 'de' }));
    expect(session.lang).toBe('de');
    expect(storedLang()).toBe('de');
  });

  it('keeps the sent language when an older server answers without one, else the stored one', () => {
    commitLogin(withoutLang(), 'de');
    expect(session.lang).toBe('de');
    commitLogout();
    chooseLanguage('sl');
    commitLogin(withoutLang());
    expect(session.lang).toBe('sl');
    expect(storedLang()).toBe('sl');
  });

  it('follows a refreshed session\'s language (changed on another device), and an answer without one changes nothing', () => {
    commitLogin(authDataFixture({ lang: 'en' }));
    commitToken(authDataFixture({ token: fakeJwt({ sid: 's2' }), lang: 'de' }));
    expect(session.lang).toBe('de');
    expect(storedLang()).toBe('de');
    commitToken(withoutLang());
    expect(session.lang).toBe('de');
  });

  it('ignores a language the app has no translations for', () => {
    commitLogin(authDataFixture({ lang: 'xx' }), 'sl');
    expect(session.lang).toBe('sl');
    chooseLanguage('klingon');
    expect(session.lang).toBe('sl');
    expect(storedLang()).toBe('sl');
  });

  it('keeps the last language on this device after sign-out, for the login page', () => {
    commitLogin(authDataFixture({ lang: 'de' }));
    commitLogout();
    expect(session.lang).toBe('de');
    expect(storedLang()).toBe('de');
  });

  it('chooseLanguage sets and stores the language', () => {
    chooseLanguage('sl');
    expect(session.lang).toBe('sl');
    expect(storedLang()).toBe('sl');
  });
});
