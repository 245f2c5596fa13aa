// The session of console.md §4: who is signed in, with which token, rights and locale formats.
// Only session state lives here; records stay in IndexedDB.
import { proxy } from 'valtio';
import { decodeTokenClaims } from '../domain/auth-data';
import type { AuthData, LicenceDetails, TokenClaims } from '../domain/auth-data';
import { DEFAULT_LANGUAGE, DEFAULT_LOCALE_SETTINGS, isSupportedLanguage, withLocaleDefaults } from '../domain/locale-settings';
import type { LocaleSettings } from '../domain/locale-settings';
import { PLACEHOLDER_TOKEN } from '../domain/request-headers';
import { clearCookie } from '../data/browser-cookies';
import { readAuthenticatedFlag, readStored, removeStored, writeAuthenticatedFlag, writeStored } from '../data/local-flags';

export type SessionStatus = 'anonymous' | 'placeholder' | 'authenticated';

export type SessionState = {
  status: SessionStatus;
  token: string | null;
  authData: AuthData | null;
  claims: TokenClaims | null;
  localeSettings: LocaleSettings;
  /**
   * The language the app shows: the signed-in user's own (AuthData.lang), and after sign-out this device's
   * last one, so the login page speaks it. Stored under LANG_KEY.
   */
  lang: string;
  licence: LicenceDetails | null;
};

/** The last auth data without its token, so an offline start still knows name, rights and formats. */
type StoredAuth = { authData: Omit<AuthData, 'token'>; claims: TokenClaims | null };

export const LAST_AUTH_KEY = 'lastAuth';
export const LANG_KEY = 'lang';
export const LICENCE_COOKIE = 'licence';

export const session = proxy<SessionState>({
  status: 'anonymous',
  token: null,
  authData: null,
  claims: null,
  localeSettings: { ...DEFAULT_LOCALE_SETTINGS },
  lang: storedLanguage(),
  licence: null,
});

function storedLanguage(): string {
  const stored = readStored<unknown>(LANG_KEY, DEFAULT_LANGUAGE);
  return isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The language picked on the login form or saved in the profile; a code without translations is ignored. */
export function chooseLanguage(code: string): void {
  if (!isSupportedLanguage(code)) return;
  session.lang = code;
  writeStored(LANG_KEY, code);
}

/**
 * After a successful login: stores auth data, token, claims, locale and language, and sets the stored flag.
 * The user's language is the server's (AuthData.lang); `lang`, the one sent with the login, only counts
 * when an older server answers without it.
 */
export function commitLogin(authData: AuthData, lang?: string): void {
  if (!isSupportedLanguage(authData.lang) && lang) chooseLanguage(lang);
  applyAuthData(authData);
}

/** After a token refresh; null means the session is gone and logs out locally. */
export function commitToken(authData: AuthData | null): void {
  if (authData === null) commitLogout();
  else applyAuthData(authData);
}

export function commitLogout(): void {
  session.status = 'anonymous';
  session.token = null;
  session.authData = null;
  session.claims = null;
  // Whether the server is licensed does not depend on who is signed in; to whom and until when does.
  session.licence = session.licence ? { licensedTo: '', valid: session.licence.valid } : null;
  session.localeSettings = { ...DEFAULT_LOCALE_SETTINGS };
  writeAuthenticatedFlag(false);
  removeStored(LAST_AUTH_KEY);
  clearCookie(LICENCE_COOKIE);
}

/**
 * At app start: with the stored 'isAuthenticated' flag the session begins in 'placeholder' status
 * with the placeholder token and the last known auth data (rights, locale), until a refresh
 * answers. Returns whether it did so.
 */
export function startWithPlaceholder(): boolean {
  if (!readAuthenticatedFlag()) return false;
  const stored = readStored<StoredAuth | null>(LAST_AUTH_KEY, null);
  session.status = 'placeholder';
  session.token = PLACEHOLDER_TOKEN;
  if (stored?.authData) {
    session.authData = { ...stored.authData, token: PLACEHOLDER_TOKEN };
    session.claims = stored.claims;
    session.licence = stored.authData.licence ?? null;
    session.localeSettings = withLocaleDefaults(stored.authData.localeSettings);
  }
  return true;
}

export function commitLicence(licence: LicenceDetails): void {
  session.licence = licence;
}

/** Logged in once a real token exists (console.md §4). */
export function isLoggedIn(): boolean {
  return session.status === 'authenticated';
}

/** A session exists or is being restored: the shell and login-only routes may show (offline start). */
export function hasSession(): boolean {
  return session.status !== 'anonymous';
}

/** The user whose data the page works on (the token's user id); null while nobody is signed in. */
export function sessionUserId(state: Pick<SessionState, 'status' | 'claims'> = session): string | null {
  return state.status === 'anonymous' ? null : (state.claims?.jti ?? null);
}

export function currentRights(): readonly string[] {
  return session.authData?.rights?.features ?? [];
}

export function displayName(): string {
  return session.claims?.name ?? '';
}

function applyAuthData(authData: AuthData): void {
  const claims = decodeTokenClaims(authData.token);
  session.status = 'authenticated';
  session.token = authData.token;
  session.authData = authData;
  session.claims = claims;
  session.licence = authData.licence ?? null;
  session.localeSettings = withLocaleDefaults(authData.localeSettings);
  // Login and every refresh: a language changed on another device follows here too.
  if (isSupportedLanguage(authData.lang)) chooseLanguage(authData.lang);
  writeAuthenticatedFlag(true);
  const { token: _token, ...withoutToken } = authData;
  writeStored(LAST_AUTH_KEY, { authData: withoutToken, claims } satisfies StoredAuth);
}

/** The user's locale settings changed (profile): every formatted value follows, and an offline start keeps them. */
export function commitLocaleSettings(localeSettings: LocaleSettings): void {
  session.localeSettings = withLocaleDefaults(localeSettings);
  if (!session.authData) return;
  session.authData.localeSettings = { ...session.localeSettings };
  const { token: _token, ...withoutToken } = session.authData;
  writeStored(LAST_AUTH_KEY, { authData: withoutToken, claims: session.claims } satisfies StoredAuth);
}
