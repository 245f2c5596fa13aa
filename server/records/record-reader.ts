// Turns stored rows into record answers: security names, own and inherited ACL, recAccess, the draft
// held by someone, signature check (tampered) and the read-only verdict.
import type { Kysely } from 'kysely';
import { computeRecordAccess, readOnlyReason } from '../../src/domain/records/record-access';
import type { AclEntry } from '../../src/domain/records/record-access';
import { Revision } from '../../src/domain/records/record-enums';
import type { RecordEntity } from '../../src/domain/records/record-entities';
import type { RecordAnswer } from '../../src/domain/records/record-wire';
import type { Database, RecordRow } from '../db/schema';
import { recordKeys, verifyRevision } from './record-signing';
import type { Viewer } from './record-viewer';
import { visibleTo } from './record-visibility';

export type DraftRow = { record_id: number; rev: number; data: string; editor_id: number | null; created_at: string };

/** Which version of the record an answer shows. */
export type VersionChoice = 'current' | 'ownDraft' | { rev: number };

type Lookups = {
  acl: Map<number, AclEntry[]>;
  drafts: Map<number, DraftRow>;
  userNames: Map<number, string>;
  teamNames: Map<number, string>;
  groupNames: Map<number, string>;
  /** Projects and experiments of these rows that the caller may read: only their names and shares are shown. */
  readableGroups: Set<number>;
};

function unique(values: (number | null)[]): number[] {
  return [...new Set(values.filter((v): v is number => v !== null))];
}

function groupIdsOf(rows: RecordRow[]): number[] {
  return unique(rows.flatMap((r) => [r.project_id, r.exp_id]));
}

/** The shares of the rows and of their projects and experiments: all that recAccess needs besides the row. */
async function loadAcl(db: Kysely<Database>, rows: RecordRow[]): Promise<Map<number, AclEntry[]>> {
  return aclOf(db, [...rows.map((r) => r.id), ...groupIdsOf(rows)]);
}

/** The own shares of the records with these ids (null ids are skipped), keyed by id. */
export async function aclOf(db: Kysely<Database>, ids: (number | null)[]): Promise<Map<number, AclEntry[]>> {
  const aclIds = unique(ids);
  const acl = new Map<number, AclEntry[]>();
  if (aclIds.length > 0) {
    const aclRows = await db.selectFrom('record_acl').select(['record_id', 'user_id', 'role_id']).where('record_id', 'in', aclIds).orderBy('id').execute();
    for (const a of aclRows) acl.set(a.record_id, [...(acl.get(a.record_id) ?? []), { userId: a.user_id, roleId: a.role_id }]);
  }
  return acl;
}

async function loadLookups(db: Kysely<Database>, viewer: Viewer, rows: RecordRow[]): Promise<Lookups> {
  const ids = rows.map((r) => r.id);
  const groupIds = groupIdsOf(rows);
  const acl = await loadAcl(db, rows);
  const drafts = new Map<number, DraftRow>();
  if (ids.length > 0) {
    const draftRows = await db
      .selectFrom('record_revisions')
      .select(['record_id', 'rev', 'data', 'editor_id', 'created_at'])
      .where('record_id', 'in', ids)
      .where('rev_state', '=', Revision.draft)
      .execute();
    for (const d of draftRows) drafts.set(d.record_id, d);
  }
  const userIds = unique([...rows.map((r) => r.owner_id), ...[...drafts.values()].map((d) => d.editor_id)]);
  const teamIds = unique(rows.map((r) => r.team_id));
  const users = userIds.length ? await db.selectFrom('users').select(['id', 'display_name']).where('id', 'in', userIds).execute() : [];
  const teams = teamIds.length ? await db.selectFrom('teams').select(['id', 'name']).where('id', 'in', teamIds).execute() : [];
  const groups = groupIds.length
    ? await db
        .selectFrom('records')
        .select(['id', 'name'])
        .where('id', 'in', groupIds)
        .where((eb) => visibleTo(eb, viewer))
        .execute()
    : [];
  return {
    acl,
    drafts,
    userNames: new Map(users.map((u) => [u.id, u.display_name])),
    teamNames: new Map(teams.map((t) => [t.id, t.name])),
    groupNames: new Map(groups.map((g) => [g.id, g.name])),
    readableGroups: new Set(groups.map((g) => g.id)),
  };
}

/** Every share inherited from the record's project and experiment: the access rule uses all of them. */
function inheritedAcl(lookups: Pick<Lookups, 'acl'>, row: Pick<RecordRow, 'project_id' | 'exp_id'>): AclEntry[] {
  return [...(row.project_id ? (lookups.acl.get(row.project_id) ?? []) : []), ...(row.exp_id ? (lookups.acl.get(row.exp_id) ?? []) : [])];
}

/** The inherited shares an answer shows: those of a project or experiment the caller can not read stay hidden. */
function shownInheritedAcl(lookups: Pick<Lookups, 'acl' | 'readableGroups'>, row: Pick<RecordRow, 'project_id' | 'exp_id'>): AclEntry[] {
  const readable = (id: number | null): id is number => id !== null && lookups.readableGroups.has(id);
  return [...(readable(row.project_id) ? (lookups.acl.get(row.project_id) ?? []) : []), ...(readable(row.exp_id) ? (lookups.acl.get(row.exp_id) ?? []) : [])];
}

/** recAccess of the caller on stored rows, keyed by id (used by the bulk calls before they change anything). */
export async function accessOf(db: Kysely<Database>, viewer: Viewer, rows: RecordRow[]): Promise<Map<number, number>> {
  const lookups = { acl: await loadAcl(db, rows) };
  return new Map(rows.map((row) => [row.id, accessWith(lookups, row, viewer)]));
}

function accessWith(lookups: Pick<Lookups, 'acl'>, row: RecordRow, viewer: Viewer): number {
  return computeRecordAccess({ ownerId: row.owner_id, teamId: row.team_id, acl: lookups.acl.get(row.id) ?? [], inhAcl: inheritedAcl(lookups, row) }, viewer);
}

/** The current content matches its signature and the searchable copies match the content. */
function isIntact(keys: Awaited<ReturnType<typeof recordKeys>>, row: RecordRow, content: Record<string, unknown>): boolean {
  if (content.name !== row.name || (content.description ?? '') !== row.description) return false;
  return verifyRevision(keys, { entity: row.entity, guid: row.guid, rev: row.rec_rev, content }, row.signature);
}

/** A record's stored content; a row whose JSON is corrupt reads as empty rather than failing the request. */
export function parseContent(data: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function buildAnswers(db: Kysely<Database>, viewer: Viewer, rows: RecordRow[], choice: VersionChoice = 'current'): Promise<RecordAnswer[]> {
  if (rows.length === 0) return [];
  const lookups = await loadLookups(db, viewer, rows);
  const keys = await recordKeys(db);
  const answers: RecordAnswer[] = [];
  for (const row of rows) {
    const currentContent = parseContent(row.data);
    const tamperedCurrent = !isIntact(keys, row, currentContent);
    const draft = lookups.drafts.get(row.id);
    const ownDraft = draft && draft.editor_id === viewer.userId ? draft : undefined;

    let content = currentContent;
    let rev = row.rec_rev;
    let published = true;
    let lastRev = !draft;
    let tampered = tamperedCurrent;
    let modifiedAt = row.modified_at;
    if (choice === 'ownDraft' && ownDraft) {
      content = parseContent(ownDraft.data);
      rev = ownDraft.rev;
      published = false;
      lastRev = true;
      modifiedAt = ownDraft.created_at;
    } else if (typeof choice === 'object' && choice.rev !== row.rec_rev) {
      const old = await db.selectFrom('record_revisions').selectAll().where('record_id', '=', row.id).where('rev', '=', choice.rev).executeTakeFirst();
      if (!old || old.rev_state === Revision.draft) continue;
      content = parseContent(old.data);
      rev = old.rev;
      lastRev = false;
      tampered = !verifyRevision(keys, { entity: row.entity, guid: row.guid, rev: old.rev, content }, old.signature);
      modifiedAt = old.created_at;
    }

    const recAcl = lookups.acl.get(row.id) ?? [];
    const recAccess = accessWith(lookups, row, viewer);
    const recordState = { recDeleted: row.deleted === 1, recLastRev: lastRev, recPublished: published, recAccess, recState: row.rec_state, snapshot: row.snapshot === 1 };
    const editorName = draft && draft.editor_id !== viewer.userId && draft.editor_id !== null ? (lookups.userNames.get(draft.editor_id) ?? null) : null;
    answers.push({
      ...content,
      id: row.id,
      guid: row.guid,
      entity: row.entity as RecordEntity,
      name: String(content.name ?? ''),
      description: String(content.description ?? ''),
      recTeamId: row.team_id,
      recTeamName: row.team_id !== null ? (lookups.teamNames.get(row.team_id) ?? null) : null,
      recOwnerId: row.owner_id,
      recOwnerName: row.owner_id !== null ? (lookups.userNames.get(row.owner_id) ?? null) : null,
      recAcl,
      recInhAcl: shownInheritedAcl(lookups, row),
      recAccess,
      projectId: row.project_id ?? -1,
      expId: row.exp_id ?? -1,
      projectName: row.project_id !== null ? (lookups.groupNames.get(row.project_id) ?? null) : null,
      expName: row.exp_id !== null ? (lookups.groupNames.get(row.exp_id) ?? null) : null,
      recTags: Array.isArray(content.recTags) ? (content.recTags as RecordAnswer['recTags']) : [],
      recRev: rev,
      recDeleted: recordState.recDeleted,
      recLastRev: lastRev,
      recPublished: published,
      recState: row.rec_state,
      snapshot: recordState.snapshot,
      sstRes: typeof content.sstRes === 'number' ? content.sstRes : 0,
      rptStatus: typeof content.rptStatus === 'number' ? content.rptStatus : 0,
      tampered,
      userEditing: editorName,
      readonly: readOnlyReason(recordState) !== null,
      createdAt: row.created_at,
      modifiedAt,
    });
  }
  return answers;
}

/** A record of this kind the caller may read, or undefined (unknown, other kind, or not granted). */
export async function findVisibleRow(db: Kysely<Database>, viewer: Viewer, entity: RecordEntity, where: { id: number } | { guid: string }): Promise<RecordRow | undefined> {
  let query = db.selectFrom('records').selectAll().where('entity', '=', entity).where((eb) => visibleTo(eb, viewer));
  query = 'id' in where ? query.where('id', '=', where.id) : query.where('guid', '=', where.guid);
  return query.executeTakeFirst();
}

export async function findVisibleRows(db: Kysely<Database>, viewer: Viewer, entity: RecordEntity, ids: number[]): Promise<RecordRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('records').selectAll().where('entity', '=', entity).where('id', 'in', ids).where((eb) => visibleTo(eb, viewer)).orderBy('id').execute();
}
