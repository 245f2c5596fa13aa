// Share links of nodes (node-model.md §6 'create share link', §7 shareId/sharePass): the method names,
// the expiry bounds, the answer's shape and the URL form that server and client agree on. The pass
// travels in the URL fragment, which browsers never send to the server (docs/decisions.md).
import { Right } from '../rights';
import type { MethodArg } from './node-protocol';

export const METHOD_CREATE_SHARE_LINK = 'CreateShareLink';
export const METHOD_REVOKE_SHARE_LINKS = 'RevokeShareLinks';

export const SHARE_LINK_MIN_HOURS = 1;
/** 30 days: a link is for handing a view to someone now, not a standing account. */
export const SHARE_LINK_MAX_HOURS = 720;
export const SHARE_LINK_DEFAULT_HOURS = 24;

/** The one argument of CreateShareLink, checked by the same value rules on both sides. */
export const SHARE_LINK_HOURS_ARG: MethodArg = {
  name: 'hours',
  type: { kind: 'int', min: SHARE_LINK_MIN_HOURS, max: SHARE_LINK_MAX_HOURS },
  value: SHARE_LINK_DEFAULT_HOURS,
  desc: `Hours until the link expires (${SHARE_LINK_MIN_HOURS} to ${SHARE_LINK_MAX_HOURS}).`,
};

/** The one answer for an unknown, wrong-pass, expired or revoked link, so none can be told apart. */
export const MSG_SHARE_LINK_INVALID = /*i18n*/ 'Share link is invalid or has expired.';
export const MSG_SHARE_LINK_OTHER_CONTROLLER = /*i18n*/ 'This share link belongs to another controller.';
export const MSG_SHARE_PARAMS_TOGETHER = /*i18n*/ 'shareId and sharePass must be given together.';
/**
 * The request header that carries a share link's pass to POST /api/node/batch. Preferred over the
 * sharePass query parameter (still accepted): headers stay out of URLs, proxy logs and browser history.
 */
export const HEADER_SHARE_PASSWORD = 'X-Share-Password';
export const MSG_SHARE_PASS_MISSING = /*i18n*/ "This share link is incomplete: the part after '#' is missing. Ask for the whole link.";

/** What CreateShareLink returns; the pass is shown once and stored only as a hash. */
export type ShareLinkGrant = { shareId: string; sharePass: string; expiresAt: string };

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

/** The createShareLink right, which admin implies (as on the server). */
export function mayCreateShareLinks(rights: readonly string[]): boolean {
  return rights.includes(Right.createShareLink) || rights.includes(Right.admin);
}

export function isShareLinkGrant(value: unknown): value is ShareLinkGrant {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.shareId === 'string' && TOKEN_PATTERN.test(v.shareId) && typeof v.sharePass === 'string' && TOKEN_PATTERN.test(v.sharePass) && typeof v.expiresAt === 'string';
}

/**
 * `{origin}/share/{shareId}#{sharePass}`; a link to a controller host's node adds `?controller={host}`,
 * since the batch must name the host and the recipient knows nothing but the link.
 */
export function shareLinkUrl(origin: string, grant: Pick<ShareLinkGrant, 'shareId' | 'sharePass'>, controller = ''): string {
  const query = controller ? `?controller=${encodeURIComponent(controller)}` : '';
  return `${origin}/share/${encodeURIComponent(grant.shareId)}${query}#${grant.sharePass}`;
}

/** The pass from a location hash ('#abc' or 'abc'); null when missing or malformed. */
export function sharePassFromHash(hash: string): string | null {
  const pass = hash.startsWith('#') ? hash.slice(1) : hash;
  return TOKEN_PATTERN.test(pass) ? pass : null;
}

const SHARE_HOST_PREFIX = 'share:';

/** The mirror's host key of a shared view: its rows never mix with the signed-in user's trees. */
export function shareHostKey(shareId: string): string {
  return `${SHARE_HOST_PREFIX}${shareId}`;
}

export function isShareHostKey(host: string): boolean {
  return host.startsWith(SHARE_HOST_PREFIX);
}

export function shareIdOfHostKey(host: string): string | null {
  return isShareHostKey(host) ? host.slice(SHARE_HOST_PREFIX.length) : null;
}
