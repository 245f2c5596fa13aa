// The permission string of node-model §3: 'Create=Owner;Read=Global;…', one level per action.
// Decisions: a missing action is None; names and levels are matched ignoring case; an unknown pair is
// dropped and reported with the rest of the permissions; formatting always writes all five actions in the
// spec's order, so equal permissions are equal strings.

import type { ParseResult } from './parse-result';
import { corrected, parsed } from './parse-result';
import { INVALID_PERMISSION } from './value-messages';

export const PERMISSION_ACTIONS = ['Create', 'Read', 'Write', 'Delete', 'AssignRights'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];
export const PERMISSION_LEVELS = ['None', 'Owner', 'Member', 'Global'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];
export type Permissions = Record<PermissionAction, PermissionLevel>;

export function noPermissions(): Permissions {
  return { Create: 'None', Read: 'None', Write: 'None', Delete: 'None', AssignRights: 'None' };
}

export function parsePermissions(text: string): ParseResult<Permissions> {
  const permissions = noPermissions();
  let broken = false;
  for (const pair of text.split(';').map((p) => p.trim()).filter((p) => p !== '')) {
    const [name = '', levelText = '', ...rest] = pair.split('=').map((p) => p.trim());
    const action = PERMISSION_ACTIONS.find((a) => a.toLowerCase() === name.toLowerCase());
    const level = PERMISSION_LEVELS.find((l) => l.toLowerCase() === levelText.toLowerCase());
    if (action === undefined || level === undefined || rest.length > 0) broken = true;
    else permissions[action] = level;
  }
  return broken ? corrected(permissions, INVALID_PERMISSION) : parsed(permissions);
}

export function formatPermissions(permissions: Permissions): string {
  return PERMISSION_ACTIONS.map((action) => `${action}=${permissions[action]}`).join(';');
}

/** Whoever may create must be able to read what they created: Create without Read gives Read=Owner. */
export function withPermissionRule(permissions: Permissions): Permissions {
  return permissions.Create !== 'None' && permissions.Read === 'None' ? { ...permissions, Read: 'Owner' } : permissions;
}

/** The permission editor's change: one action's level, then the rule. */
export function setPermissionLevel(permissions: Permissions, action: PermissionAction, level: PermissionLevel): Permissions {
  return withPermissionRule({ ...permissions, [action]: level });
}
