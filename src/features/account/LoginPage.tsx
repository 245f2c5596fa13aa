import { Card, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { safeReturnUrl } from '../../domain/route-access';
import { session } from '../../state/session';
import { RoutePage } from '../shell/RoutePage';
import { LoginForm } from './LoginForm';
import { login } from './session-actions';

const useStyles = makeStyles({
  card: { maxWidth: '420px', padding: tokens.spacingHorizontalXL },
});

export function LoginPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { returnUrl } = useSearch({ from: '/account/login' });
  const { lang } = useSnapshot(session);
  // Only same-origin paths: the returnUrl comes from the address bar.
  const onSuccess = () => void navigate({ href: safeReturnUrl(returnUrl) ?? '/', replace: true });
  return (
    <RoutePage>
      <Card className={styles.card}>
        <LoginForm onLogin={login} onSuccess={onSuccess} defaultLang={lang} />
      </Card>
    </RoutePage>
  );
}
