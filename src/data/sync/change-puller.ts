// The pull half of sync (docs/architecture.md "Pull"): asks the server what changed since the cursor in
// the meta table, applies it to the node mirror (through the mirror worker, like any browse answer) and
// the record mirror, and stores the new cursor with the records in one transaction. Node changes are
// applied first: a crash between the two leaves the old cursor, and applying the same current states
// again changes nothing. A reset empties the mirrors and tells the screens to browse afresh.
import { ApiError } from '../api-error';
import { coalescedRun } from '../coalesced-run';
import { db } from '../db';
import { FETCHED_AT_META } from '../nodes/mirror-rows';
import { applyResponseToMirror } from '../nodes/mirror-worker-client';
import { getMeta } from '../meta-repository';
import { putRecords, removeRecords } from '../records/record-rows';
import { TAG_DEFS_SEC_VER_META } from '../../domain/nodes/tag-definitions';
import { SYNC_CURSOR_META, nodeKeysToCheck, planPulledChanges, pullStepOf } from '../../domain/sync/pulled-changes';
import type { SyncChange } from '../../domain/sync/sync-protocol';
import { emitSyncSignal } from './sync-signals';
import { getChanges } from './sync-api';
import { webLocksOrNull } from '../web-locks';

/**
 * pulled: the mirror is as current as the server's log; reset: the mirror was emptied for a fresh browse;
 * skipped: not signed in, or another tab is pulling; offline: no connection; failed: refused or broken.
 */
export type PullOutcome = 'pulled' | 'reset' | 'skipped' | 'offline' | 'failed';

/** Pages one pull applies at most; the next trigger goes on from the stored cursor. */
const MAX_PAGES_PER_PULL = 50;
const PULL_LOCK = 'console-change-pull';

let mayPull: () => boolean = () => false;

/** Who may pull: the page sets it to "signed in", so a pull never asks for a login by itself. */
export function setPullGate(gate: () => boolean): void {
  mayPull = gate;
}

/**
 * Brings the mirrors up to date with the server's changes. Calls during a pull share it and make it
 * look once more at its end (the outbox sender calls this after pushing). Never rejects.
 */
export function pullChanges(): Promise<PullOutcome> {
  return runPull();
}

const runPull = coalescedRun(
  () => withPullLock(pullOnce),
  (outcome: PullOutcome) => outcome === 'pulled' || outcome === 'reset',
);

/** One tab pulls at a time (Web Locks where the browser has them); the others see its writes through Dexie. */
async function withPullLock(run: () => Promise<PullOutcome>): Promise<PullOutcome> {
  const locks = webLocksOrNull();
  if (!locks) return run();
  return locks.request(PULL_LOCK, { ifAvailable: true }, (lock) => (lock ? run() : 'skipped'));
}

async function pullOnce(): Promise<PullOutcome> {
  if (!mayPull()) return 'skipped';
  try {
    let cursor = await getMeta<string | null>(SYNC_CURSOR_META, null);
    for (let page = 0; page < MAX_PAGES_PER_PULL; page++) {
      const step = pullStepOf(await getChanges(cursor));
      if (step.kind === 'reset') {
        await resetMirror(step.cursor);
        return 'reset';
      }
      await applyChanges(step.changes, step.cursor);
      cursor = step.cursor;
      if (!step.more) break;
    }
    return 'pulled';
  } catch (error) {
    return error instanceof ApiError && error.network ? 'offline' : 'failed';
  }
}

/** Applies one page and stores its cursor. */
export async function applyChanges(changes: readonly SyncChange[], cursor: string): Promise<void> {
  const keys = nodeKeysToCheck(changes);
  const rows = keys.length > 0 ? await db.nodes.bulkGet(keys) : [];
  const mirrored = new Map(rows.filter((r) => r !== undefined).map((r) => [r.key, r.childrenLoaded]));
  const plan = planPulledChanges(changes, mirrored);
  for (const batch of plan.nodeBatches) await applyResponseToMirror(batch.host, batch.items, batch.response);
  const now = Date.now();
  await db.transaction('rw', [db.records, db.meta], async () => {
    await putRecords(plan.putRecords, db, now);
    for (const { entity, id } of plan.deleteRecords) await removeRecords(entity, [id], db);
    await db.meta.put({ key: SYNC_CURSOR_META, value: cursor, updatedAt: new Date(now).toISOString() });
  });
}

/**
 * Empties both mirrors (and what describes them: mirror ages, the tag definitions' version) and keeps the
 * fresh cursor, in one transaction; then every mirrored screen browses again. The outbox is not touched.
 */
export async function resetMirror(cursor: string): Promise<void> {
  await db.transaction('rw', [db.nodes, db.properties, db.journal, db.records, db.recordLists, db.meta], async () => {
    await Promise.all([db.nodes.clear(), db.properties.clear(), db.journal.clear(), db.records.clear(), db.recordLists.clear()]);
    await db.meta.where('key').startsWith(FETCHED_AT_META).delete();
    await db.meta.delete(TAG_DEFS_SEC_VER_META);
    await db.meta.put({ key: SYNC_CURSOR_META, value: cursor, updatedAt: new Date().toISOString() });
  });
  emitSyncSignal('reset');
}
