// Confirming a registered account with its one-time code (console.md §7 confirm). The code may come in
// the link (?code=…); it is still sent only when the user presses Confirm, so a link previewer that
// opens the page cannot spend it.
import { useState } from 'react';
import { Button, Field, Input } from '@fluentui/react-components';
import { useSearch } from '@tanstack/react-router';
import { confirmAccount } from '../../data/account-api';
import { useFormSubmit } from '../users/use-form-submit';
import { useI18n } from '../../i18n/use-i18n';
import { AccountFormPage, SignInAfter, translatedFieldError } from './AccountFormPage';

export const ACCOUNT_CONFIRMED_TEXT = /*i18n*/ 'Your account is confirmed. <link>Sign in</link> with it.';

export function ConfirmAccountPage() {
  const i18n = useI18n();
  const search = useSearch({ from: '/account/confirm' });
  const [code, setCode] = useState(search.code ?? '');
  const [done, setDone] = useState(false);
  const form = useFormSubmit(async () => {
    await confirmAccount(code);
    setDone(true);
  });
  return (
    <AccountFormPage form={form} fields={['code']} done={done ? <SignInAfter text={ACCOUNT_CONFIRMED_TEXT} /> : null}>
      <Field label={i18n._('Confirmation code')} required validationMessage={translatedFieldError(form, 'code')}>
        <Input value={code} onChange={(_e, d) => setCode(d.value)} autoComplete="one-time-code" />
      </Field>
      <Button appearance="primary" type="submit" disabled={form.busy}>
        {i18n._('Confirm account')}
      </Button>
    </AccountFormPage>
  );
}
