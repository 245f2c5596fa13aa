// The frame of the signed-out login start (src/login-start.tsx): the same frame and app bar as the
// signed-in shell, without the router (not loaded yet) and without what only a session shows.
import type { ReactNode } from 'react';
import { translateMessage } from '../../i18n/translate-message';
import { useI18n } from '../../i18n/use-i18n';
import { PageHeader } from '../../ui/PageHeader';
import { AppBar } from './AppBar';
import { ShellFrame } from './ShellFrame';
import { useDocumentTitle } from './document-title';
import { useSessionView } from './use-session-view';

export type SignedOutShellProps = {
  /** The page's title: an English id of a catalog. */
  title: string;
  /** Opens `href` in the app (loads the router); the home link and the page's own links go through it. */
  openApp: (href: string) => void;
  children: ReactNode;
};

export function SignedOutShell({ title, openApp, children }: SignedOutShellProps) {
  useI18n();
  // Signed-out parts only, even in the moment between the sign-in and the app's first render: the user
  // menu and the outbox status need the router and the user's database.
  const session = { ...useSessionView(), authenticated: false, rights: [], userId: null, debug: false };
  const shown = translateMessage(title);
  useDocumentTitle(shown);
  const bar = (
    <AppBar
      title={shown}
      session={session}
      menu={[]}
      navCollapsed
      onToggleNav={() => {}}
      onBack={() => window.history.back()}
      renderHomeLink={(className, text) => (
        <a href="/" className={className} onClick={appLinkHandler('/', openApp)}>
          {text}
        </a>
      )}
    />
  );
  return (
    <ShellFrame bar={bar}>
      <PageHeader title={shown} />
      {children}
    </ShellFrame>
  );
}

/** A plain click opens the page in the app; a click with a modifier keeps the browser's meaning (new tab). */
export function appLinkHandler(href: string, openApp: (href: string) => void) {
  return (event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; preventDefault: () => void }) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openApp(href);
  };
}
