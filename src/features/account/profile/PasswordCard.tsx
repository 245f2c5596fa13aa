// Changing one's own password: the current one, the new one twice. The form checks the shared rule
// (src/domain/passwords/password-rules.ts) before sending; the server checks it again, and reuse against
// the stored hash. Other sessions of the account end; this one stays.
import { useState } from 'react';
import { Button, Card, CardHeader, Field, Input, Subtitle2, Text } from '@fluentui/react-components';
import { changePassword } from '../../../data/account-api';
import { ApiError } from '../../../data/api-error';
import { checkNewPassword } from '../../../domain/passwords/password-rules';
import { FormErrors } from '../../../ui/FormErrors';
import { SubmitForm } from '../../../ui/SubmitForm';
import { useFormSubmit } from '../../users/use-form-submit';
import { useProfileCardStyles } from './profile-styles';
import { useI18n } from '../../../i18n/use-i18n';

const FIELDS = ['password', 'newPass1', 'newPass2'];

export function PasswordCard({ username }: { username: string }) {
  const i18n = useI18n();
  const styles = useProfileCardStyles();
  const [password, setPassword] = useState('');
  const [newPass1, setNewPass1] = useState('');
  const [newPass2, setNewPass2] = useState('');
  const [done, setDone] = useState(false);
  const form = useFormSubmit(async () => {
    const problems = checkNewPassword(newPass1, newPass2, { username, currentPassword: password });
    if (problems.length) throw new ApiError({ status: 400, errors: problems });
    await changePassword({ username, password, newPass1, newPass2 });
    setPassword('');
    setNewPass1('');
    setNewPass2('');
    setDone(true);
  });
  const edit = (set: (value: string) => void) => (_e: unknown, d: { value: string }) => {
    set(d.value);
    setDone(false);
  };
  return (
    <Card className={styles.card}>
      <CardHeader header={<Subtitle2 as="h2">{i18n._('Password')}</Subtitle2>} />
      <SubmitForm className={styles.form} label={i18n._('Change password')} onSubmit={() => void form.submit()}>
        <FormErrors errors={form.generalErrors(FIELDS)} />
        <Field label={i18n._('Current password')} required validationMessage={form.fieldError('password')}>
          <Input type="password" value={password} onChange={edit(setPassword)} autoComplete="current-password" />
        </Field>
        <Field label={i18n._('New password')} required validationMessage={form.fieldError('newPass1')} hint={i18n._('At least 8 characters; not one of the most common passwords.')}>
          <Input type="password" value={newPass1} onChange={edit(setNewPass1)} autoComplete="new-password" />
        </Field>
        <Field label={i18n._('Repeat the new password')} required validationMessage={form.fieldError('newPass2')}>
          <Input type="password" value={newPass2} onChange={edit(setNewPass2)} autoComplete="new-password" />
        </Field>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={form.busy}>
            {i18n._('Change password')}
          </Button>
          {done ? <Text role="status">{i18n._('Password changed. Other sessions of your account were signed out.')}</Text> : null}
        </div>
      </SubmitForm>
    </Card>
  );
}
