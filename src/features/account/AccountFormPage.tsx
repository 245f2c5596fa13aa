// The frame of the account pages used without a session (forgot, register, confirm, reset password): one
// card holding a form until it succeeded, then the success message; links below either way.
import type { ReactNode } from 'react';
import { Card, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from '@tanstack/react-router';
import type { FormSubmit } from '../users/use-form-submit';
import { FormErrors } from '../../ui/FormErrors';
import { SubmitForm } from '../../ui/SubmitForm';
import { RoutePage } from '../shell/RoutePage';

const useStyles = makeStyles({
  card: { maxWidth: '420px', padding: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export type AccountFormPageProps = {
  form: FormSubmit;
  /** The form's fields, so their errors show beside them and the rest above. */
  fields: readonly string[];
  /** Shown instead of the form once it succeeded. */
  done: ReactNode | null;
  children: ReactNode;
  /** Links under the card's content. */
  links?: ReactNode;
};

export function AccountFormPage({ form, fields, done, children, links }: AccountFormPageProps) {
  const styles = useStyles();
  return (
    <RoutePage>
      <Card className={styles.card}>
        {done !== null ? (
          <MessageBar intent="success" layout="multiline">
            <MessageBarBody>{done}</MessageBarBody>
          </MessageBar>
        ) : (
          <SubmitForm className={styles.form} onSubmit={() => void form.submit()}>
            <FormErrors errors={form.generalErrors(fields)} />
            {children}
          </SubmitForm>
        )}
        {links}
      </Card>
    </RoutePage>
  );
}

/** The success text of the pages after which the user signs in. */
export function SignInAfter({ text }: { text: string }) {
  return (
    <>
      {text} <Link to="/account/login">Sign in</Link> with it.
    </>
  );
}
