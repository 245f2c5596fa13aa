// The answers of the record API in one place, so tests and docs quote the same words.
import { httpError } from '../services/http-error';
import type { HttpError } from '../services/http-error';

export const MSG_RECORD_NOT_FOUND = /*i18n*/ 'Record not found or you do not have enough permissions!';
export const MSG_RECORD_DELETED = /*i18n*/ 'The record is deleted and can not be changed.';
export const MSG_RECORD_CLOSED = /*i18n*/ 'The record is closed and can not be changed.';
export const MSG_RECORD_SNAPSHOT = /*i18n*/ 'The record is a snapshot and can not be changed.';
export const MSG_NO_RECORD_RIGHT = /*i18n*/ 'You do not have enough permissions to do this with the record.';
export const MSG_NO_CREATE_RIGHT = /*i18n*/ 'You may not create records of this kind.';
export const MSG_PACKAGES_BY_IMPORT = /*i18n*/ 'Packages are created by importing package files.';
export const MSG_NO_DRAFT = /*i18n*/ 'The record has no draft.';
export const MSG_FEATURE_UID_FIXED = /*i18n*/ 'The feature UID can not be changed.';
export const MSG_FEATURE_UID_TAKEN = /*i18n*/ 'A feature with this UID already exists.';
export const MSG_SHARE_PAIR = /*i18n*/ 'Share with - please select user and role!';
export const MSG_NO_SHARING = /*i18n*/ 'Records of this kind can not be shared.';
export const MSG_EXPERIMENT_NO_SHARING = /*i18n*/ 'An experiment of a project can not be shared.';
export const MSG_TEAM_FROM_PROJECT = /*i18n*/ 'The team of a record in a project comes from the project.';
export const MSG_TEAM_NOT_ALLOWED = /*i18n*/ 'You may not assign records to this team.';
export const MSG_OWNER_NOT_ALLOWED = /*i18n*/ 'You may not assign the ownership of records of this kind.';
export const MSG_REFERENCED = /*i18n*/ 'The record is referenced by other records.';
export const MSG_NOT_DELETED = /*i18n*/ 'The record is not deleted.';
export const MSG_MOVE_WOULD_SHARE = /*i18n*/ 'The project or experiment shares its records with users this record is not shared with: moving it there needs the right to assign its security.';
export const MSG_CONTAINER_REACHES = /*i18n*/ 'The change would reach records in the project or experiment whose security you may not assign.';
export const MSG_REFERENCED_HIDDEN = /*i18n*/ 'The record is referenced by records you can not see, so it can not be deleted permanently. Ask an administrator.';

export function recordNotFound(): HttpError {
  return httpError(404, MSG_RECORD_NOT_FOUND);
}

/** The optimistic-concurrency refusal: the caller edited revision N-1 (or older) while N is current. */
export function staleRevision(currentRev: number): HttpError {
  return httpError(409, `The record was changed by someone else (revision ${currentRev}). Reload it and try again.`, { field: 'recRev' });
}

export function editedByOther(name: string): HttpError {
  return httpError(409, `The record is being edited by ${name}.`);
}
