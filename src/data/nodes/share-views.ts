// The share links this page has open. A shared view's batches go to the server with the link's
// shareId and pass instead of a login, under the mirror host key `share:{shareId}`, so its rows
// never mix with the signed-in user's trees. The pass lives in memory only: it came from the URL
// fragment and goes back there on reload.
import { Severity } from '../../domain/error-item';
import { HEADER_SHARE_PASSWORD, isShareHostKey, shareHostKey } from '../../domain/nodes/share-links';
import { ApiError } from '../api-error';
import type { QueryParams } from '../request-encoding';

export type ShareView = { shareId: string; sharePass: string; /** '' for the local tree. */ controller: string };

const openViews = new Map<string, ShareView>();

/** Registers the link and answers the host key its tree and panel use. */
export function openShareView(view: ShareView): string {
  const host = shareHostKey(view.shareId);
  openViews.set(host, view);
  return host;
}

export function closeShareView(host: string): void {
  openViews.delete(host);
}

export type BatchTarget = { query?: QueryParams; headers?: Record<string, string> };

/**
 * Where a node batch for a host goes: a controller, a share link, or nothing for the local tree. A
 * link's pass travels in the X-Share-Password header, never in the URL (logs, proxies, history).
 */
export function batchTargetFor(host: string): BatchTarget {
  if (!isShareHostKey(host)) return host ? { query: { controller: host } } : {};
  const view = openViews.get(host);
  // Never send a share host key as a controller name: refuse before anything leaves the page.
  if (!view) throw new ApiError({ status: 0, errors: [{ msg: /*i18n*/ 'This share link is not open.', severity: Severity.error }] });
  return { query: { shareId: view.shareId, controller: view.controller || undefined }, headers: { [HEADER_SHARE_PASSWORD]: view.sharePass } };
}
