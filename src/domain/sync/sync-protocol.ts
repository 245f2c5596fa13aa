// The wire types of GET /api/sync/changes (docs/api.md "Sync"): what changed since a cursor, as the
// current state of each changed thing the caller may read. Shared by the server and the puller.
// DO NOT rename fields: they are the protocol.
import type { NodeDto } from '../nodes/node-protocol';
import type { RecordEntity } from '../records/record-entities';
import type { RecordAnswer } from '../records/record-wire';

export const SYNC_CHANGES_PATH = '/api/sync/changes';
/** Changes per page when the request names no limit, and the most it may ask for. */
export const SYNC_DEFAULT_LIMIT = 200;
export const SYNC_MAX_LIMIT = 500;

/** A node as a depth-0 browse answers it (properties included), or gone for this caller. */
export type NodeChange = { kind: 'node'; host: string; gId: string; node: NodeDto } | { kind: 'node'; host: string; gId: string; removed: true };

/** A record as GET /api/db/{entity}/{id} answers it, or deleted (or out of the caller's sight). */
export type RecordChange = { kind: 'record'; entity: RecordEntity; id: number; record: RecordAnswer } | { kind: 'record'; entity: RecordEntity; id: number; deleted: true };

/** A new event-log entry (administrators only). */
export type EventChange = {
  kind: 'event';
  id: number;
  entry: { time: string; source: string; category: string; username: string | null; entity: string | null; entityId: string | null; message: string | null };
};

export type SyncChange = NodeChange | RecordChange | EventChange;

/**
 * A page of changes; `more` asks for the next page at once. `reset`: the cursor can not be continued
 * (too old, another user's, or the caller's rights or teams changed) — drop the mirror and browse
 * afresh from `cursor`.
 */
export type SyncChangesAnswer = { changes: SyncChange[]; cursor: string; more: boolean; reset?: false } | { reset: true; cursor: string; changes: []; more: false };
