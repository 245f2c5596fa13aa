// Registering an account (console.md §7 register): username, display name, optional e-mail and a
// password under the shared rule. The account has no rights and works once confirmed with the code that
// goes by mail or to an administrator.
import { useState } from 'react';
import { Button, Field, Input } from '@fluentui/react-components';
import { Link } from '@tanstack/react-router';
import { registerAccount } from '../../data/account-api';
import type { Registration } from '../../data/account-api';
import { ApiError } from '../../data/api-error';
import { checkNewPassword } from '../../domain/passwords/password-rules';
import { useFormSubmit } from '../users/use-form-submit';
import { useI18n } from '../../i18n/use-i18n';
import { AccountFormPage, translatedFieldError } from './AccountFormPage';
import { RegistrationOff } from './RegistrationOff';
import { useSelfRegistration } from './use-self-registration';

const FIELDS: (keyof Registration)[] = ['username', 'displayName', 'email', 'password', 'password2'];
const EMPTY: Registration = { username: '', displayName: '', email: '', password: '', password2: '' };

export const REGISTERED_TEXT =
  /*i18n*/ 'Your account was registered. It works once it is confirmed with its code: from the e-mail, or from your administrator, who receives it when the server cannot send mail. Until then it has no rights: an administrator grants them.';

export function RegisterPage() {
  // Unknown (offline, or still asking) keeps the form: the server has the last word on submit.
  return useSelfRegistration() === 'off' ? <RegistrationOff /> : <RegisterForm />;
}

function RegisterForm() {
  const i18n = useI18n();
  const [values, setValues] = useState<Registration>(EMPTY);
  const [done, setDone] = useState(false);
  const form = useFormSubmit(async () => {
    const problems = checkNewPassword(values.password, values.password2, { username: values.username }).map((p) => ({ ...p, field: p.field === 'newPass2' ? 'password2' : 'password' }));
    if (problems.length) throw new ApiError({ status: 400, errors: problems });
    await registerAccount(values);
    setDone(true);
  });
  const field = (name: keyof Registration, label: string, extra: { type?: 'password' | 'email'; autoComplete: string; required?: boolean }) => (
    <Field label={label} required={extra.required ?? true} validationMessage={translatedFieldError(form, name)}>
      <Input type={extra.type ?? 'text'} value={values[name] ?? ''} autoComplete={extra.autoComplete} onChange={(_e, d) => setValues({ ...values, [name]: d.value })} />
    </Field>
  );
  return (
    <AccountFormPage
      form={form}
      fields={FIELDS}
      done={done ? REGISTERED_TEXT : null}
      links={
        <>
          <Link to="/account/confirm">{i18n._('I have a confirmation code')}</Link>
          <Link to="/account/login">{i18n._('Back to sign-in')}</Link>
        </>
      }
    >
      {field('username', i18n._('Username'), { autoComplete: 'username' })}
      {field('displayName', i18n._('Display name'), { autoComplete: 'name' })}
      {field('email', i18n._('E-mail'), { type: 'email', autoComplete: 'email', required: false })}
      {field('password', i18n._('Password'), { type: 'password', autoComplete: 'new-password' })}
      {field('password2', i18n._('Repeat the password'), { type: 'password', autoComplete: 'new-password' })}
      <Button appearance="primary" type="submit" disabled={form.busy}>
        {i18n._('Register')}
      </Button>
    </AccountFormPage>
  );
}
