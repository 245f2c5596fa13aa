// Shows a one-time password reset code once: the server keeps only its hash, so closing this dialog is
// the last chance to pass it on. The link opens the page where the user chooses their password.
import { Body1, Button, Caption1, Input, Field, makeStyles, tokens } from '@fluentui/react-components';
import { formatInstant } from '../../domain/values/format-locale';
import { useI18n } from '../../i18n/use-i18n';
import { useLocaleSettings } from '../../state/locale';
import { DialogFrame } from '../../ui/DialogFrame';

export type OneTimeCodeDialogProps = {
  username: string;
  code: string;
  expiresAt: string;
  onDismiss: () => void;
};

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function resetLink(code: string): string {
  return `${window.location.origin}/account/resetpwd/${encodeURIComponent(code)}`;
}

export function OneTimeCodeDialog({ username, code, expiresAt, onDismiss }: OneTimeCodeDialogProps) {
  const locale = useLocaleSettings();
  const styles = useStyles();
  const i18n = useI18n();
  return (
    <DialogFrame
      title={i18n._('One-time code for {username}', { username })}
      modalType="alert"
      contentClassName={styles.content}
      actions={
        <Button appearance="primary" onClick={onDismiss}>
          {i18n._('Done')}
        </Button>
      }
    >
      <Body1>
        {i18n._('Give this code to {username}. It is shown only now. With it they choose a new password at the address below; until then they cannot sign in.', { username })}
      </Body1>
      <Field label={i18n._('One-time code')}>
        <Input readOnly value={code} />
      </Field>
      <Field label={i18n._('Address')}>
        <Input readOnly value={resetLink(code)} />
      </Field>
      <Caption1>{i18n._('Valid until {time}; it works once.', { time: formatInstant(expiresAt, locale) })}</Caption1>
    </DialogFrame>
  );
}
