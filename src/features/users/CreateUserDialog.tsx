// New account: username, display name, roles, teams and either an initial password or (the default) a
// one-time code the user spends to choose their own.
import { useState } from 'react';
import { Checkbox, Field, Input } from '@fluentui/react-components';
import type { AdminRole, AdminTeam, AdminUser, NewUser, ResetCodeAnswer } from '../../domain/admin-users';
import { USERNAME_RULE } from '../../domain/admin-users';
import { useI18n } from '../../i18n/use-i18n';
import { translateMessage } from '../../i18n/translate-message';
import { FormDialog } from './FormDialog';
import { MembershipFields } from './MembershipFields';
import type { Membership } from './MembershipFields';
import { useFormSubmit } from './use-form-submit';

export type CreateUserDialogProps = {
  roles: readonly AdminRole[];
  teams: readonly AdminTeam[];
  onCreate: (user: NewUser) => Promise<{ user: AdminUser } & Partial<ResetCodeAnswer>>;
  onCreated: (answer: { user: AdminUser } & Partial<ResetCodeAnswer>) => void;
  onDismiss: () => void;
};

const FIELDS = ['username', 'displayName', 'roleIds', 'teamIds', 'password'] as const;

export function CreateUserDialog({ roles, teams, onCreate, onCreated, onDismiss }: CreateUserDialogProps) {
  const i18n = useI18n();
  const [username, setUsername] = useState('');
  const [membership, setMembership] = useState<Membership>({ displayName: '', roleIds: [], teamIds: [] });
  const [withPassword, setWithPassword] = useState(false);
  const [password, setPassword] = useState('');
  const form = useFormSubmit(async () => {
    const answer = await onCreate({ username, ...membership, ...(withPassword ? { password } : {}) });
    onCreated(answer);
  });

  const dirty = username !== '' || membership.displayName !== '' || membership.roleIds.length > 0 || membership.teamIds.length > 0 || password !== '';

  return (
    <FormDialog title={i18n._('New user')} submitLabel={i18n._('Create')} form={form} fields={FIELDS} dirty={dirty} onDismiss={onDismiss}>
      <Field label={i18n._('Username')} required hint={translateMessage(USERNAME_RULE)} validationMessage={form.fieldError('username')}>
        <Input value={username} onChange={(_e, d) => setUsername(d.value)} autoComplete="off" />
      </Field>
      <MembershipFields roles={roles} teams={teams} value={membership} onChange={setMembership} fieldError={form.fieldError} />
      <Checkbox
        label={i18n._('Set an initial password (otherwise a one-time code is shown, with which the user chooses one)')}
        checked={withPassword}
        onChange={(_e, d) => setWithPassword(d.checked === true)}
      />
      {withPassword ? (
        <Field label={i18n._('Initial password')} required validationMessage={form.fieldError('password')}>
          <Input type="password" value={password} onChange={(_e, d) => setPassword(d.value)} autoComplete="new-password" />
        </Field>
      ) : null}
    </FormDialog>
  );
}
