// The auth data of console.md §3: what login and refreshToken answer.
import type { LocaleSettings } from './locale-settings';

export type UserRef = { userId: number; name: string };
export type RoleRef = { id: number; name: string };
export type TeamRef = { id: number; name: string };

export type AuthRights = {
  roles: RoleRef[];
  users: UserRef[];
  teams: TeamRef[];
  /** Right names granted to the user (Right values). */
  features: string[];
  /** EntityFlag bits of the entities the user may create. */
  createEntity: number;
  /** EntityFlag bits of the entities whose ownership the user may assign. */
  assignRights: number;
};

export type LicenceInfo = {
  licensedTo: string;
  valid: boolean;
  /** Why no licence is valid, when the server can tell (no issuer key configured, the stored licence expired…). */
  reason?: string;
};

/** The licence check of a signed-in user: a valid licence's last day (yyyy-mm-dd) and the platforms it grants. */
export type LicenceDetails = LicenceInfo & { expires?: string; platforms?: string[] };

/** GET /api/licence/status, for anyone: whether the server holds a valid licence. */
export type LicenceStatus = { valid: boolean };

export type AuthData = {
  token: string;
  localeSettings: LocaleSettings;
  /** The user's own language (a SUPPORTED_LANGUAGES code), kept on the server so every device follows it. */
  lang: string;
  homePath: string;
  rights: AuthRights;
  licence: LicenceInfo;
  glp: boolean;
  serverUID: string;
};

/** Claims of the access token (a JWT). jti is the user id. */
export type TokenClaims = {
  jti: string;
  gId: string;
  sid: string;
  name: string;
  exp: number;
  iat: number;
  /** Security version of the tag definitions at issue time; absent in tokens of older servers. */
  sv?: number;
};

export type LoginRequest = { username: string; password: string; lang?: string; totp?: string };

/** Decodes the claims of a JWT without verifying it: the client only reads them for display. */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
    const json = decodeURIComponent(
      Array.from(atob(padded), (c) => '%' + c.charCodeAt(0).toString(16).padStart(2, '0')).join(''),
    );
    const claims = JSON.parse(json) as Partial<TokenClaims>;
    if (typeof claims.jti !== 'string' || typeof claims.sid !== 'string') return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}
