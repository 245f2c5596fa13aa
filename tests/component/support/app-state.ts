// Puts the valtio session and UI state into the shape a test needs, as the client core would after
// a login: no server, no mocks.
import type { AuthData, TokenClaims } from '../../../src/domain/auth-data';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import { session } from '../../../src/state/session';
import { ui } from '../../../src/state/ui';
import { resetApiClient } from '../../../src/data/api-client';

export type SignInOptions = { name?: string; rights?: string[]; licenceValid?: boolean; userId?: string };

export function signIn({ name = 'Ada Admin', rights = [], licenceValid = true, userId = '7' }: SignInOptions = {}): void {
  const licence = { licensedTo: 'Test Lab', valid: licenceValid };
  const authData: AuthData = {
    token: 'test-token',
    localeSettings: { ...DEFAULT_LOCALE_SETTINGS },
    lang: 'en',
    homePath: '/',
    rights: { roles: [], users: [], teams: [], features: rights, createEntity: 0, assignRights: 0 },
    licence,
    glp: false,
    serverUID: 'test-server',
  };
  const claims: TokenClaims = { jti: userId, gId: '0', sid: 's1', name, exp: 4102444800, iat: 1700000000 };
  session.status = 'authenticated';
  session.token = authData.token;
  session.authData = authData;
  session.claims = claims;
  session.licence = licence;
}

export function signOut(): void {
  session.status = 'anonymous';
  session.token = null;
  session.authData = null;
  session.claims = null;
  session.licence = null;
}

export function resetUi(): void {
  ui.dialogs = [];
  ui.snackbars = [];
  ui.overlay = null;
  ui.debug = false;
  ui.theme = 'system';
  ui.navCollapsed = null;
  ui.activeController = null;
  ui.breadcrumbs = [];
  ui.applyUpdate = null;
}

/** A fresh start for a test of the whole app: nobody signed in, the shell's state and the API client reset. */
export function resetSignedOut(): void {
  resetUi();
  signOut();
  resetApiClient();
}
