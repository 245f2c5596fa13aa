// The outbox sender's authentication in the service worker (src/data/outbox/auth-port.ts): no page,
// so no session store. A token comes from the refresh cookie alone, and only when it belongs to the
// user the sync is for: after a sign-out, or with another user signed in, nothing is sent.
import { DEFAULT_LOCALE_SETTINGS } from '../src/domain/locale-settings';
import { decodeTokenClaims } from '../src/domain/auth-data';
import { buildRequestHeaders, isRealToken } from '../src/domain/request-headers';
import type { AuthPort } from '../src/data/outbox/auth-port';

export const REFRESH_PATH = '/api/account/refreshToken';
/** The tab id header of requests the service worker makes (the server logs it per request). */
export const SW_TAB_ID = 'service-worker';

export type ServiceWorkerAuthDeps = {
  fetch: typeof fetch;
  /** The XSRF-TOKEN cookie (the Cookie Store API in a service worker). */
  readXsrfCookie: () => Promise<string | null>;
};

export function serviceWorkerAuthPort(userId: string, deps: ServiceWorkerAuthDeps): AuthPort {
  let token: string | null = null;
  let xsrf: string | null = null;
  const headers = (method: string) =>
    buildRequestHeaders({ method, localeSettings: { ...DEFAULT_LOCALE_SETTINGS }, tabId: SW_TAB_ID, token: null, xsrfToken: xsrf, sendClientVersion: true });
  return {
    userId: () => userId,
    token: () => token,
    refresh: async () => {
      token = null;
      xsrf = await deps.readXsrfCookie();
      let answer: Response;
      try {
        answer = await deps.fetch(REFRESH_PATH, { method: 'POST', headers: headers('POST'), credentials: 'same-origin' });
      } catch {
        return null;
      }
      if (!answer.ok) return null;
      const fresh = ((await answer.json().catch(() => null)) as { token?: unknown } | null)?.token;
      if (typeof fresh !== 'string' || !isRealToken(fresh) || decodeTokenClaims(fresh)?.jti !== userId) return null;
      // The refresh bound the XSRF cookie to this session: the sends carry the new value.
      xsrf = await deps.readXsrfCookie();
      token = fresh;
      return token;
    },
    baseHeaders: headers,
  };
}
