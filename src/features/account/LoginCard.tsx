// The login page's content without a router: the signed-out login start (src/login-start.tsx) draws it
// before the router has loaded, the router's login route (LoginPage) once it has.
import type { ReactNode } from 'react';
import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { safeReturnUrl } from '../../domain/route-access';
import { chooseLanguage, displayName, session } from '../../state/session';
import { LoginForm } from './LoginForm';
import { login } from './session-actions';
import type { LoginResult } from './session-actions';
import type { LoginRequest } from '../../domain/auth-data';
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

/** The account pages the login page links to. */
export type AccountHelpPath = '/account/forgot' | '/account/register';

export type LoginCardProps = {
  /** Where to go once signed in, from the address bar (checked here: same-origin paths only). */
  returnUrl: string | undefined;
  /** Goes to `href` once signed in, replacing the login page in the history. */
  onSignedIn: (href: string) => void;
  /** Loads what the first signed-in screen draws, while the server checks the password. */
  preloadSignedIn: () => Promise<unknown>;
  renderLink: (to: AccountHelpPath, text: string) => ReactNode;
};

/** Offered to a signed-out user only, so the registration setting is asked for only then. */
function AccountHelpLinks({ className, renderLink }: { className: string; renderLink: LoginCardProps['renderLink'] }) {
  const registration = useSelfRegistration();
  const i18n = useI18n();
  return (
    <nav className={className} aria-label={i18n._('Account help')}>
      {renderLink('/account/forgot', i18n._('Forgot password?'))}
      {registration === 'on' ? renderLink('/account/register', i18n._('Create an account')) : null}
    </nav>
  );
}

export function LoginCard({ returnUrl, onSignedIn, preloadSignedIn, renderLink }: LoginCardProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const { lang, status } = useSnapshot(session);
  // The signed-in frame loads while the server checks the password: the first signed-in screen then
  // draws it whole instead of shifting as its parts arrive.
  const signIn = async (request: LoginRequest): Promise<LoginResult> => {
    const [result] = await Promise.all([login(request), preloadSignedIn().catch(() => undefined)]);
    return result;
  };
  // Only same-origin paths: the returnUrl comes from the address bar. Without one the user lands on the
  // home path the server names (the dashboard, console.md §2).
  const onSuccess = () => onSignedIn(safeReturnUrl(returnUrl) ?? safeReturnUrl(session.authData?.homePath) ?? '/');
  return (
    <div className={styles.card}>
      {status === 'authenticated' ? (
        <MessageBar intent="warning">
          <MessageBarBody>{i18n._(LACKING_RIGHT_TEXT, { name: displayName() })}</MessageBarBody>
        </MessageBar>
      ) : null}
      <LoginForm onLogin={signIn} onSuccess={onSuccess} defaultLang={lang} onLanguage={chooseLanguage} />
      {status === 'authenticated' ? null : <AccountHelpLinks className={styles.links} renderLink={renderLink} />}
    </div>
  );
}
