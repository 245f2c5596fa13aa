// The frame of the account pages used without a session (forgot, register, confirm, reset password): one
// card holding a form until it succeeded, then the success message; links below either way.
import type { ReactNode } from 'react';
import { Card, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from '@tanstack/react-router';
import type { FormSubmit } from '../users/use-form-submit';
import { FormErrors } from '../../ui/FormErrors';
import { SubmitForm } from '../../ui/SubmitForm';
import { translateMessage } from '../../i18n/translate-message';
import { useI18n } from '../../i18n/use-i18n';
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
  useI18n();
  return (
    <RoutePage>
      <Card className={styles.card}>
        {done !== null ? (
          <MessageBar intent="success" layout="multiline">
            <MessageBarBody>{typeof done === 'string' ? translateMessage(done) : done}</MessageBarBody>
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

/** A field's messages (English from the domain or the server) in the user's language. */
export function translatedFieldError(form: FormSubmit, field: string): string | undefined {
  const message = form.fieldError(field);
  return message === undefined ? undefined : translateMessage(message);
}

/**
 * The success text of the pages after which the user signs in: one sentence (a marked constant) whose
 * `<link>…</link>` part becomes the link to the sign-in page, wherever the language puts it.
 */
export function SignInAfter({ text }: { text: string }) {
  const i18n = useI18n();
  const [before = '', link = '', after = ''] = i18n._(text).split(/<link>|<\/link>/);
  return (
    <>
      {before}
      <Link to="/account/login">{link}</Link>
      {after}
    </>
  );
}
