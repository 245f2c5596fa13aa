// Name of a new team, or the new name of an existing one.
import { useState } from 'react';
import { Field, Input } from '@fluentui/react-components';
import type { AdminTeam } from '../../domain/admin-users';
import { useI18n } from '../../i18n/use-i18n';
import { FormDialog } from './FormDialog';
import { useFormSubmit } from './use-form-submit';

export type TeamDialogProps = {
  /** Absent: a new team. */
  team?: AdminTeam;
  onSave: (name: string) => Promise<unknown>;
  onDismiss: () => void;
};

export function TeamDialog({ team, onSave, onDismiss }: TeamDialogProps) {
  const i18n = useI18n();
  const [name, setName] = useState(team?.name ?? '');
  const form = useFormSubmit(async () => {
    await onSave(name);
    onDismiss();
  });
  return (
    <FormDialog title={team ? i18n._('Rename team {name}', { name: team.name }) : i18n._('New team')}
      submitLabel={team ? i18n._('Rename') : i18n._('Create')}
      form={form} fields={['name']} dirty={name !== (team?.name ?? '')} onDismiss={onDismiss}>
      <Field label={i18n._('Team name')} required validationMessage={form.fieldError('name')}>
        <Input value={name} onChange={(_e, d) => setName(d.value)} autoComplete="off" />
      </Field>
    </FormDialog>
  );
}
