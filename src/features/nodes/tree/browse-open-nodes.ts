// Refresh of the node browser: the root and every open node, one level each, in one batch, so the
// open branches show what the server has now (not only the top level) and the mirror takes it in
// one transaction.
import { runBatch } from '../../../data/nodes/batch-client';
import { BatchItemError } from '../../../data/nodes/node-errors';
import { BatchAction, BatchResult } from '../../../domain/nodes/node-protocol';
import type { BrowseFilter } from '../../../domain/nodes/node-protocol';

/**
 * Browses the root and the open nodes. Rejects like browseNode when the root fails; resolves with the
 * result code of each open node whose browse failed. A node gone (4) is left out: the mirror has
 * deleted it, so it has no row to show an error on.
 */
export async function browseOpenNodes(
  host: string,
  rootGId: string,
  openGIds: readonly string[],
  filter: BrowseFilter,
  signal?: AbortSignal,
): Promise<Map<string, number>> {
  const gIds = [rootGId, ...new Set(openGIds.filter((gId) => gId !== rootGId))];
  const items = gIds.map((gId) => ({ action: BatchAction.browse, gId, filter }));
  const run = await runBatch(host, items, { signal });
  const failed = new Map<string, number>();
  for (const failure of run.failures) {
    if (failure.index === 0) throw new BatchItemError(failure);
    const gId = gIds[failure.index];
    if (gId !== undefined && failure.result !== BatchResult.notFound) failed.set(gId, failure.result);
  }
  return failed;
}
