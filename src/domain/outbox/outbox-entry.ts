// The outbox (DESIGN.md "How data flows"): every write the UI makes is one entry, stored with its
// optimistic effect and sent in order by one sender with a mutation id. Pure shapes and small rules.
import type { ErrorItem } from '../error-item';
import type { BatchItemFailure } from '../nodes/batch-errors';
import type { MirrorNode } from '../nodes/mirror-records';
import type { BatchRequestItem } from '../nodes/node-protocol';
import type { RecordEntity } from '../records/record-entities';
import type { MessageRef } from '../messages/message-text';

export type OutboxState = 'queued' | 'sending' | 'done' | 'failed' | 'conflict';

export type OutboxKind =
  | 'node.update'
  | 'node.create'
  | 'node.delete'
  | 'node.move'
  | 'node.bind'
  | 'node.call'
  | 'node.restore'
  | 'node.clone'
  | 'record.create'
  | 'record.update'
  | 'record.publish'
  | 'record.discard'
  | 'record.delete'
  | 'record.restore'
  | 'record.state'
  | 'record.security'
  | 'record.project'
  | 'record.sample';

/** What an entry changes: a node of a host, or one record ('{entity}:{id}'; a negative id is temporary). */
export type OutboxTarget = { type: 'node'; host: string; gId: string } | { type: 'record'; entity: RecordEntity; id: number };

/** A node batch (one or more items for one host) or one generic record call. */
export type OutboxPayload =
  | { type: 'batch'; host: string; items: BatchRequestItem[] }
  | {
      type: 'record';
      method: 'POST' | 'PUT' | 'DELETE';
      entity: RecordEntity;
      /** The path after /api/db/{entity}: '' for a create or delete, '/{id}…' names the target, the rest are list calls. */
      suffix: RecordCallSuffix;
      body: Record<string, unknown>;
      /** List calls (`{ ids }` in the body) name the target record: its id is put in when sent, after any remap. */
      targetInIds?: boolean;
      query?: Record<string, string | number | boolean>;
      /** recRev is taken from the mirrored record when sent: an earlier entry of this outbox made it. */
      recRevFromMirror?: boolean;
      /** A call on the record outside /api/db/{entity} (analysisaddsample): sent to this path instead. */
      path?: string;
    };

export type RecordCallSuffix = '' | '/{id}' | '/{id}/publish' | '/{id}/discard' | '/restore' | '/SetRecordState' | '/AssignSecurity' | '/ChangeProject';

/** Why an entry did not go through, kept for the outbox view and for a caller awaiting it. */
export type OutboxError = {
  /** HTTP status; 0 when the client refused it (too late, signed out). */
  status: number;
  errors: ErrorItem[];
  /** The failed batch item, so a caller gets the same BatchItemError as a direct call. */
  batchFailure?: BatchItemFailure;
};

/** The lab user's words for an entry, captured when it is made (names may change later). */
export type OutboxLabel = {
  /** 'Pump › Flow rate', 'Customer ACME' */
  subject: string;
  /** '1.0 → 1.2 ml/min', 'created', 'saved and published' */
  change: string;
  /**
   * Subject and change as messages, shown in the language of the moment; `subject` and `change` hold
   * them as they read when the entry was made (and are all an entry made before this knows).
   */
  texts?: { subject?: MessageRef; change?: MessageRef };
};

/** The mirror rows as they were before the optimistic effect: a discard puts them back. */
export type OutboxUndo = {
  /** previousEntry: the pending entry that had set the value before, which owns the row again. */
  properties?: { key: string; value: unknown; previousEntry?: number }[];
  /** Rows the entry added to the mirror (temporary nodes or records): deleted on discard. */
  addedNodeKeys?: string[];
  /** Property rows of a node created offline (its type's, taken from a mirrored sibling). */
  addedPropertyKeys?: string[];
  addedRecordKeys?: string[];
  records?: { key: string; data: unknown; previousEntry?: number }[];
  /** Node rows an entry took out of the mirror (a delete), as they were: put back on discard. */
  removedNodes?: MirrorNode[];
};

export type OutboxEntry = {
  /** Auto-increment: the order entries were made in, which is the order they are sent in. */
  id?: number;
  kind: OutboxKind;
  /** The user who made it: entries are only ever sent while this user is signed in. */
  userId: string;
  target: OutboxTarget;
  payload: OutboxPayload;
  reason?: string;
  state: OutboxState;
  /** The mutation sequence number, assigned when first sent and reused on every retry. */
  seq?: number;
  error?: OutboxError;
  /** The server's answer once done (status and body), for callers awaiting the write. */
  answer?: unknown;
  label: OutboxLabel;
  undo?: OutboxUndo;
  /** Temporary ids this entry creates ('%key' of a node, a negative record id as text). */
  creates: string[];
  /** Temporary ids of other entries this one names. */
  uses: string[];
  /** Epoch ms. */
  createdAt: number;
  updatedAt: number;
  /** Failed sends so far (network, timeout): drives the backoff. */
  attempts: number;
  /** Not sent before this time (backoff). */
  notBefore?: number;
  /** Sent alone from now on: its group was refused as a whole (400, 413), so each entry gets its own answer. */
  solo?: boolean;
};

/** States that still have work to do, and that the app bar counts as pending. */
export const PENDING_STATES: readonly OutboxState[] = ['queued', 'sending'];
/** States that need the user: retry, edit or discard. */
export const STUCK_STATES: readonly OutboxState[] = ['failed', 'conflict'];

export function isPending(entry: Pick<OutboxEntry, 'state'>): boolean {
  return PENDING_STATES.includes(entry.state);
}

export function isStuck(entry: Pick<OutboxEntry, 'state'>): boolean {
  return STUCK_STATES.includes(entry.state);
}

/**
 * Whether the user may discard the entry. Not while it is sent, and not while it waits with its seq after
 * an answer was lost: the server may have applied it (alone or in its group), and the retry must send
 * the same request again to learn how it went.
 */
export function mayDiscard(entry: OutboxEntry): boolean {
  if (entry.state === 'done' || entry.state === 'sending') return false;
  return !(entry.state === 'queued' && entry.seq !== undefined);
}

/** The entry queued again (a retry by the user, or not run in its group): a new seq at its next send, no error, no backoff. */
export function backInLine(entry: OutboxEntry, now: number): OutboxEntry {
  const next: OutboxEntry = { ...entry, state: 'queued', attempts: 0, updatedAt: now };
  delete next.seq;
  delete next.error;
  delete next.notBefore;
  return next;
}

/** The one key of what an entry changes: entries with the same key are ordered against each other. */
export function targetKey(target: OutboxTarget): string {
  return target.type === 'node' ? `node:${target.host}|${target.gId}` : `record:${target.entity}:${target.id}`;
}

/** The temporary id text of a record not yet created: a negative id. */
export function recordTempId(entity: RecordEntity, id: number): string {
  return `${entity}:${id}`;
}
