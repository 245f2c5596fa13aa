// What a batch run through a share link may do (docs/nodes.md "Share links"): read-only actions, on the
// shared node and its subtree only, with the creator's current access bits cut to browse and read, at
// the standard visibility level. Everything else answers as if it were not there or not allowed.
import type { BatchRequestItem } from '../../src/domain/nodes/node-protocol';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import { AccessFlag, VisibilityLevel } from '../../src/domain/rights';
import { isWithin } from './node-access';

/** The shared node a share-link batch is confined to. */
export type ShareScope = { linkId: string; rootGId: string };

const SHARE_ACTIONS: ReadonlySet<number> = new Set([BatchAction.browse, BatchAction.read, BatchAction.hread, BatchAction.getType]);

export const MSG_SHARE_READ_ONLY = /*i18n*/ 'A share link allows only browse, read, hread and getType.';

/** The result code an item gets before it runs in a share scope, or undefined when it may run. */
export function shareRefusal(scope: ShareScope | undefined, item: BatchRequestItem): BatchResult | undefined {
  if (!scope) return undefined;
  return SHARE_ACTIONS.has(item.action) ? undefined : BatchResult.accessDenied;
}

/** True when the gId may be reached: always without a scope, else only the shared node and below. */
export function inShareScope(scope: ShareScope | undefined, gId: string): boolean {
  return !scope || isWithin(gId, scope.rootGId);
}

/** The ac a share grants: nothing outside the subtree, the creator's bits cut to browse and read inside. */
export function shareAccess(scope: ShareScope | undefined, gId: string, creatorAc: number): number {
  if (!scope) return creatorAc;
  return inShareScope(scope, gId) ? creatorAc & (AccessFlag.browse | AccessFlag.read) : AccessFlag.none;
}

/** The highest level a share-link batch reads at: standard, whatever the creator may see. */
export function shareLevelCap(scope: ShareScope | undefined, level: number): number {
  return scope ? Math.min(level, VisibilityLevel.standard) : level;
}

/**
 * Items as the share scope runs them: a browse without gId browses the shared node (the recipient
 * knows only the link), and browse levels are the standard level, so a debug-level browse cannot show
 * nodes the creator has no browse access to.
 */
export function scopeShareItems(scope: ShareScope | undefined, items: readonly BatchRequestItem[]): readonly BatchRequestItem[] {
  if (!scope) return items;
  return items.map((item) => {
    if (item.action !== BatchAction.browse) return item;
    const filter = { ...item.filter, browseLevel: VisibilityLevel.standard, memberBrowseLevel: VisibilityLevel.standard };
    return { ...item, gId: item.gId ?? scope.rootGId, filter };
  });
}
