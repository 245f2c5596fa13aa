// Choosing a new password with a one-time code an administrator handed over (console.md §2
// /account/resetpwd/{resetCode}) or requested with "forgot password": the code is spent once, then the
// user signs in with the new password.
import { useState } from 'react';
import { Body1, Button, Field, Input } from '@fluentui/react-components';
import { Link, useParams } from '@tanstack/react-router';
import { ApiError } from '../../data/api-error';
import { redeemResetCode } from '../../data/user-admin-api';
import { checkNewPassword } from '../../domain/passwords/password-rules';
import { useFormSubmit } from '../users/use-form-submit';
import { useUnsavedChangesGuard } from '../shell/use-unsaved-changes';
import { useI18n } from '../../i18n/use-i18n';
import { AccountFormPage, SignInAfter, translatedFieldError } from './AccountFormPage';

export const PASSWORD_SET_TEXT = /*i18n*/ 'Your password was set. <link>Sign in</link> with it.';

export function ResetPasswordPage() {
  const i18n = useI18n();
  const { resetCode } = useParams({ from: '/account/resetpwd/$resetCode' });
  const [pass1, setPass1] = useState('');
  const [pass2, setPass2] = useState('');
  const [done, setDone] = useState(false);
  useUnsavedChangesGuard(!done && (pass1 !== '' || pass2 !== ''));
  const form = useFormSubmit(async () => {
    const problems = checkNewPassword(pass1, pass2).map((p) => ({ ...p, field: p.field === 'newPass2' ? 'pass2' : 'pass1' }));
    if (problems.length) throw new ApiError({ status: 400, errors: problems });
    await redeemResetCode(resetCode, pass1, pass2);
    setDone(true);
  });
  return (
    <AccountFormPage
      form={form}
      fields={['pass1', 'pass2']}
      done={done ? <SignInAfter text={PASSWORD_SET_TEXT} /> : null}
      links={done ? null : <Link to="/account/forgot">{i18n._('Request a new code')}</Link>}
    >
      <Body1>{i18n._('Choose the password you will sign in with.')}</Body1>
      <Field label={i18n._('New password')} required validationMessage={translatedFieldError(form, 'pass1')}>
        <Input type="password" value={pass1} onChange={(_e, d) => setPass1(d.value)} autoComplete="new-password" />
      </Field>
      <Field label={i18n._('Repeat the new password')} required validationMessage={translatedFieldError(form, 'pass2')}>
        <Input type="password" value={pass2} onChange={(_e, d) => setPass2(d.value)} autoComplete="new-password" />
      </Field>
      <Button appearance="primary" type="submit" disabled={form.busy}>
        {i18n._('Set password')}
      </Button>
    </AccountFormPage>
  );
}
