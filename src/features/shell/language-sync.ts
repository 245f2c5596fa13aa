// The language the app shows follows the session: the device's last choice while signed out, the
// user's own once signed in (the server answers it with the sign-in), and every catalog after sign-in.
import { subscribe } from 'valtio';
import { activateLanguage } from '../../i18n/language';
import { hasSession, session } from '../../state/session';

/**
 * Activates the session's language now (`ready`) and again whenever it or the sign-in changes, until
 * `stop` (the page never stops; tests do).
 */
export function followSessionLanguage(): { ready: Promise<void>; stop: () => void } {
  let lang = session.lang;
  let signedIn = hasSession();
  const stop = subscribe(session, () => {
    if (session.lang === lang && hasSession() === signedIn) return;
    lang = session.lang;
    signedIn = hasSession();
    void activateLanguage(lang, signedIn).catch(() => {
      // A catalog chunk that did not arrive: the screen stays in the language it shows.
    });
  });
  return { ready: activateLanguage(lang, signedIn), stop };
}
