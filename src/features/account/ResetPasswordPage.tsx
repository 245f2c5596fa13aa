// Choosing a new password with a one-time code an administrator handed over (console.md §2
// /account/resetpwd/{resetCode}): the code is spent once, then the user signs in with the new password.
import { useState } from 'react';
import { Body1, Button, Card, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Link, useParams } from '@tanstack/react-router';
import { redeemResetCode } from '../../data/user-admin-api';
import { RoutePage } from '../shell/RoutePage';
import { FormErrors } from '../../ui/FormErrors';
import { useFormSubmit } from '../users/use-form-submit';
import { useUnsavedChangesGuard } from '../shell/use-unsaved-changes';

const useStyles = makeStyles({
  card: { maxWidth: '420px', padding: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function ResetPasswordPage() {
  const styles = useStyles();
  const { resetCode } = useParams({ from: '/account/resetpwd/$resetCode' });
  const [pass1, setPass1] = useState('');
  const [pass2, setPass2] = useState('');
  const [done, setDone] = useState(false);
  useUnsavedChangesGuard(!done && (pass1 !== '' || pass2 !== ''));
  const form = useFormSubmit(async () => {
    await redeemResetCode(resetCode, pass1, pass2);
    setDone(true);
  });

  return (
    <RoutePage>
      <Card className={styles.card}>
        {done ? (
          <MessageBar intent="success">
            <MessageBarBody>
              Your password was set.{' '}
              <Link to="/account/login">Sign in</Link>{' '}
              with it.
            </MessageBarBody>
          </MessageBar>
        ) : (
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void form.submit();
            }}
          >
            <Body1>Choose the password you will sign in with.</Body1>
            <FormErrors errors={form.generalErrors(['pass1', 'pass2'])} />
            <Field label="New password" required validationMessage={form.fieldError('pass1')}>
              <Input type="password" value={pass1} onChange={(_e, d) => setPass1(d.value)} autoComplete="new-password" />
            </Field>
            <Field label="Repeat the new password" required validationMessage={form.fieldError('pass2')}>
              <Input type="password" value={pass2} onChange={(_e, d) => setPass2(d.value)} autoComplete="new-password" />
            </Field>
            <Button appearance="primary" type="submit" disabled={form.busy}>
              Set password
            </Button>
          </form>
        )}
      </Card>
    </RoutePage>
  );
}
