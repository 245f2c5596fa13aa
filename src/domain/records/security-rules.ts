// The rules of the record Security panel (node-model.md §2.7, §4 "Project/experiment choice", §5, §6):
// who may change owner, team and shares, which options the selects offer, what choosing a project or
// experiment copies, and what blocks or warns before saving. Pure, so the panel and its tests agree.
import type { RoleRef, TeamRef, UserRef } from '../auth-data';
import { RecordAccess } from '../rights';
import { hasAccess } from './record-access';
import type { AclEntry } from './record-access';
import { ENTITY_CAPABILITIES } from './record-entities';
import type { RecordEntity } from './record-entities';

export const MSG_NO_TEAM = 'No team selected.';
export const MSG_SHARE_PAIR = 'Share with - please select user and role!';

/** -1 means the record belongs to no project / experiment. */
export const NO_GROUP = -1;

export type SecurityValue = {
  recOwnerId: number | null;
  recTeamId: number | null;
  recAcl: AclEntry[];
  /** Shares inherited from the project and experiment: shown, never edited. */
  recInhAcl: AclEntry[];
  projectId: number;
  expId: number;
};

export type SecurityContext = {
  entity: RecordEntity;
  isCreate: boolean;
  /** The record's readonly flag (or the form is not in edit mode). */
  readonly: boolean;
  /** recAccess of the existing record; ignored on create. */
  recAccess: number;
  /** assignRights bits of the user (auth data). */
  assignRights: number;
  isAdmin: boolean;
  userId: number;
  userName: string;
};

/** Assigning owner or team needs the kind's assign bit when creating, the record's assign bit otherwise. */
export function canAssign(ctx: SecurityContext): boolean {
  if (ctx.isAdmin) return true;
  if (ctx.isCreate) {
    const flag = ENTITY_CAPABILITIES[ctx.entity].entityFlag;
    return flag === 0 ? ctx.assignRights !== 0 : (ctx.assignRights & flag) === flag;
  }
  return hasAccess(ctx.recAccess, RecordAccess.assign);
}

/** Read-only when the readonly flag is set, or on an existing record without the assign right. */
export function isSecurityReadOnly(ctx: SecurityContext): boolean {
  return ctx.readonly || (!ctx.isCreate && !hasAccess(ctx.recAccess, RecordAccess.assign) && !ctx.isAdmin);
}

export function belongsToGroup(value: Pick<SecurityValue, 'projectId' | 'expId'>): boolean {
  return value.projectId !== NO_GROUP || value.expId !== NO_GROUP;
}

/** The team is the project's and cannot be chosen while the record belongs to a project or experiment. */
export function isTeamLocked(value: Pick<SecurityValue, 'projectId' | 'expId'>): boolean {
  return belongsToGroup(value);
}

/** Sharing is off for some kinds, and for an experiment that belongs to a project. */
export function sharingAllowed(entity: RecordEntity, value: Pick<SecurityValue, 'projectId'>): boolean {
  if (!ENTITY_CAPABILITIES[entity].canShare) return false;
  return !(entity === 'experiment' && value.projectId !== NO_GROUP);
}

export function canEditShares(ctx: SecurityContext, value: SecurityValue): boolean {
  return sharingAllowed(ctx.entity, value) && !isSecurityReadOnly(ctx);
}

/** The share area starts open on create and closed on existing records. */
export function shareAreaInitiallyOpen(isCreate: boolean): boolean {
  return isCreate;
}

export type Option = { id: number; name: string };

/**
 * Owners come from the global user list only when assignment is allowed; otherwise the user alone. The
 * current owner is always offered, so the select can show who owns the record.
 */
export function ownerOptions(ctx: SecurityContext, users: readonly UserRef[], current: { id: number | null; name: string | null }): Option[] {
  const list: Option[] = canAssign(ctx) ? users.map((u) => ({ id: u.userId, name: u.name })) : [{ id: ctx.userId, name: ctx.userName }];
  if (current.id !== null && !list.some((o) => o.id === current.id)) list.push({ id: current.id, name: current.name ?? `#${current.id}` });
  return list;
}

/**
 * Teams the user may create in (the auth data lists all teams to users who may assign, their own teams to
 * others); with a project an empty choice is added, since the team then comes from the project.
 */
export function teamOptions(teams: readonly TeamRef[], value: SecurityValue, current: { id: number | null; name: string | null }): (Option | { id: null; name: string })[] {
  const list: (Option | { id: null; name: string })[] = teams.map((t) => ({ id: t.id, name: t.name }));
  if (current.id !== null && !list.some((o) => o.id === current.id)) list.push({ id: current.id, name: current.name ?? `#${current.id}` });
  if (belongsToGroup(value)) list.unshift({ id: null, name: '' });
  return list;
}

export function roleOptions(roles: readonly RoleRef[]): Option[] {
  return roles.map((r) => ({ id: r.id, name: r.name }));
}

/** A project or experiment chosen for the record, with what it hands down. */
export type GroupChoice = { projectId: number; expId: number; teamId: number | null; acl: AclEntry[] };

/**
 * Choosing copies the group's team and loads its shares as the inherited ACL; the record's own shares are
 * cleared when sharing is then not allowed. Clearing the choice empties the inherited ACL and the team.
 */
export function applyGroupChoice(entity: RecordEntity, value: SecurityValue, choice: GroupChoice | null): SecurityValue {
  if (choice === null) return { ...value, projectId: NO_GROUP, expId: NO_GROUP, recInhAcl: [], recTeamId: null };
  const next: SecurityValue = { ...value, projectId: choice.projectId, expId: choice.expId, recTeamId: choice.teamId, recInhAcl: [...choice.acl] };
  if (!sharingAllowed(entity, next)) next.recAcl = [];
  return next;
}

export type SecurityCheck = { errors: string[]; warnings: string[] };

/**
 * Errors block saving; warnings ask 'Are you sure you want to continue?'. A share row needs both a user
 * and a role; a new project without a team is warned about.
 */
export function checkSecurity(entity: RecordEntity, value: SecurityValue, isCreate: boolean): SecurityCheck {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (value.recAcl.some((e) => (e.userId === null) !== (e.roleId === null) || (e.userId === null && e.roleId === null))) errors.push(MSG_SHARE_PAIR);
  if (isCreate && entity === 'project' && value.recTeamId === null) warnings.push(MSG_NO_TEAM);
  return { errors, warnings };
}

export function sameAcl(a: readonly AclEntry[], b: readonly AclEntry[]): boolean {
  return a.length === b.length && a.every((e, i) => e.userId === b[i]?.userId && e.roleId === b[i]?.roleId);
}

/** The owner select: only with the assign right, on an editable panel. */
export function ownerEditable(ctx: SecurityContext): boolean {
  return !isSecurityReadOnly(ctx) && canAssign(ctx);
}

/**
 * The team select: locked to the project's team inside a project; otherwise with the assign right, or on
 * create among the user's own teams (the server accepts those without the assign bit).
 */
export function teamEditable(ctx: SecurityContext, value: SecurityValue): boolean {
  return !isSecurityReadOnly(ctx) && !isTeamLocked(value) && (canAssign(ctx) || ctx.isCreate);
}

/** Which kinds may be put into a project or experiment from the panel: not projects themselves. */
export function groupChoiceKinds(entity: RecordEntity): 'none' | 'projects' | 'projectsAndExperiments' {
  if (entity === 'project') return 'none';
  if (entity === 'experiment') return 'projects';
  return 'projectsAndExperiments';
}

export function securityValueOf(record: SecurityValue | null, defaults: { userId: number; teamId: number | null }): SecurityValue {
  if (record) {
    return { recOwnerId: record.recOwnerId, recTeamId: record.recTeamId, recAcl: [...record.recAcl], recInhAcl: [...record.recInhAcl], projectId: record.projectId, expId: record.expId };
  }
  return { recOwnerId: defaults.userId, recTeamId: defaults.teamId, recAcl: [], recInhAcl: [], projectId: NO_GROUP, expId: NO_GROUP };
}
