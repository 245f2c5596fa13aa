// Which licence nodes a batch's caller may see: exactly the licence records they may read (the licence
// right and the record read rule of record-visibility.ts), read once per batch and only for batches whose
// items reach the licences root or lie below it; any other batch sees no licence node.
import { licenceIdOf } from '../../src/domain/nodes/licence-node-ids';
import type { BatchRequestItem } from '../../src/domain/nodes/node-protocol';
import { ROOT_GID, TEMP_ID_PREFIX } from '../../src/domain/nodes/node-protocol';
import { AccessFlag, Right } from '../../src/domain/rights';
import { loadViewer } from '../records/record-viewer';
import { visibleTo } from '../records/record-visibility';
import { hasRight, loadUserRights } from '../services/user-rights';
import type { BatchContext } from './batch-context';
import { GID_LICENSES, isWithin } from './node-access';

const READ_BITS = AccessFlag.browse | AccessFlag.read;

/** True when an item of the local tree names the licences root, a node above it, or one below it. */
export function reachesLicences(host: string, items: readonly BatchRequestItem[]): boolean {
  if (host !== '') return false;
  return items.some((item) => {
    const gId = item.gId ?? ROOT_GID;
    return !gId.startsWith(TEMP_ID_PREFIX) && (isWithin(GID_LICENSES, gId) || isWithin(gId, GID_LICENSES));
  });
}

/** The ids of the licence records the caller may read. */
export async function loadLicenceSight(ctx: BatchContext): Promise<ReadonlySet<number>> {
  if (!hasRight(ctx.rights, Right.accessLicenses)) return new Set();
  const granted = await loadUserRights(ctx.db, ctx.user.id);
  const viewer = await loadViewer(ctx.db, ctx.user, { ...granted, rights: new Set(ctx.rights) });
  const rows = await ctx.db
    .selectFrom('records')
    .select('id')
    .where('entity', '=', 'license')
    .where('deleted', '=', 0)
    .where((eb) => visibleTo(eb, viewer))
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** A licence node's access: browse and read for a caller who may read its record, else nothing. */
export function licenceNodeAccess(ctx: BatchContext, gId: string, bits: number): number {
  // Licence records cannot be shared, so no share link shows their nodes (it runs as its creator).
  if (ctx.share) return AccessFlag.none;
  const id = licenceIdOf(gId);
  return id !== null && ctx.licenceSight?.has(id) === true ? bits & READ_BITS : AccessFlag.none;
}
