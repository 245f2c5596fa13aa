// Account calls that change the session (console.md §4, §7): login, logout, the start-up refresh
// and the licence check. Navigation stays with the caller.
import type { AuthData, LicenceDetails, LicenceStatus, LoginRequest } from '../../domain/auth-data';
import type { ErrorItem } from '../../domain/error-item';
import { api, refreshAccessToken } from '../../data/api-client';
import { errorItemsOf, ApiError } from '../../data/api-error';
import { startSignedInServices, startUserDatabasesOnce } from './signed-in-services';
import { commitLicence, commitLogin, commitLogout, hasSession, startWithPlaceholder } from '../../state/session';

export const LOGIN_PATH = '/api/account/login';
export const LOGOUT_PATH = '/api/account/logout';
export const LICENCE_CHECK_PATH = '/api/licence/check';
export const LICENCE_STATUS_PATH = '/api/licence/status';

export type LoginResult = { ok: true } | { ok: false; errors: ErrorItem[]; totpRequired: boolean };

/**
 * `lang` is sent only when given (the user picked one on this visit): without it the server keeps the
 * user's stored language and answers it, so one device's last language never overwrites the user's.
 */
export async function login(req: LoginRequest): Promise<LoginResult> {
  try {
    const body: LoginRequest = { username: req.username, password: req.password };
    if (req.lang) body.lang = req.lang;
    if (req.totp) body.totp = req.totp;
    const { data } = await api.post<AuthData>(LOGIN_PATH, body, { skipAuthRefresh: true });
    // The user's own database first, so the screens after sign-in read it from their first render.
    await startUserDatabasesOnce().catch(() => {});
    commitLogin(data, req.lang);
    void startSignedInServices().catch(() => {});
    return { ok: true };
  } catch (error) {
    return { ok: false, errors: errorItemsOf(error), totpRequired: error instanceof ApiError && error.totpRequired };
  }
}

/** Tells the server, then logs out locally whatever it answered; the caller navigates to /login. */
export async function logout(opts: { sessionExpired?: boolean } = {}): Promise<void> {
  try {
    await api.post(LOGOUT_PATH, undefined, { query: { sessionExpired: opts.sessionExpired ?? false }, skipAuthRefresh: true });
  } catch {
    // The local logout below is what the user asked for; a server that cannot hear it changes nothing.
  } finally {
    commitLogout();
  }
}

/**
 * At app start, with the stored flag: begin in placeholder status and refresh the token. A server
 * answer that ends the session (400, 401, 500…) logs out; no answer (offline) keeps the placeholder
 * so the offline shell and the mirrored data stay usable until the network returns. Never throws,
 * because the app mounts anyway.
 */
export async function startSession(): Promise<void> {
  if (!startWithPlaceholder()) return;
  try {
    await refreshAccessToken();
  } catch {
    // refreshAccessToken reports failures in its result; this only guards the promise to mount.
  }
}

/** The licence as the app bar and the License page show it; anonymous pages learn only whether it is valid. */
export async function checkLicence(): Promise<LicenceDetails> {
  if (!hasSession()) {
    const { data } = await api.get<LicenceStatus>(LICENCE_STATUS_PATH, { skipAuthRefresh: true });
    const status: LicenceDetails = { licensedTo: '', valid: data.valid === true };
    commitLicence(status);
    return status;
  }
  const { data } = await api.get<LicenceDetails>(LICENCE_CHECK_PATH);
  commitLicence(data);
  return data;
}
