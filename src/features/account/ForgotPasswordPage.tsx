// "Forgot password" (console.md §7 forgot): asks for a one-time reset code for a username. The answer is
// the same whether or not the account exists; the code arrives by mail, or from an administrator who
// reads it in the System event log.
import { useState } from 'react';
import { Body1, Button, Field, Input } from '@fluentui/react-components';
import { Link } from '@tanstack/react-router';
import { requestPasswordReset } from '../../data/account-api';
import { useFormSubmit } from '../users/use-form-submit';
import { useI18n } from '../../i18n/use-i18n';
import { AccountFormPage, translatedFieldError } from './AccountFormPage';

export const FORGOT_SENT_TEXT =
  /*i18n*/ 'If this account exists, a reset code is on its way: by e-mail, or from your administrator, who receives it when the server cannot send mail. The code opens a page where you choose a new password; until then your password stays as it is.';

export function ForgotPasswordPage() {
  const i18n = useI18n();
  const [username, setUsername] = useState('');
  const [sent, setSent] = useState(false);
  const form = useFormSubmit(async () => {
    await requestPasswordReset(username);
    setSent(true);
  });
  return (
    <AccountFormPage form={form} fields={['username']} done={sent ? FORGOT_SENT_TEXT : null} links={<Link to="/account/login">{i18n._('Back to sign-in')}</Link>}>
      <Body1>{i18n._('Enter your username to get a code for choosing a new password.')}</Body1>
      <Field label={i18n._('Username')} required validationMessage={translatedFieldError(form, 'username')}>
        <Input value={username} onChange={(_e, d) => setUsername(d.value)} autoComplete="username" />
      </Field>
      <Button appearance="primary" type="submit" disabled={form.busy}>
        {i18n._('Send reset code')}
      </Button>
    </AccountFormPage>
  );
}
