// What the record title bar shows (node-model.md §2.9, §3 record wrapper, §4 "Record editing"): which
// icons and buttons, the revision and DRAFT marker, and who else is editing. Pure, so each state of the
// bar is one rule with one test.
import { readOnlyReason } from './record-access';
import type { ReadOnlyReason } from './record-access';
import { ENTITY_CAPABILITIES } from './record-entities';
import type { RecordCommon } from './record-wire';
import { messageText } from '../messages/message-text';

export const MSG_RECORD_NOT_FOUND = /*i18n*/ 'Record not found or you do not have enough permissions!';
export const MSG_TAMPERED = /*i18n*/ 'Document signature is invalid. Unauthorized content modification';
export const SAVE_TITLE = /*i18n*/ 'Save current document revision';
export const DISCARD_TITLE = /*i18n*/ 'Discard current document revision';

export type TitleRecord = Pick<
  RecordCommon,
  'entity' | 'recDeleted' | 'recLastRev' | 'recPublished' | 'recAccess' | 'recState' | 'snapshot' | 'readonly' | 'userEditing' | 'tampered' | 'recRev'
>;

export type TitleBarState = {
  mode: 'readonly' | 'edit';
  /** Why the record cannot be edited at all; null when it can. */
  lockedBy: ReadOnlyReason | 'otherEditor' | 'serverReadonly' | null;
  /** The record wrapper's canSwitchToEditMode: the Edit button shows. */
  showEdit: boolean;
  showSave: boolean;
  showDiscard: boolean;
  /** The revision shown next to the name. */
  revision: number;
  /** Unpublished: the user's own draft. */
  draft: boolean;
  tampered: boolean;
  /** Another user's name when they hold the draft. */
  userEditing: string | null;
};

/** The user's own unpublished draft: the server answers it with recPublished false and no other editor. */
export function isOwnDraft(record: Pick<TitleRecord, 'recPublished' | 'userEditing'>): boolean {
  return !record.recPublished && record.userEditing === null;
}

export function editLock(record: TitleRecord): TitleBarState['lockedBy'] {
  const reason = readOnlyReason(record);
  if (reason) return reason;
  if (record.userEditing) return 'otherEditor';
  // The server's own verdict covers rules the client cannot see (e.g. an old revision asked for by ?rev).
  if (record.readonly && !isOwnDraft(record)) return 'serverReadonly';
  return null;
}

/**
 * Read-only until Edit; kinds without in-place edit (canEdit false) always start read-only, other kinds
 * start editing unless opened with the readonly flag. An own draft opens in edit mode: Save publishes it,
 * Discard drops it.
 */
export function initialEditing(record: TitleRecord, openedAsReadonly: boolean): boolean {
  if (editLock(record) !== null) return false;
  if (isOwnDraft(record)) return true;
  return ENTITY_CAPABILITIES[record.entity].canEdit && !openedAsReadonly;
}

export function titleBarState(record: TitleRecord, editing: boolean): TitleBarState {
  const lockedBy = editLock(record);
  const canEditNow = lockedBy === null;
  const inEdit = editing && canEditNow;
  return {
    mode: inEdit ? 'edit' : 'readonly',
    lockedBy,
    showEdit: canEditNow && !inEdit,
    showSave: inEdit,
    showDiscard: inEdit,
    revision: record.recRev,
    draft: !record.recPublished,
    tampered: record.tampered,
    userEditing: record.userEditing,
  };
}

const LOCK_TEXT: Record<NonNullable<TitleBarState['lockedBy']>, string> = {
  deleted: /*i18n*/ 'The record is deleted.',
  snapshot: /*i18n*/ 'The record is a snapshot.',
  oldRevision: /*i18n*/ 'This is an old revision.',
  closed: /*i18n*/ 'The record is closed.',
  noUpdateRight: /*i18n*/ 'You do not have the right to change this record.',
  otherEditor: /*i18n*/ 'Another user is editing this record.',
  serverReadonly: /*i18n*/ 'The record is read-only.',
};

export function lockText(lock: TitleBarState['lockedBy'], userEditing: string | null): string {
  if (lock === null) return messageText(/*i18n*/ 'Editing');
  if (lock === 'otherEditor' && userEditing) return messageText(/*i18n*/ '{user} is editing this record.', { user: userEditing });
  return messageText(LOCK_TEXT[lock]);
}

export type Crumb = { kind: 'customer' | 'project' | 'experiment' | 'record'; label: string; id: number | null; guid?: string };

/** customer > project > experiment > record name; a part the record does not have is left out. */
export function recordCrumbs(
  record: Pick<RecordCommon, 'name' | 'projectId' | 'projectName' | 'expId' | 'expName' | 'id'>,
  customer: { id: number; name: string; guid: string } | null,
): Crumb[] {
  const crumbs: Crumb[] = [];
  if (customer) crumbs.push({ kind: 'customer', label: customer.name, id: customer.id, guid: customer.guid });
  if (record.projectId !== -1) crumbs.push({ kind: 'project', label: record.projectName ?? `Project ${record.projectId}`, id: record.projectId });
  if (record.expId !== -1) crumbs.push({ kind: 'experiment', label: record.expName ?? `Experiment ${record.expId}`, id: record.expId });
  crumbs.push({ kind: 'record', label: record.name, id: record.id });
  return crumbs;
}
