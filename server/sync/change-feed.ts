// The answer of GET /api/sync/changes: the change log rows after a seq, turned into the current state of
// what changed, seen through the caller's rights with the same code the record calls and the node
// browse use. A change the caller may not read is left out without a trace; a record (or a licence node)
// that left the caller's sight is announced as gone only to those who could read it before (its stored scope).
import { computeRecordAccess, hasAccess as hasRecordAccess } from '../../src/domain/records/record-access';
import type { RecordSecurity } from '../../src/domain/records/record-access';
import { RECORD_ENTITIES } from '../../src/domain/records/record-entities';
import type { RecordEntity } from '../../src/domain/records/record-entities';
import type { BatchRequestItem } from '../../src/domain/nodes/node-protocol';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import { AccessFlag, RecordAccess } from '../../src/domain/rights';
import type { EventChange, NodeChange, RecordChange, SyncChange } from '../../src/domain/sync/sync-protocol';
import type { Selectable } from 'kysely';
import type { ChangeLogTable, UserRow } from '../db/schema';
import { accessClassOf, classAccess, hasAccess, maxBrowseLevel } from '../nodes/node-access';
import type { NodeService } from '../nodes/node-service';
import type { Db } from '../nodes/node-store';
import { buildAnswers, findVisibleRows } from '../records/record-reader';
import type { Viewer } from '../records/record-viewer';
import { entityRight } from '../routes/records-access';
import { hasRight } from '../services/user-rights';

type ChangeRow = Selectable<ChangeLogTable>;

export type FeedCaller = { user: UserRow; viewer: Viewer; ip: string };

/** Bytes of change answers per page at most; the page ends early (more: true) past it. */
export const MAX_PAGE_BYTES = 2_000_000;

/** Up to `limit` changes; lastSeq is the last log row the page covers (the next cursor). */
export type FeedPage = { changes: SyncChange[]; lastSeq: number; more: boolean };

/**
 * Log rows one request reads at most per change it may answer: many rows are for things the caller
 * can not see (other teams' records, event entries), so a page reads more rows than it answers.
 */
export const ROWS_PER_CHANGE = 4;

/** The log rows after `since`, in commit order, as many as a page of `limit` changes may read. */
export async function readChangeRows(db: Db, since: number, limit: number): Promise<ChangeRow[]> {
  return db.selectFrom('change_log').selectAll().where('seq', '>', since).orderBy('seq').limit(limit * ROWS_PER_CHANGE).execute();
}

const seqOf = (row: ChangeRow) => Number(row.seq);
const keyOf = (row: ChangeRow) => `${row.kind}|${row.host ?? ''}|${row.entity ?? ''}|${row.ref}`;

export async function buildFeedPage(db: Db, nodes: NodeService, caller: FeedCaller, rows: readonly ChangeRow[], limit: number): Promise<FeedPage> {
  // One answer per thing: it is its state now, however often it changed within the page.
  const firstRows = new Map<string, ChangeRow>();
  const scopes = new Map<string, RecordSecurity[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (!firstRows.has(key)) firstRows.set(key, row);
    if (row.scope !== null) scopes.set(key, [...(scopes.get(key) ?? []), JSON.parse(row.scope) as RecordSecurity]);
  }
  // Answers are built `limit` things at a time, until there are enough for a page.
  const candidates = [...firstRows.values()];
  const answers = new Map<string, SyncChange>();
  const built = new Set<string>();
  for (let start = 0; start < candidates.length && answers.size < limit; start += limit) {
    const chunk = candidates.slice(start, start + limit);
    await addRecordAnswers(db, caller.viewer, chunk.filter((r) => r.kind === 'record'), scopes, answers);
    await addNodeAnswers(nodes, caller, chunk.filter((r) => r.kind === 'node'), scopes, answers);
    if (caller.viewer.isAdmin) await addEventAnswers(db, chunk.filter((r) => r.kind === 'event'), answers);
    for (const row of chunk) built.add(keyOf(row));
  }

  const changes: SyncChange[] = [];
  let bytes = 0;
  let lastSeq = 0;
  for (const row of rows) {
    const key = keyOf(row);
    if (!built.has(key)) return { changes, lastSeq, more: true };
    const answer = firstRows.get(key) === row ? answers.get(key) : undefined;
    if (answer) {
      const size = JSON.stringify(answer).length;
      if (changes.length === limit || (changes.length > 0 && bytes + size > MAX_PAGE_BYTES)) return { changes, lastSeq, more: true };
      bytes += size;
      changes.push(answer);
    }
    lastSeq = seqOf(row);
  }
  return { changes, lastSeq, more: rows.length === limit * ROWS_PER_CHANGE };
}

function mayReadKind(viewer: Viewer, entity: RecordEntity): boolean {
  const right = entityRight(entity);
  return right === null || viewer.isAdmin || hasRight(viewer.rights, right);
}

async function addRecordAnswers(db: Db, viewer: Viewer, rows: ChangeRow[], scopes: Map<string, RecordSecurity[]>, out: Map<string, SyncChange>): Promise<void> {
  for (const entity of RECORD_ENTITIES) {
    if (!mayReadKind(viewer, entity)) continue;
    const ofKind = rows.filter((r) => r.entity === entity);
    if (ofKind.length === 0) continue;
    const visible = await findVisibleRows(db, viewer, entity, ofKind.map((r) => Number(r.ref)));
    const answers = new Map((await buildAnswers(db, viewer, visible, 'ownDraft')).map((a) => [a.id, a]));
    for (const row of ofKind) {
      const id = Number(row.ref);
      const record = answers.get(id);
      const key = keyOf(row);
      if (record) out.set(key, { kind: 'record', entity, id, record } satisfies RecordChange);
      else if (couldReadBefore(scopes.get(key), viewer)) {
        out.set(key, { kind: 'record', entity, id, deleted: true } satisfies RecordChange);
      }
    }
  }
}

/** True when a record's security stored with a change (its scope before) let the viewer read it. */
function couldReadBefore(scopes: readonly RecordSecurity[] | undefined, viewer: Viewer): boolean {
  return (scopes ?? []).some((scope) => hasRecordAccess(computeRecordAccess(scope, viewer), RecordAccess.read));
}

/**
 * Whether a node the caller's browse did not answer is announced as removed. A licence node's change
 * after a security change carries its record's security before (licence-nodes.ts): the node left the
 * view of exactly those who could read the record then, found or not. Any other node: when not found.
 */
function isRemovalFor(result: number, scopes: readonly RecordSecurity[] | undefined, viewer: Viewer): boolean {
  if (scopes === undefined) return result === BatchResult.notFound;
  return (result === BatchResult.notFound || result === BatchResult.accessDenied) && couldReadBefore(scopes, viewer);
}

/**
 * Each changed node browsed at depth 0 through the batch runner, as the caller's own browse would be:
 * found → its answer; not found → removed, but only where the caller's rights let them browse that part
 * of the tree (the access class depends on the gId alone), so a removal names nothing they could not see.
 */
async function addNodeAnswers(nodes: NodeService, caller: FeedCaller, rows: ChangeRow[], scopes: Map<string, RecordSecurity[]>, out: Map<string, SyncChange>): Promise<void> {
  const { rights } = caller.viewer;
  const byHost = new Map<string, ChangeRow[]>();
  for (const row of rows) {
    const host = row.host ?? '';
    if (!hasAccess(classAccess(accessClassOf(host, row.ref), rights), AccessFlag.browse)) continue;
    byHost.set(host, [...(byHost.get(host) ?? []), row]);
  }
  const browseLevel = maxBrowseLevel(rights);
  for (const [host, hostRows] of byHost) {
    if (host !== '' && !(await nodes.hasController(host))) continue;
    const items: BatchRequestItem[] = hostRows.map((r) => ({ action: BatchAction.browse, gId: r.ref, filter: { depth: 0, browseLevel, memberBrowseLevel: browseLevel } }));
    const { response } = await nodes.run(host, caller.user, rights, caller.ip, items);
    response.responses.forEach((answer, index) => {
      const row = hostRows[index];
      if (!row) return;
      const key = keyOf(row);
      if (answer.result === BatchResult.ok && answer.node) out.set(key, { kind: 'node', host, gId: row.ref, node: answer.node } satisfies NodeChange);
      else if (isRemovalFor(answer.result, scopes.get(key), caller.viewer)) out.set(key, { kind: 'node', host, gId: row.ref, removed: true } satisfies NodeChange);
    });
  }
}

/** Event-log entries: the event log is the administrators' (the console's Events page needs admin). */
async function addEventAnswers(db: Db, rows: ChangeRow[], out: Map<string, SyncChange>): Promise<void> {
  const ids = rows.map((r) => Number(r.ref));
  if (ids.length === 0) return;
  const entries = await db.selectFrom('audit_log').select(['id', 'time', 'source', 'category', 'username', 'entity', 'entity_id', 'message']).where('id', 'in', ids).execute();
  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const row of rows) {
    const e = byId.get(Number(row.ref));
    if (!e) continue;
    const entry = { time: e.time, source: e.source, category: e.category, username: e.username, entity: e.entity, entityId: e.entity_id, message: e.message };
    out.set(keyOf(row), { kind: 'event', id: e.id, entry } satisfies EventChange);
  }
}

