import { Card, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { safeReturnUrl } from '../../domain/route-access';
import { displayName, session } from '../../state/session';
import { RoutePage } from '../shell/RoutePage';
import { LoginForm } from './LoginForm';
import { login } from './session-actions';
import { useSelfRegistration } from './use-self-registration';

const useStyles = makeStyles({
  card: { maxWidth: '420px', padding: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  links: { display: 'flex', gap: tokens.spacingHorizontalL },
});

/** Why a signed-in user sees the login page: the guard sent them here from a page their rights do not open. */
export function lackingRightText(name: string): string {
  return `You are signed in as ${name}, who may not open that page. Sign in as a user who may.`;
}

export function LoginPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { returnUrl } = useSearch({ from: '/account/login' });
  const { lang, status } = useSnapshot(session);
  const registration = useSelfRegistration();
  // Only same-origin paths: the returnUrl comes from the address bar. Without one the user lands on the
  // home path the server names (the dashboard, console.md §2).
  const onSuccess = () => void navigate({ href: safeReturnUrl(returnUrl) ?? safeReturnUrl(session.authData?.homePath) ?? '/', replace: true });
  return (
    <RoutePage>
      <Card className={styles.card}>
        {status === 'authenticated' ? (
          <MessageBar intent="warning">
            <MessageBarBody>{lackingRightText(displayName())}</MessageBarBody>
          </MessageBar>
        ) : null}
        <LoginForm onLogin={login} onSuccess={onSuccess} defaultLang={lang} />
        {status === 'authenticated' ? null : (
          <nav className={styles.links} aria-label="Account help">
            <Link to="/account/forgot">Forgot password?</Link>
            {registration === 'on' ? <Link to="/account/register">Create an account</Link> : null}
          </nav>
        )}
      </Card>
    </RoutePage>
  );
}
