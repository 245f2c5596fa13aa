// GET /api/sync/changes (docs/api.md "Sync"), typed. Network only: the puller decides what to apply.
import { SYNC_CHANGES_PATH, SYNC_DEFAULT_LIMIT } from '../../domain/sync/sync-protocol';
import type { SyncChangesAnswer } from '../../domain/sync/sync-protocol';
import { api } from '../api-client';

/** Without `since`: no changes, only the cursor of now, where a fresh mirror starts. */
export async function getChanges(since: string | null, limit = SYNC_DEFAULT_LIMIT): Promise<SyncChangesAnswer> {
  return (await api.get<SyncChangesAnswer>(SYNC_CHANGES_PATH, { query: { since: since ?? undefined, limit } })).data;
}
