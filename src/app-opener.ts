// How the signed-out login start hands over to the app (src/login-start.tsx): at sign-in, or when a link
// of the login page is followed.
import { focusFirstScreen } from './features/shell/first-screen-focus';
import type { App } from './app-start';
import type { OpenApp } from './login-start';

/**
 * Draws the app in place of the signed-out login page, at `href`. The router is created at the login
 * page's address and navigates from there, so the history entries are its own; the login card stays
 * until the page has loaded (no empty frame in between). The last of several calls wins. Without the
 * app's chunk (offline on a first visit) the browser loads the page itself.
 */
export function appOpener(root: Parameters<App['render']>[0], loadApp: () => Promise<App>, assign = (href: string) => window.location.assign(href)): OpenApp {
  let opening: Promise<App> | null = null;
  return (href, options = {}) => {
    const first = opening === null;
    opening ??= loadApp();
    opening.then(
      async (app) => {
        await app.navigate(href, options.replace === true);
        if (!first) return;
        focusFirstScreen();
        app.render(root);
      },
      () => {
        if (first) assign(href);
      },
    );
  };
}
