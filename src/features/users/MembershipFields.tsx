// Display name, roles and teams of an account (the fields the new-user and edit dialogs share); roles and
// teams as two groups of checkboxes. Rights come with roles; teams decide which
// team records the user sees.
import { Caption1, Checkbox, Field, Input, Label, makeStyles, tokens, useId } from '@fluentui/react-components';
import type { AdminRole, AdminTeam } from '../../domain/admin-users';
import { useI18n } from '../../i18n/use-i18n';

export type Membership = { displayName: string; roleIds: number[]; teamIds: number[] };

export type MembershipFieldsProps = {
  roles: readonly AdminRole[];
  teams: readonly AdminTeam[];
  value: Membership;
  onChange: (value: Membership) => void;
  /** The messages of a field by its name in the request body. */
  fieldError: (field: string) => string | undefined;
};

const useStyles = makeStyles({
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  group: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  error: { color: tokens.colorPaletteRedForeground1 },
});

function toggled(ids: readonly number[], id: number, on: boolean): number[] {
  return on ? [...ids.filter((x) => x !== id), id].sort((a, b) => a - b) : ids.filter((x) => x !== id);
}

type CheckboxGroupProps = {
  label: string;
  items: readonly { id: number; name: string }[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
};

/** Not a Fluent Field: a Field would name every checkbox after the group's label instead of its own. */
function CheckboxGroup({ label, items, value, onChange, error }: CheckboxGroupProps) {
  const styles = useStyles();
  const labelId = useId('group-label');
  return (
    <div className={styles.field}>
      <Label id={labelId}>{label}</Label>
      <div className={styles.group} role="group" aria-labelledby={labelId}>
        {items.map((item) => (
          <Checkbox key={item.id} label={item.name} checked={value.includes(item.id)} onChange={(_e, data) => onChange(toggled(value, item.id, data.checked === true))} />
        ))}
      </div>
      {error ? <Caption1 className={styles.error}>{error}</Caption1> : null}
    </div>
  );
}

export function MembershipFields({ roles, teams, value, onChange, fieldError }: MembershipFieldsProps) {
  const i18n = useI18n();
  return (
    <>
      <Field label={i18n._('Display name')} required validationMessage={fieldError('displayName')}>
        <Input value={value.displayName} onChange={(_e, d) => onChange({ ...value, displayName: d.value })} autoComplete="off" />
      </Field>
      <CheckboxGroup label={i18n._('Roles')} items={roles.map((r) => ({ id: r.roleId, name: r.name }))} value={value.roleIds} onChange={(roleIds) => onChange({ ...value, roleIds })} error={fieldError('roleIds')} />
      <CheckboxGroup label={i18n._('Teams')} items={teams.map((t) => ({ id: t.teamId, name: t.name }))} value={value.teamIds} onChange={(teamIds) => onChange({ ...value, teamIds })} error={fieldError('teamIds')} />
    </>
  );
}
