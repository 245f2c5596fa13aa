// Display name, roles and teams of an existing account.
import { useState } from 'react';
import type { AdminRole, AdminTeam, AdminUser, UserChange } from '../../domain/admin-users';
import { useI18n } from '../../i18n/use-i18n';
import { FormDialog } from './FormDialog';
import { MembershipFields } from './MembershipFields';
import type { Membership } from './MembershipFields';
import { useFormSubmit } from './use-form-submit';

export type EditUserDialogProps = {
  user: AdminUser;
  roles: readonly AdminRole[];
  teams: readonly AdminTeam[];
  onSave: (change: UserChange) => Promise<unknown>;
  onDismiss: () => void;
};

const FIELDS = ['displayName', 'roleIds', 'teamIds'] as const;

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

export function EditUserDialog({ user, roles, teams, onSave, onDismiss }: EditUserDialogProps) {
  const i18n = useI18n();
  const [membership, setMembership] = useState<Membership>({ displayName: user.displayName, roleIds: user.roleIds, teamIds: user.teamIds });
  const form = useFormSubmit(async () => {
    await onSave(membership);
    onDismiss();
  });

  const dirty =
    membership.displayName !== user.displayName || !sameIds(membership.roleIds, user.roleIds) || !sameIds(membership.teamIds, user.teamIds);

  return (
    <FormDialog title={i18n._('Edit {username}', { username: user.username })} submitLabel={i18n._('Save')} form={form} fields={FIELDS} dirty={dirty} onDismiss={onDismiss}>
      <MembershipFields roles={roles} teams={teams} value={membership} onChange={setMembership} fieldError={form.fieldError} />
    </FormDialog>
  );
}
