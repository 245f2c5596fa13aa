// A signed-out start on the login page draws the login card without the router: the router, the route
// tree and the signed-in frame load while the server checks the password (issue 13: the login page's
// script at most 150 kB gzip). Signing in, or following a link, opens the app at its
// address in the same document. Loaded by src/main.tsx.
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { setApiClientHandlers } from './data/api-client';
import { returnUrlOf } from './domain/route-access';
import { LoginCard } from './features/account/LoginCard';
import { AppProviders } from './features/shell/AppProviders';
import { SignedOutShell, appLinkHandler } from './features/shell/SignedOutShell';
import { LOGIN_TITLE } from './routes/route-titles';
import { loginStartAddress, startupErrorAddress } from './login-paths';

/** Opens `href` in the app with its router; `replace` replaces the login page in the history. */
export type OpenApp = (href: string, options?: { replace?: boolean }) => void;

export function renderLoginStart(root: Root, openApp: OpenApp): void {
  // The canonical address, as the router's alias route or guard would make it.
  const address = loginStartAddress(window.location);
  if (address !== null) window.history.replaceState(window.history.state, '', address);
  // The current location stays main.tsx's (the browser's address): there is no router to ask.
  setApiClientHandlers({
    // The login page is showing: nothing to send the user to.
    loginRequired: () => {},
    startupError: (text) => openApp(startupErrorAddress(text), { replace: true }),
  });
  const open = (href: string) => openApp(href);
  // Rendered as a transition: React then renders in slices that yield to the browser, instead of one task
  // of 240–280 ms at 4× CPU slowdown that blocked a tablet's first touches (the commit still runs whole).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <SignedOutShell title={LOGIN_TITLE} openApp={open}>
            <LoginCard
              returnUrl={returnUrlOf(window.location.href) ?? undefined}
              onSignedIn={(href) => openApp(href, { replace: true })}
              preloadSignedIn={() => Promise.all([import('./app-start'), import('./features/shell/AppShell').then((m) => m.preloadSignedInShell())])}
              renderLink={(to, text) => (
                <a key={to} href={to} onClick={appLinkHandler(to, open)}>
                  {text}
                </a>
              )}
            />
          </SignedOutShell>
        </AppProviders>
      </StrictMode>,
    ),
  );
}
