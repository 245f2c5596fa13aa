// The outbox sender's view of the page's session (src/data/outbox/auth-port.ts): the signed-in user,
// the token, the shared refresh of the API client and the headers every request carries.
import { XSRF_COOKIE } from '../../domain/app-constants';
import { buildRequestHeaders, isRealToken } from '../../domain/request-headers';
import { refreshAccessToken } from '../../data/api-client';
import { readCookie } from '../../data/browser-cookies';
import type { AuthPort } from '../../data/outbox/auth-port';
import { tabId } from '../../data/tab-id';
import { session } from '../../state/session';

export const pageAuthPort: AuthPort = {
  userId: () => (session.status === 'anonymous' ? null : (session.claims?.jti ?? null)),
  token: () => (isRealToken(session.token) ? session.token : null),
  refresh: async () => {
    const outcome = await refreshAccessToken();
    return outcome.ok ? outcome.token : null;
  },
  baseHeaders: (method) =>
    buildRequestHeaders({ method, localeSettings: session.localeSettings, tabId: tabId(), token: null, xsrfToken: readCookie(XSRF_COOKIE), sendClientVersion: true }),
};
