// The signed-in user's side of the Security panel: rights, users, teams and roles from the auth data.
import { useSnapshot } from 'valtio';
import type { RoleRef, TeamRef, UserRef } from '../../../domain/auth-data';
import type { RecordEntity } from '../../../domain/records/record-entities';
import { Right } from '../../../domain/rights';
import { knownMemberTeamIds } from '../../../domain/records/security-rules';
import type { SecurityContext } from '../../../domain/records/security-rules';
import { session } from '../../../state/session';
import { useKindOptions } from './use-kind-options';

export type SecuritySources = {
  ctxBase: Omit<SecurityContext, 'entity' | 'isCreate' | 'readonly' | 'recAccess'>;
  users: readonly UserRef[];
  teams: readonly TeamRef[];
  roles: readonly RoleRef[];
  /** The user's own teams when the auth data tells them apart (see knownMemberTeamIds). */
  memberTeamIds: readonly number[];
};

export function useSecuritySources(): SecuritySources {
  const snap = useSnapshot(session);
  const rights = snap.authData?.rights;
  const ctxBase = {
    assignRights: rights?.assignRights ?? 0,
    isAdmin: rights?.features.includes(Right.admin) ?? false,
    userId: Number(snap.claims?.jti ?? 0),
    userName: snap.claims?.name ?? '',
  };
  const teams = (rights?.teams ?? []) as readonly TeamRef[];
  return {
    ctxBase,
    users: (rights?.users ?? []) as readonly UserRef[],
    teams,
    roles: (rights?.roles ?? []) as readonly RoleRef[],
    memberTeamIds: knownMemberTeamIds(teams, ctxBase),
  };
}

/** Projects and experiments the record may be put into (none for projects themselves). */
export function useGroups(entity: RecordEntity) {
  const projects = useKindOptions('project', entity !== 'project');
  const experiments = useKindOptions('experiment', entity !== 'project' && entity !== 'experiment');
  return { projects, experiments };
}
