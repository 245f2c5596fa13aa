import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { safeReturnUrl } from '../../domain/route-access';
import { chooseLanguage, displayName, session } from '../../state/session';
import { RoutePage } from '../shell/RoutePage';
import { LoginForm } from './LoginForm';
import { login } from './session-actions';
import type { LoginResult } from './session-actions';
import type { LoginRequest } from '../../domain/auth-data';
import { preloadSignedInShell } from '../shell/AppShell';
import { useSelfRegistration } from './use-self-registration';
import { useI18n } from '../../i18n/use-i18n';

const useStyles = makeStyles({
  // A card drawn by hand, not Fluent's Card: that one brings Tabster's focus management into the login
  // route's first load (issue 13), for a box that holds a form and needs none.
  card: {
    maxWidth: '420px',
    padding: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow4,
  },
  links: { display: 'flex', gap: tokens.spacingHorizontalL },
});

/** Why a signed-in user sees the login page: the guard sent them here from a page their rights do not open. */
export const LACKING_RIGHT_TEXT = /*i18n*/ 'You are signed in as {name}, who may not open that page. Sign in as a user who may.';

/** Offered to a signed-out user only, so the registration setting is asked for only then. */
function AccountHelpLinks({ className }: { className: string }) {
  const registration = useSelfRegistration();
  const i18n = useI18n();
  return (
    <nav className={className} aria-label={i18n._('Account help')}>
      <Link to="/account/forgot">{i18n._('Forgot password?')}</Link>
      {registration === 'on' ? <Link to="/account/register">{i18n._('Create an account')}</Link> : null}
    </nav>
  );
}

export function LoginPage() {
  const styles = useStyles();
  const i18n = useI18n();
  const navigate = useNavigate();
  const { returnUrl } = useSearch({ from: '/account/login' });
  const { lang, status } = useSnapshot(session);
  // Only same-origin paths: the returnUrl comes from the address bar. Without one the user lands on the
  // home path the server names (the dashboard, console.md §2).
  // The signed-in frame loads while the server checks the password: the first signed-in screen then
  // draws it whole instead of shifting as its parts arrive.
  const signIn = async (request: LoginRequest): Promise<LoginResult> => {
    const [result] = await Promise.all([login(request), preloadSignedInShell().catch(() => undefined)]);
    return result;
  };
  const onSuccess = () => void navigate({ href: safeReturnUrl(returnUrl) ?? safeReturnUrl(session.authData?.homePath) ?? '/', replace: true });
  return (
    <RoutePage>
      <div className={styles.card}>
        {status === 'authenticated' ? (
          <MessageBar intent="warning">
            <MessageBarBody>{i18n._(LACKING_RIGHT_TEXT, { name: displayName() })}</MessageBarBody>
          </MessageBar>
        ) : null}
        <LoginForm onLogin={signIn} onSuccess={onSuccess} defaultLang={lang} onLanguage={chooseLanguage} />
        {status === 'authenticated' ? null : <AccountHelpLinks className={styles.links} />}
      </div>
    </RoutePage>
  );
}
