// The register route on a server without self-registration: says so instead of a form the server refuses.
import { Card, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from '@tanstack/react-router';
import { MSG_REGISTRATION_OFF } from '../../domain/account-registration';
import { useI18n } from '../../i18n/use-i18n';
import { RoutePage } from '../shell/RoutePage';

const useStyles = makeStyles({
  card: { maxWidth: '420px', padding: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function RegistrationOff() {
  const styles = useStyles();
  const i18n = useI18n();
  return (
    <RoutePage>
      <Card className={styles.card}>
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{i18n._(MSG_REGISTRATION_OFF)}</MessageBarBody>
        </MessageBar>
        <Link to="/account/login">{i18n._('Back to sign-in')}</Link>
      </Card>
    </RoutePage>
  );
}
