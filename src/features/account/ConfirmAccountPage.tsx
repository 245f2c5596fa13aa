// Confirming a registered account with its one-time code (console.md §7 confirm). The code may come in
// the link (?code=…); it is still sent only when the user presses Confirm, so a link previewer that
// opens the page cannot spend it.
import { useState } from 'react';
import { Button, Field, Input } from '@fluentui/react-components';
import { useSearch } from '@tanstack/react-router';
import { confirmAccount } from '../../data/account-api';
import { useFormSubmit } from '../users/use-form-submit';
import { AccountFormPage, SignInAfter } from './AccountFormPage';

export function ConfirmAccountPage() {
  const search = useSearch({ from: '/account/confirm' });
  const [code, setCode] = useState(search.code ?? '');
  const [done, setDone] = useState(false);
  const form = useFormSubmit(async () => {
    await confirmAccount(code);
    setDone(true);
  });
  return (
    <AccountFormPage form={form} fields={['code']} done={done ? <SignInAfter text="Your account is confirmed." /> : null}>
      <Field label="Confirmation code" required validationMessage={form.fieldError('code')}>
        <Input value={code} onChange={(_e, d) => setCode(d.value)} autoComplete="one-time-code" />
      </Field>
      <Button appearance="primary" type="submit" disabled={form.busy}>
        Confirm account
      </Button>
    </AccountFormPage>
  );
}
