// The rules of the record Security panel (node-model.md §2.7, §4 "Project/experiment choice", §5, §6):
// who may change owner, team and shares, which options the selects offer, what choosing a project or
// experiment copies, and what blocks or warns before saving. Pure, so the panel and its tests agree.
import type { RoleRef, TeamRef, UserRef } from '../auth-data';
import { RecordAccess } from '../rights';
import type { FormCheck } from '../values/form-check';
import { runFormChecks } from '../values/form-check';
import { hasAccess } from './record-access';
import type { AclEntry } from './record-access';
import { ENTITY_CAPABILITIES, entityBitsAllow } from './record-entities';
import type { RecordEntity } from './record-entities';

export const MSG_NO_TEAM = /*i18n*/ 'No team selected.';
export const MSG_SHARE_PAIR = /*i18n*/ 'Share with - please select user and role!';

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

/** The user's assign bit for the kind (assignRights), as the server's mayAssign reads it. */
export function assignsKind(ctx: Pick<SecurityContext, 'entity' | 'assignRights' | 'isAdmin'>): boolean {
  return ctx.isAdmin || entityBitsAllow(ctx.assignRights, ctx.entity);
}

/** Assigning owner or team needs the kind's assign bit when creating, the record's assign bit otherwise. */
export function canAssign(ctx: SecurityContext): boolean {
  if (ctx.isAdmin) return true;
  if (ctx.isCreate) return assignsKind(ctx);
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

export type SecurityCheck = FormCheck;

/** A share row needs both a user and a role. */
function sharePairRule(value: SecurityValue): true | string {
  return value.recAcl.some((e) => e.userId === null || e.roleId === null) ? MSG_SHARE_PAIR : true;
}

function projectTeamRule(entity: RecordEntity, isCreate: boolean): (value: SecurityValue) => true | string {
  return (value) => (isCreate && entity === 'project' && value.recTeamId === null ? MSG_NO_TEAM : true);
}

/**
 * Errors block saving; warnings ask 'Are you sure you want to continue?'. A share row needs both a user
 * and a role; a new project without a team is warned about.
 */
export function checkSecurity(entity: RecordEntity, value: SecurityValue, isCreate: boolean): SecurityCheck {
  return runFormChecks(value, [
    { severity: 'error', rule: sharePairRule },
    { severity: 'warning', rule: projectTeamRule(entity, isCreate) },
  ]);
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

/**
 * What decides where an existing record may move (server ChangeProject): moving into a project or
 * experiment gives the record its team, so a placement of another team is a team change.
 */
export type PlacementScope = {
  /** The record's saved team: a placement with this team changes no team. Ignored on create. */
  savedTeamId: number | null;
  /** Teams the user is known to belong to; empty when that is not known. */
  memberTeamIds: readonly number[];
};

/**
 * The auth data lists every team to users who may assign anything (server auth-answer 'seesEveryone'),
 * and only their own teams to the others; so membership is known only in the second case.
 */
export function knownMemberTeamIds(teams: readonly TeamRef[], rights: { assignRights: number; isAdmin: boolean }): number[] {
  return rights.isAdmin || rights.assignRights !== 0 ? [] : teams.map((t) => t.id);
}

/**
 * Whether the record may be put into a group of this team. Same rule as the server: on create the record
 * simply takes the group's team; on an existing record a team change needs the record's assign bit and a
 * team the user may assign (the kind's assign bit, or a team of their own; no team is always allowed).
 */
export function placementAllowed(ctx: SecurityContext, scope: PlacementScope, teamId: number | null): boolean {
  if (ctx.isCreate || ctx.isAdmin || teamId === scope.savedTeamId) return true;
  if (!hasAccess(ctx.recAccess, RecordAccess.assign)) return false;
  return teamId === null || assignsKind(ctx) || scope.memberTeamIds.includes(teamId);
}

type GroupRecord = { id: number; recTeamId: number | null };

export type PlacementChoices<T> = { projects: T[]; experiments: T[]; hidden: number };

/**
 * The projects and experiments the panel offers: those the user may choose, plus the record's current
 * one so the select can still show it. `hidden` counts what was left out, so the panel can say why.
 */
export function placementChoices<T extends GroupRecord>(
  ctx: SecurityContext,
  scope: PlacementScope,
  value: Pick<SecurityValue, 'projectId' | 'expId'>,
  groups: { projects: readonly T[]; experiments: readonly T[] },
): PlacementChoices<T> {
  const kinds = groupChoiceKinds(ctx.entity);
  const keep = (current: number) => (g: T) => g.id === current || placementAllowed(ctx, scope, g.recTeamId);
  const projects = kinds === 'none' ? [] : groups.projects.filter(keep(value.expId === NO_GROUP ? value.projectId : NO_GROUP));
  const experiments = kinds === 'projectsAndExperiments' ? groups.experiments.filter(keep(value.expId)) : [];
  const offered = kinds === 'none' ? 0 : groups.projects.length + (kinds === 'projectsAndExperiments' ? groups.experiments.length : 0);
  return { projects, experiments, hidden: offered - projects.length - experiments.length };
}

export const MSG_OTHER_TEAMS_HIDDEN = /*i18n*/ 'Projects and experiments of other teams are not offered: moving the record to another team needs the assign right.';
